'use client';
/**
 * "Insérer une image" beside a Markdown text (a post's or a letter's body): opens the library's
 * picker and hands the image chosen to `onInsert`, which writes it into the text.
 */
import { ImagePlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/admin/ui/button';
import { MediaPicker, type MediaChoice } from './media-picker';

export function InsertImageButton({
  onInsert,
  disabled,
}: {
  onInsert: (choice: MediaChoice) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('media.picker');
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setPicking(true)}
      >
        <ImagePlus aria-hidden="true" className="size-3.5" />
        {t('insert')}
      </Button>
      <MediaPicker open={picking} onClose={() => setPicking(false)} onChoose={onInsert} />
    </>
  );
}
