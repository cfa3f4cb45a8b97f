'use client';
/**
 * One row action (ban, unban, reset two-factor, delete, send a password link): a form posting
 * the account id to its server action, then a toast with the answer. The server action checks
 * who may do it and the rules (self, last admin); the page refreshes through its revalidation.
 */
import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { toastActionResult } from '@/components/admin/ui/action-toast';
import { ConfirmSubmitButton } from '@/components/admin/ui/confirm-submit-button';
import type { ButtonVariant } from '@/components/admin/ui/button';
import type { ActionResult, AdminFormAction } from '@/lib/admin/action-result';
import { PendingSubmitButton } from './pending-submit-button';

export interface ToastTexts {
  successTitle: string;
  errorTitle: string;
  /** Shown when the action never answered (network failure, server crash). */
  unknownError: string;
}

/** Runs a user action and toasts its answer; a redirect (session gone) is left to Next. */
export async function runWithToast(
  action: () => Promise<ActionResult>,
  texts: ToastTexts,
): Promise<ActionResult> {
  let result: ActionResult;
  try {
    result = await action();
  } catch (error) {
    unstable_rethrow(error);
    result = { ok: false, message: texts.unknownError };
  }
  toastActionResult(result, texts);
  return result;
}

export function UserActionForm({
  action,
  userId,
  email,
  texts,
  confirmText,
  variant = 'secondary',
  title,
  children,
}: {
  action: AdminFormAction;
  userId: string;
  /** Read after the button's text by screen readers ('Supprimer, ana@example.ch'). */
  email: string;
  texts: ToastTexts;
  /** Asked first (the browser's confirm) for acts that end sessions or cannot be undone. */
  confirmText?: string;
  variant?: ButtonVariant;
  /** Tooltip, for an icon-only button (whose children then hold an sr-only label). */
  title?: string;
  children: ReactNode;
}) {
  const run = async (formData: FormData) => {
    await runWithToast(() => action(formData), texts);
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
