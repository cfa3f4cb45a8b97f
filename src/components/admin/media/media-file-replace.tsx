'use client';
/**
 * Replacing an image's file on its detail screen (decision 074): the file chosen is sent at once;
 * the image keeps its descriptions, focal point and uses, and every page that shows it shows the
 * new file. Its id follows its new file, so the screen moves to the new address. A refusal says
 * why (the limit, the quota, a file already in the library with a link to it) and changes nothing.
 */
import { FileUp, LoaderCircle } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { acceptedImageTypes } from '@/components/admin/send-image';
import { buttonClass } from '@/components/admin/ui/button';

type Outcome =
  { state: 'idle' | 'sending' | 'done' } | { state: 'failed'; message: string; existing?: string };

export function MediaFileReplace({ id, maxMb }: { id: string; maxMb: number }) {
  const t = useTranslations('media.replace');
  const tUploads = useTranslations('uploads');
  const router = useRouter();
  const inputId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const send = async (file: File) => {
    setOutcome({ state: 'sending' });
    try {
      const body = new FormData();
      body.set('file', file);
      const response = await fetch(`/api/admin/media/${id}/file`, { method: 'POST', body });
      const answer = ((await response.json().catch(() => null)) ?? {}) as {
        id?: unknown;
        message?: unknown;
        error?: unknown;
      };
      if (response.ok && typeof answer.id === 'string') {
        setOutcome({ state: 'done' });
        router.replace(`/admin/media/${answer.id}`);
        router.refresh();
        return;
      }
      setOutcome({
        state: 'failed',
        message:
          typeof answer.message === 'string'
            ? answer.message
            : tUploads(response.status === 413 ? 'errors.tooLarge' : 'errors.network'),
        existing:
          answer.error === 'duplicate' && typeof answer.id === 'string' ? answer.id : undefined,
      });
    } catch {
      setOutcome({ state: 'failed', message: tUploads('errors.network') });
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="my-6 rounded-xl border border-line p-4"
    >
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-fg">
        {t('title')}
      </h2>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-fg-muted">
        {t('hint', { max: maxMb })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          aria-disabled={outcome.state === 'sending'}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'gap-2' })}
        >
          {outcome.state === 'sending' ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <FileUp aria-hidden="true" className="size-4" />
          )}
          {outcome.state === 'sending' ? t('sending') : t('choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={acceptedImageTypes}
          aria-describedby={`${inputId}-hint`}
          disabled={outcome.state === 'sending'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a refusal.
            event.target.value = '';
            if (file) void send(file);
          }}
          className="sr-only"
        />
      </div>
      <div role="status" className="mt-2 text-sm">
        {outcome.state === 'done' ? <p className="text-success">{t('done')}</p> : null}
      </div>
      {outcome.state === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {outcome.message}{' '}
          {outcome.existing ? (
            <Link
              href={`/admin/media/${outcome.existing}`}
              className="underline underline-offset-4"
            >
              {t('openExisting')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
