'use client';
/**
 * A row's act that asks first (delete it, rotate its secret): a small ghost button whose form posts
 * the row's id once the browser's confirm is answered, then toasts the answer and hands it on.
 * `label` names the row for a screen reader; the children are what the button shows (an icon).
 */
import { ConfirmSubmitButton } from './confirm-submit-button';
import { IdActionForm, type IdActionFormProps } from './id-action-form';

export function ConfirmIdActionButton<Data = undefined>({
  confirmText,
  label,
  children,
  ...form
}: IdActionFormProps<Data> & { confirmText: string; label: string }) {
  return (
    <IdActionForm {...form}>
      <ConfirmSubmitButton variant="ghost" size="sm" confirmText={confirmText} aria-label={label}>
        {children}
      </ConfirmSubmitButton>
    </IdActionForm>
  );
}
