'use client';
/**
 * The end of a form that edits a draft (decisions 068, 071): the conflict when someone else's
 * save came first, with a way to reload; what went wrong or when the draft was last saved; then
 * "Enregistrer le brouillon" (the form's submit, so Enter keeps the draft) and "Publier".
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Button, buttonClass } from '@/components/admin/ui/button';
import type { useDraftEditing } from './use-draft-editing';

export function DraftActions({
  form: { pending, hasErrors },
  editing: { conflict, draftSavedAt },
  reloadLabel,
  onPublish,
  saveDraftLabel,
  publishLabel,
  className,
}: {
  /** What is running ('draft', 'publish', as useDraftActions names it), and any error shown. */
  form: Pick<ReturnType<typeof useAdminForm>, 'pending' | 'hasErrors'>;
  /** The refusal of a save someone else's came before; when this screen last saved the draft. */
  editing: Pick<ReturnType<typeof useDraftEditing>, 'conflict' | 'draftSavedAt'>;
  /** The reload button's text, naming what is reloaded. */
  reloadLabel: string;
  onPublish: () => void;
  /** The buttons' accessible names when the screen holds several drafts (a page's sections). */
  saveDraftLabel?: string;
  publishLabel?: string;
  className: string;
}) {
  const t = useTranslations('drafts');
  const tContent = useTranslations('content');
  const format = useFormatter();
  return (
    <>
      {conflict ? (
        <div
          role="alert"
          className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm text-fg sm:flex-row sm:items-center"
        >
          <p className="sm:me-auto">{conflict}</p>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            {reloadLabel}
          </Button>
        </div>
      ) : null}
      <div
        className={`flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end ${className}`}
      >
        <p role="status" className="text-sm sm:me-auto">
          {hasErrors && !conflict ? (
            <span className="text-danger">{tContent('checkFields')}</span>
          ) : draftSavedAt ? (
            <span className="text-fg-muted">
              {t('autosaved', {
                time: format.dateTime(new Date(draftSavedAt), {
                  timeStyle: 'medium',
                  timeZone: 'Europe/Zurich',
                }),
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
    </>
  );
}
