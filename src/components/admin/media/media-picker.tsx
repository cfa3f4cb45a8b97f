'use client';
/**
 * The one picker of the library's images (issue 33), opened by every image field and by the
 * Markdown editors' "Insérer une image": a modal dialog (the page behind it inert, Escape
 * closes it, focus back on the opener) with a search by file name and alt text in any language,
 * the images newest first as a grid of buttons (Tab or the arrow keys move between them), a
 * page at a time with "Afficher plus", each showing its French alt text. Files uploaded here
 * (chosen or dropped on the dialog, several at once, as on the Media screen: image-uploads.tsx)
 * go into the library like any other (the same bytes again answer the image already there); a
 * single one is chosen at once, several are listed (each with its progress, or why it was refused)
 * with a button choosing each, and shown first in the grid. The dialog is drawn into <body>:
 * inside an editor's <form>, its search would submit the editor on Enter.
 */
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/admin/ui/button';
import { inputClass } from '@/components/admin/ui/form-field';
import { Modal } from '@/components/admin/ui/modal';
import type { MediaChoice, MediaChoices } from '@/server/media/media-library.server';
import { FileButton } from './file-button';
import { ImageDropZone, mediaIdOf, UploadLines, useImageUploads } from './image-uploads';
import { MediaThumbnail } from './media-thumbnail';

export type { MediaChoice } from '@/server/media/media-library.server';

const noChanges = () => () => undefined;

/** How long typing must pause before the search is sent. */
const searchDelayMs = 250;

