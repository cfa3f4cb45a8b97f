'use client';
/**
 * The end of a form that edits a draft: when someone else's save came first (useDraftEditing's
 * `conflict`), what happened and a way to reload the screen as it is now; then DraftActions.
 */
import type { useAdminForm } from '@/components/admin/forms/use-admin-form';
import { Button } from '@/components/admin/ui/button';
import { DraftActions } from './draft-actions';
import type { useDraftActions } from './use-draft-actions';

export function DraftFormEnd({
  form,
  draftActions: { editing, onPublish, onReload },
  reloadLabel,
  saveDraftLabel,
  publishLabel,
  className,
}: {
  form: Pick<ReturnType<typeof useAdminForm>, 'pending' | 'hasErrors'>;
  draftActions: Pick<ReturnType<typeof useDraftActions>, 'editing' | 'onPublish' | 'onReload'>;
  /** The reload button's text, naming what is reloaded. */
  reloadLabel: string;
  /** The buttons' accessible names, when the screen has several forms (a page's sections). */
  saveDraftLabel?: string;
  publishLabel?: string;
  className: string;
}) {
  return (
    <>
      {editing.conflict ? (
        <div
          role="alert"
          className="mt-4 flex flex-col gap-3 rounded-xl border border-danger/60 bg-danger/10 p-4 text-sm text-fg sm:flex-row sm:items-center"
        >
          <p className="sm:me-auto">{editing.conflict}</p>
          <Button variant="secondary" size="sm" onClick={onReload}>
            {reloadLabel}
          </Button>
        </div>
      ) : null}
      <DraftActions
        pending={form.pending}
        checkFields={form.hasErrors && !editing.conflict}
        savedAt={editing.draftSavedAt}
        onPublish={() => void onPublish()}
        saveDraftLabel={saveDraftLabel}
        publishLabel={publishLabel}
        className={className}
      />
    </>
  );
}
