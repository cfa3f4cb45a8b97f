'use client';
/**
 * The Media screen's upload: files dropped on the zone or chosen with the picker, several at
 * once, sent one after the other (each is re-encoded on the server; one at a time keeps an
 * instance's memory bounded). Each file has its own line saying where it stands: waiting,
 * uploading, uploaded (a link to describe it), already in the library (a link to that image),
 * or refused and why; a refused file leaves the others uploaded. The grid is refreshed after.
 */
import { CheckCircle2, CircleAlert, Copy, ImageUp, LoaderCircle } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import { acceptedImageTypes, sendImage, type UploadErrorCode } from '@/components/admin/send-image';
import { buttonClass } from '@/components/admin/ui/button';

type FileState =
  | { state: 'waiting' | 'uploading' }
  | { state: 'done' | 'duplicate'; id: string }
  | { state: 'failed'; error: UploadErrorCode; message?: string };

type FileLine = { key: string; fileName: string } & FileState;

const mediaIdOf = (name: string) => name.replace(/\.webp$/, '');

/** `maxMb`: UPLOAD_MAX_MB, said in the hint. */
export function MediaUploader({ maxMb }: { maxMb: number }) {
  const t = useTranslations('media.upload');
  const tUploads = useTranslations('uploads');
  const router = useRouter();
  const inputId = useId();
  const [lines, setLines] = useState<FileLine[]>([]);
  const [dragging, setDragging] = useState(false);
  const [summary, setSummary] = useState('');

  const update = (key: string, state: FileState) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...state } : line)));

  const uploadAll = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const batch = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      fileName: file.name,
      file,
    }));
    setSummary('');
    setLines((current) => [
      ...batch.map(({ key, fileName }) => ({ key, fileName, state: 'waiting' as const })),
      ...current,
    ]);
    let done = 0;
    let failed = 0;
    for (const { key, file } of batch) {
      update(key, { state: 'uploading' });
      const sent = await sendImage(file);
      if (sent.ok) {
        done += 1;
        update(key, { state: sent.duplicate ? 'duplicate' : 'done', id: mediaIdOf(sent.name) });
      } else {
        failed += 1;
        update(key, { state: 'failed', error: sent.error, message: sent.message });
      }
    }
    setSummary(t('summary', { done, failed }));
    router.refresh();
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-6">
      <h2 id={`${inputId}-title`} className="sr-only">
        {t('title')}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
          dragging ? 'border-accent bg-accent/10' : 'border-line bg-ink-card/40'
        }`}
      >
        <ImageUp aria-hidden="true" className="mx-auto mb-2 size-8 text-fg-muted" />
        <p className="text-sm text-fg">
          {t('drop')}{' '}
          <label htmlFor={inputId} className="cursor-pointer font-medium text-accent underline">
            {t('choose')}
          </label>
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedImageTypes}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same files may be chosen again.
            event.target.value = '';
            void uploadAll(files);
          }}
          className="sr-only"
        />
        <p id={`${inputId}-hint`} className="mt-2 text-xs text-fg-muted">
          {t('hint', { max: maxMb })}
        </p>
      </div>
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
              <span className={line.state === 'failed' ? 'text-danger' : 'text-fg-muted'}>
                {line.state === 'failed'
                  ? t('states.failed', { reason: line.message ?? tUploads(`errors.${line.error}`) })
                  : t(`states.${line.state}`)}
              </span>
              {line.state === 'done' || line.state === 'duplicate' ? (
                <Link
                  href={`/admin/media/${line.id}`}
                  className={buttonClass({ variant: 'ghost', size: 'sm' })}
                >
                  {line.state === 'done' ? t('open') : t('openExisting')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="mt-2 text-sm text-fg-muted">
        {summary}
      </p>
    </section>
  );
}

function StateIcon({ state }: { state: FileLine['state'] }) {
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