async function fetchChoices(query: URLSearchParams): Promise<MediaChoices> {
  const response = await fetch(`/api/admin/media?${query}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`media choices: ${response.status}`);
  return (await response.json()) as MediaChoices;
}

type Listing =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'shown'; items: MediaChoice[]; hasMore: boolean; loadingMore: boolean };

export function MediaPicker({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  /** Called with the image chosen (the dialog closes itself). */
  onChoose: (choice: MediaChoice) => void;
}) {
  const t = useTranslations('media.picker');
  const id = useId();
  const [search, setSearch] = useState('');
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const uploads = useImageUploads();
  // Drawn into <body> once hydrated: the server's page has no such element.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const grid = useRef<HTMLUListElement>(null);
  // The answer of the latest request only: an older search answering late is dropped.
  const latest = useRef(0);

  const load = async (query: string, offset: number, shown: MediaChoice[]) => {
    const request = ++latest.current;
    try {
      const answer = await fetchChoices(new URLSearchParams({ q: query, offset: String(offset) }));
      if (request !== latest.current) return;
      setListing({
        state: 'shown',
        items: [...shown, ...answer.items],
        hasMore: answer.hasMore,
        loadingMore: false,
      });
    } catch {
      if (request === latest.current) setListing({ state: 'failed' });
    }
  };

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void load(search.trim(), 0, []), searchDelayMs);
    return () => clearTimeout(timer);
    // A new search (or the dialog opened) asks anew.
  }, [open, search]);

  const close = () => {
    setSearch('');
    uploads.clear();
    setListing({ state: 'loading' });
    onClose();
  };

  const choose = (choice: MediaChoice) => {
    onChoose(choice);
    close();
  };

  const loadMore = () => {
    if (listing.state !== 'shown') return;
    setListing({ ...listing, loadingMore: true });
    void load(search.trim(), listing.items.length, listing.items);
  };

  /** Chooses an image just uploaded, as the library shows it (a duplicate may be described). */
  const chooseUploaded = async (imageId: string) => {
    const found = await fetchChoices(new URLSearchParams({ id: imageId }))
      .then((answer) => answer.items[0])
      .catch(() => undefined);
    if (found) choose(found);
  };

  const uploadAll = async (files: File[]) => {
    const results = await uploads.uploadAll(files);
    const [only] = results;
    // One file stored: the one wanted. Several: the editor chooses among them, shown first.
    if (results.length === 1 && only?.sent.ok) await chooseUploaded(mediaIdOf(only.sent.name));
    else if (results.length > 0) void load(search.trim(), 0, []);
  };

  /** The arrow keys move between the images, a row up or down being as many as fit across. */
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      Home: -Infinity,
      End: Infinity,
    };
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0 || buttons.length === 0) return;
    const across = buttons.filter((button) => button.offsetTop === buttons[0]!.offsetTop).length;
    const step =
      event.key === 'ArrowDown' ? across : event.key === 'ArrowUp' ? -across : moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(buttons.length - 1, Math.max(0, at + step));
    buttons[next]?.focus();
  };

  const modal = (
    <Modal
      open={open}
      onClose={close}
      title={t('title')}
      description={t('description')}
      closeLabel={t('close')}
      size="lg"
    >
      <ImageDropZone
        onFiles={(files) => void uploadAll(files)}
        className={(dragging) =>
          `-m-2 rounded-xl border-2 border-dashed p-2 transition-colors ${
            dragging ? 'border-accent bg-accent/10' : 'border-transparent'
          }`
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <form
            role="search"
            onSubmit={(event) => event.preventDefault()}
            className="min-w-0 flex-1"
          >
            <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-fg">
              {t('search')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted"
              />
              {/* No name: a search is not something typed that closing the dialog would lose. */}
              <input
                id={`${id}-search`}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                maxLength={200}
                autoComplete="off"
                className={`${inputClass} ps-9`}
              />
            </div>
          </form>
          <div>
            <FileButton
              id={`${id}-upload`}
              multiple
              busy={uploads.busy}
              label={t('upload')}
              aria-describedby={`${id}-upload-hint`}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                // The same files may be chosen again.
                event.target.value = '';
                void uploadAll(files);
              }}
              className="w-full"
            />
          </div>
        </div>
        <p id={`${id}-upload-hint`} className="mt-2 text-xs text-fg-muted">
          {t('uploadHint')}
        </p>
        <UploadLines
          lines={uploads.lines}
          summary={uploads.summary}
          action={(line) => (
            <Button variant="ghost" size="sm" onClick={() => void chooseUploaded(line.id)}>
              {t('chooseUploaded', { name: line.fileName })}
            </Button>
          )}
        />
        <div className="mt-4" aria-busy={listing.state === 'loading' || undefined}>
          {listing.state === 'loading' ? (
            <p role="status" className="py-8 text-center text-sm text-fg-muted">
              {t('loading')}
            </p>
          ) : listing.state === 'failed' ? (
            <p role="alert" className="py-8 text-center text-sm text-danger">
              {t('failed')}
            </p>
          ) : listing.items.length === 0 ? (
            <p role="status" className="py-8 text-center text-sm text-fg-muted">
              {search.trim() ? t('noResults') : t('empty')}
            </p>
          ) : (
            <>
              <p role="status" className="sr-only">
                {t('shown', { count: listing.items.length })}
              </p>
              <ul
                ref={grid}
                aria-label={t('gridLabel')}
                onKeyDown={moveFocus}
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4"
              >
                {listing.items.map((item) => (
                  <li key={item.id} className="min-w-0">
                    <button
                      type="button"
                      onClick={() => choose(item)}
                      className="group block h-full w-full cursor-pointer overflow-hidden rounded-lg border border-line bg-ink-card/60 text-start transition-colors hover:border-accent focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                    >
                      {/* Its French alt is written under it. */}
                      <MediaThumbnail image={item} alt="" />
                      <span className="block space-y-0.5 p-2 text-xs">
                        <span className="block truncate font-medium text-fg">
                          {item.fileName || t('unnamed')}
                        </span>
                        {item.alt.fr ? (
                          <span lang="fr" className="line-clamp-2 block text-fg-muted">
                            {item.alt.fr}
                          </span>
                        ) : (
                          <span className="block text-danger">{t('missingAlt')}</span>
                        )}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {listing.hasMore ? (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={loadMore}
                    disabled={listing.loadingMore}
                    aria-busy={listing.loadingMore || undefined}
                  >
                    {listing.loadingMore ? t('loading') : t('more')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </ImageDropZone>
    </Modal>
  );
  return hydrated ? createPortal(modal, document.body) : null;
}
