'use client';
/**
 * The newsletter editor's images: the header image (above the text, uploaded here or chosen
 * among the uploads), and the images already uploaded, each insertable into the open language's
 * text as Markdown (`![](/uploads/….webp)`).
 */
import { ImagePlus, PanelTop } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { Button } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { FieldError } from '@/components/admin/ui/form-field';
import type { UploadSummary } from '@/server/uploads/upload-store.server';

export function CampaignImages({
  image,
  uploads,
  error,
  errorId,
  onHeader,
  onInsert,
}: {
  image: string;
  uploads: UploadSummary[];
  error?: string;
  errorId: string;
  onHeader: (path: string) => void;
  onInsert: (path: string) => void;
}) {
  const t = useTranslations('newsletter.editor.image');
  const id = useId();
  return (
    <Card as="section" aria-labelledby={`${id}-images`}>
      <CardHeader id={`${id}-images`} title={t('title')} />
      <ImageUploadField value={image} onChange={onHeader} label={t('header')} />
      <FieldError id={errorId} message={error} />
      <h3 className="mt-6 text-sm font-medium text-fg">{t('uploadsTitle')}</h3>
      <p className="mt-0.5 mb-3 text-xs text-fg-muted">{t('uploadsHint')}</p>
      {uploads.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {uploads.map((upload, index) => (
            <li key={upload.path} className="overflow-hidden rounded-lg border border-line bg-ink">
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the stored file */}
              <img
                src={upload.path}
                alt={t('alt', { number: index + 1 })}
                width={upload.width}
                height={upload.height}
                loading="lazy"
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-col gap-1 p-2">
                <Button size="sm" variant="ghost" onClick={() => onInsert(upload.path)}>
                  <ImagePlus aria-hidden="true" className="size-3.5" />
                  {t('insert')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onHeader(upload.path)}>
                  <PanelTop aria-hidden="true" className="size-3.5" />
                  {t('useAsHeader')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
