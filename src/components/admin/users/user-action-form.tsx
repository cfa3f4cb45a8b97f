'use client';
/**
 * One row action (ban, unban, reset two-factor, delete, send a password link): a form posting
 * the account id to its server action, then a toast with the answer. The server action checks
 * who may do it and the rules (self, last admin); the page refreshes through its revalidation.
 */
import type { ReactNode } from 'react';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { ConfirmSubmitButton } from '@/components/admin/ui/confirm-submit-button';
import type { ButtonVariant } from '@/components/admin/ui/button';
import type { AdminFormAction } from '@/lib/admin/action-result';
import { PendingSubmitButton } from './pending-submit-button';

export function UserActionForm({
  action,
  userId,
  email,
  confirmText,
  variant = 'secondary',
  title,
  children,
}: {
  action: AdminFormAction;
  userId: string;
  /** Read after the button's text by screen readers ('Supprimer, ana@example.ch'). */
  email: string;
  /** Asked first (the browser's confirm) for acts that end sessions or cannot be undone. */
  confirmText?: string;
  variant?: ButtonVariant;
  /** Tooltip, for an icon-only button (whose children then hold an sr-only label). */
  title?: string;
  children: ReactNode;
}) {
  const runWithToast = useRunWithToast();
  const run = async (formData: FormData) => {
    await runWithToast(() => action(formData));
  };
  return (
    // `relative`: the buttons' sr-only text is absolutely positioned; anchored here, it stays
    // inside the table's scrolling box instead of widening the whole page on phones.
    <form action={run} className="relative">
      <input type="hidden" name="userId" value={userId} />
      {confirmText ? (
        <ConfirmSubmitButton confirmText={confirmText} variant={variant} size="sm" title={title}>
          {children}
          <span className="sr-only">, {email}</span>
        </ConfirmSubmitButton>
      ) : (
        <PendingSubmitButton variant={variant} size="sm" title={title}>
          {children}
          <span className="sr-only">, {email}</span>
        </PendingSubmitButton>
      )}
    </form>
  );
}
