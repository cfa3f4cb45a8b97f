'use client';
/**
 * A row's act that asks first (delete it, rotate its secret): a small ghost button whose form posts
 * the row's id once the browser's confirm is answered, then toasts the answer and hands it on.
 * `label` names the row for a screen reader; the children are what the button shows (an icon).
 */
import type { ReactNode } from 'react';
import type { ActionResult } from '@/lib/admin/action-result';
import { ConfirmSubmitButton } from './confirm-submit-button';
import { IdActionForm } from './id-action-form';

export function ConfirmIdActionButton<Data = undefined>({
  id,
  action,
  onResult,
  confirmText,
  label,
  children,
}: {
  id: string;
  action: (formData: FormData) => Promise<ActionResult<Data>>;
  /** What the row does with the answer besides the toast (a new secret to show). */
  onResult?: (result: ActionResult<Data>) => void;
  confirmText: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <IdActionForm id={id} action={action} onResult={onResult}>
      <ConfirmSubmitButton variant="ghost" size="sm" confirmText={confirmText} aria-label={label}>
        {children}
      </ConfirmSubmitButton>
    </IdActionForm>
  );
}
