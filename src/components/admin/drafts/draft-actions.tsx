'use client';
/**
 * The foot of a form that edits a draft: whether its fields need checking or when this screen
 * last kept the draft, then "Enregistrer le brouillon" (the form's submit) and "Publier".
 */
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/admin/ui/button';
import { useSavedTime } from './use-saved-time';

export function DraftActions({
  pending,
  checkFields,
  savedAt,
  onPublish,
  saveDraftLabel,
  publishLabel,
  className,
}: {
  /** The form's action running: 'draft', 'publish', or none. */
  pending: string | null;
  /** Some field was refused (and no conflict is shown instead). */
  checkFields: boolean;
  /** When this screen last kept the draft. */
  savedAt: string | null;
  onPublish: () => void;
  /** The buttons' accessible names, when the screen has several forms (a page's sections). */
  saveDraftLabel?: string;
  publishLabel?: string;
  className: string;
}) {
  const t = useTranslations('drafts');
  const tContent = useTranslations('content');
  const savedTime = useSavedTime();
  return (
    <div
      className={`flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end ${className}`}
    >
      <p role="status" className="text-sm sm:me-auto">
        {checkFields ? (
          <span className="text-danger">{tContent('checkFields')}</span>
        ) : savedAt ? (
          <span className="text-fg-muted">
            {t('autosaved', {
              time: savedTime(savedAt),
            })}
          </span>
        ) : null}
      </p>
      <button
        type="submit"
        disabled={pending !== null}
        aria-busy={pending === 'draft' || undefined}
        aria-label={saveDraftLabel}
        className={buttonClass({ variant: 'secondary' })}
      >
        {pending === 'draft' ? tContent('saving') : t('saveDraft')}
      </button>
      <button
        type="button"
        onClick={onPublish}
        disabled={pending !== null}
        aria-busy={pending === 'publish' || undefined}
        aria-label={publishLabel}
        className={buttonClass({ variant: 'primary' })}
      >
        {pending === 'publish' ? t('publishing') : t('publish')}
      </button>
    </div>
  );
}
