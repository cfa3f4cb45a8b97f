'use client';
/**
 * The Media screen's upload: files dropped on the zone or chosen with the picker, several at
 * once (image-uploads.tsx: a line and a progress bar per file, a refused file leaving the others
 * uploaded), each stored one linking to its screen to describe it. The grid is refreshed after.
 */
import { ImageUp } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { acceptedImageTypes } from '@/components/admin/send-image';
import { buttonClass } from '@/components/admin/ui/button';
import { ImageDropZone, UploadLines, useImageUploads } from './image-uploads';

/** `maxMb`: UPLOAD_MAX_MB, said in the hint. */
export function MediaUploader({ maxMb }: { maxMb: number }) {
  const t = useTranslations('media.upload');
  const router = useRouter();
  const inputId = useId();
  const uploads = useImageUploads();

  const uploadAll = async (files: File[]) => {
    if ((await uploads.uploadAll(files)).length > 0) router.refresh();
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mb-6">
      <h2 id={`${inputId}-title`} className="sr-only">
        {t('title')}
      </h2>
      <ImageDropZone
        onFiles={(files) => void uploadAll(files)}
        className={(dragging) =>
          `rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
            dragging ? 'border-accent bg-accent/10' : 'border-line bg-ink-card/40'
          }`
        }
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
      </ImageDropZone>
      <UploadLines
        lines={uploads.lines}
        summary={uploads.summary}
        action={(line) => (
          <Link
            href={`/admin/media/${line.id}`}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
          >
            {line.state === 'done' ? t('open') : t('openExisting')}
          </Link>
        )}
      />
    </section>
  );
}
