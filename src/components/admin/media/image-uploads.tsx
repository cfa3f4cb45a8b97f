'use client';
/**
 * Uploading several images at once into the library, shared by the Media screen and the picker:
 * files dropped on a zone or chosen with a file input are sent one after the other (each is
 * re-encoded on the server; one at a time keeps an instance's memory bounded). Each file has its
 * own line saying where it stands — waiting, uploading (a progress bar of its bytes sent),
 * uploaded, already in the library, or refused and why — with an action of the caller's on the
 * images stored (describe it, choose it); a refused file leaves the others uploaded.
 */
import { CheckCircle2, CircleAlert, Copy, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { sendImage, type SentImage, type UploadErrorCode } from '@/components/admin/send-image';

type FileState =
  | { state: 'waiting' }
  | { state: 'uploading'; sent: number }
  | { state: 'done' | 'duplicate'; id: string; path: string }
  | { state: 'failed'; error: UploadErrorCode; message?: string };

export type UploadLine = { key: string; fileName: string } & FileState;

/** A file of a batch and what the server answered. */
export interface BatchResult {
  fileName: string;
  sent: SentImage;
}

/** The library's id of a stored file name (`….webp`). */
export const mediaIdOf = (name: string) => name.replace(/\.webp$/, '');

/** The batches sent so far (newest first), and `uploadAll` to send another. */
export function useImageUploads() {
  const t = useTranslations('media.upload');
  const [lines, setLines] = useState<UploadLine[]>([]);
  const [summary, setSummary] = useState('');
  const [busy, setBusy] = useState(false);
  const batches = useRef(0);

  const update = (key: string, state: FileState) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...state } : line)));

  /** Sends the files one after the other; resolves with each one's answer, in order. */
  const uploadAll = async (files: readonly File[]): Promise<BatchResult[]> => {
    if (files.length === 0) return [];
    const batch = ++batches.current;
    const sending = files.map((file, index) => ({ key: `${batch}-${index}`, file }));
    setSummary('');
    setBusy(true);
    setLines((current) => [
      ...sending.map(({ key, file }) => ({ key, fileName: file.name, state: 'waiting' as const })),
      ...current,
    ]);
    const results: BatchResult[] = [];
    for (const { key, file } of sending) {
      update(key, { state: 'uploading', sent: 0 });
      const sent = await sendImage(file, (share) =>
        update(key, { state: 'uploading', sent: share }),
      );
      update(
        key,
        sent.ok
          ? {
              state: sent.duplicate ? 'duplicate' : 'done',
              id: mediaIdOf(sent.name),
              path: sent.path,
            }
          : { state: 'failed', error: sent.error, message: sent.message },
      );
      results.push({ fileName: file.name, sent });
    }
    const done = results.filter((result) => result.sent.ok).length;
    setSummary(t('summary', { done, failed: results.length - done }));
    setBusy(false);
    return results;
  };

  /** Forgets the lines (a dialog closed). */
  const clear = () => {
    setLines([]);
    setSummary('');
  };

  return { lines, summary, busy, uploadAll, clear };
}

/**
 * A zone files can be dropped on (outlined while they are dragged over it), around `children`,
 * which hold the file input.
 */
export function ImageDropZone({
  onFiles,
  className,
  children,
}: {
  onFiles: (files: File[]) => void;
  /** Its look; `dragging` says whether files are over it. */
  className: (dragging: boolean) => string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={className(dragging)}
    >
      {children}
    </div>
  );
}

/**
 * The files of the batches sent, one line each, and the last batch's summary (said aloud).
 * `action` draws what a stored image's line offers.
 */
export function UploadLines({
  lines,
  summary,
  action,
}: {
  lines: readonly UploadLine[];
  summary: string;
  action: (line: Extract<UploadLine, { state: 'done' | 'duplicate' }>) => ReactNode;
}) {
  const t = useTranslations('media.upload');
  const tUploads = useTranslations('uploads');
  return (
    <>
      {lines.length > 0 ? (
        <ul
          aria-label={t('listLabel')}
          className="mt-3 divide-y divide-line rounded-xl border border-line"
        >
          {lines.map((line) => (
            <li
              key={line.key}
              data-state={line.state}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm"
            >
              <StateIcon state={line.state} />
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{line.fileName}</span>
              {line.state === 'waiting' || line.state === 'uploading' ? (
                <progress
                  max={1}
                  value={line.state === 'uploading' ? line.sent : 0}
                  aria-label={t('progress', { name: line.fileName })}
                  className="h-1.5 w-24 overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-accent"
                />
              ) : null}
              <span className={line.state === 'failed' ? 'text-danger' : 'text-fg-muted'}>
                {line.state === 'failed'
                  ? t('states.failed', { reason: line.message ?? tUploads(`errors.${line.error}`) })
                  : t(`states.${line.state}`)}
              </span>
              {line.state === 'done' || line.state === 'duplicate' ? action(line) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="mt-2 text-sm text-fg-muted">
        {summary}
      </p>
    </>
  );
}

function StateIcon({ state }: { state: UploadLine['state'] }) {
  const className = 'size-4 shrink-0';
  if (state === 'uploading' || state === 'waiting')
    return (
      <LoaderCircle
        aria-hidden="true"
        className={`${className} text-fg-muted ${state === 'uploading' ? 'animate-spin' : ''}`}
      />
    );
  if (state === 'failed')
    return <CircleAlert aria-hidden="true" className={`${className} text-danger`} />;
  if (state === 'duplicate')
    return <Copy aria-hidden="true" className={`${className} text-accent`} />;
  return <CheckCircle2 aria-hidden="true" className={`${className} text-success`} />;
}
