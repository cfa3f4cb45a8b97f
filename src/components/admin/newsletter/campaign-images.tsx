'use client';
/**
 * The newsletter editor's images, both from the media library: the header image (above the
 * text), and "Insérer une image", which adds an image to the open language's text as Markdown.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ImageUploadField } from '@/components/admin/image-upload-field';
import { InsertImageButton } from '@/components/admin/media/insert-image-button';
import type { MediaChoice } from '@/components/admin/media/media-picker';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { FieldError } from '@/components/admin/ui/form-field';

export function CampaignImages({
  image,
  error,
  errorId,
  onHeader,
  onInsert,
}: {
  image: string;
  error?: string;
  errorId: string;
  onHeader: (path: string) => void;
  onInsert: (choice: MediaChoice) => void;
}) {
  const t = useTranslations('newsletter.editor.image');
  const id = useId();
  return (
    <Card as="section" aria-labelledby={`${id}-images`}>
      <CardHeader id={`${id}-images`} title={t('title')} />
      <ImageUploadField value={image} onChange={onHeader} label={t('header')} />
      <FieldError id={errorId} message={error} />
      <div className="mt-6 border-t border-line pt-4">
        <InsertImageButton onInsert={onInsert} />
        <p className="mt-2 text-xs text-fg-muted">{t('uploadsHint')}</p>
      </div>
    </Card>
  );
}
