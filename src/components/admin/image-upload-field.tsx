'use client';
/**
 * An image field for admin forms (a post's hero image, a section's photo, a letter's header): the
 * admin chooses an image of the media library (MediaPicker) or picks a file, sent to
 * POST /api/admin/uploads, which checks it by content, re-encodes it and keeps it in the library
 * (the same file again answers the image already there); the path (`/uploads/….webp`) goes into
 * a hidden input named `name`, submitted with the form. A preview shows what is stored; a
 * refusal is explained in the admin's language next to the field.
 *
 * Usage (texts: the admin's `uploads` messages), uncontrolled or controlled:
 *   <ImageUploadField name="image" defaultValue={post.image} />
 *   <ImageUploadField value={values.image} onChange={(path) => set('image', path)} />
 */
import { Images, LoaderCircle, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { FileButton } from '@/components/admin/media/file-button';
import { Button, buttonClass } from '@/components/admin/ui/button';
import { fieldErrorId, fieldHintId, labelClass } from '@/components/admin/ui/form-field';
import { sendImage, type SentImage } from './send-image';

export function ImageUploadField({
  name,
  value,
  defaultValue = '',
  label,
  onChange,
}: {
  /** Name of the hidden input holding the image's path (none when omitted). */
  name?: string;
  /** The path, when the parent form keeps it in its state (with `onChange`). */
  value?: string;
  defaultValue?: string;
  label?: string;
  /** Called with the new path (or '' when removed). */
  onChange?: (path: string) => void;
}) {
  const t = useTranslations('uploads');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [ownPath, setPath] = useState(defaultValue);
  const path = value ?? ownPath;
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<Extract<SentImage, { ok: false }> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [picking, setPicking] = useState(false);

  const choose = (next: string) => {
    setPath(next);
    onChange?.(next);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setAnnouncement('');
    setUploading(true);
    const sent = await sendImage(file);
    setUploading(false);
    // The same file may be chosen again after a fix elsewhere (e.g. signing in again).
    event.target.value = '';
    if (sent.ok) {
      choose(sent.path);
      setAnnouncement(sent.duplicate ? t('duplicate') : t('uploaded'));
    } else setError(sent);
  };

  const describedBy = [fieldHintId(id), error ? fieldErrorId(id) : null].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className={`${labelClass} mb-1.5`}>
        {label ?? t('label')}
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-lg border border-line bg-ink sm:w-56">
          {path ? (
            // eslint-disable-next-line @next/next/no-img-element -- a preview of the stored file as is
            <img src={path} alt={t('previewAlt')} className="size-full object-cover" />
          ) : (
            <span className="grid size-full place-items-center text-xs text-fg-muted">
              {t('noImage')}
            </span>
          )}
          {uploading ? (
            <span className="absolute inset-0 grid place-items-center bg-ink/70">
              <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-accent" />
            </span>
          ) : null}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <FileButton
              ref={input}
              id={id}
              labelledElsewhere
              busy={uploading}
              label={uploading ? t('uploading') : path ? t('replace') : t('choose')}
              onChange={upload}
              aria-describedby={describedBy}
              aria-invalid={Boolean(error) || undefined}
            />
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              disabled={uploading}
              onClick={() => setPicking(true)}
            >
              <Images aria-hidden="true" className="size-4" />
              {t('fromLibrary')}
            </Button>
            {path && !uploading ? (
              <button
                type="button"
                onClick={() => {
                  choose('');
                  setError(null);
                  input.current?.focus();
                }}
                className={buttonClass({ variant: 'ghost' })}
              >
                <X aria-hidden="true" className="size-4" />
                {t('remove')}
              </button>
            ) : null}
          </div>
          <p id={fieldHintId(id)} className="text-xs text-fg-muted">
            {t('hint')}
          </p>
          {error ? (
            <p id={fieldErrorId(id)} role="alert" className="text-sm text-danger">
              {error.message ?? t(`errors.${error.error}`)}
            </p>
          ) : null}
          {/* Said aloud, and shown when it matters: an upload that was already in the library. */}
          <p
            role="status"
            className={announcement === t('duplicate') ? 'text-xs text-fg-muted' : 'sr-only'}
          >
            {uploading ? t('uploading') : announcement}
          </p>
          {path ? <p className="truncate font-mono text-xs text-fg-muted">{path}</p> : null}
        </div>
      </div>
      {name ? <input type="hidden" name={name} value={path} /> : null}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onChoose={(choice) => {
          setError(null);
          choose(choice.path);
          setAnnouncement(t('chosen'));
        }}
      />
    </div>
  );
}
