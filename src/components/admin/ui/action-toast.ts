'use client';
/**
 * Raising admin toasts from client code (the container is `AdminToaster` in the panel layout).
 * - `toastActionResult(result, { successTitle, errorTitle })`: success → `toast.success(successTitle,
 *   { description: result.message })`; failure → destructive `toast.error(errorTitle, …)`.
 * - `toastError(title, description, id?)` / `toastSuccess(title, description, id?)`: direct calls.
 * - `useActionResultToast()`: the same, titled with the admin's `common.success`/`common.error`.
 * - `useRunWithToast()`: runs a server action and toasts its answer (or the unknown error).
 */
import { useTranslations } from 'next-intl';
import { unstable_rethrow } from 'next/navigation';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/admin/action-result';

export function toastSuccess(title: string, description?: string, id?: string): void {
  toast.success(title, { description, id });
}

export function toastError(title: string, description?: string, id?: string): void {
  toast.error(title, { description, id });
}

export function toastActionResult(
  result: ActionResult<unknown>,
  titles: { successTitle: string; errorTitle: string },
): void {
  if (result.ok) toastSuccess(titles.successTitle, result.message);
  else toastError(titles.errorTitle, result.message);
}

/** `toastActionResult` titled in the admin's language (for components under its text provider). */
export function useActionResultToast(): (result: ActionResult<unknown>) => void {
  const t = useTranslations('common');
  return (result) =>
    toastActionResult(result, { successTitle: t('success'), errorTitle: t('error') });
}

/**
 * Runs a server action and toasts its answer; when it never answers (network failure, server
 * crash) the answer is the unknown error. A redirect (the session is gone) is left to Next.
 */
export function useRunWithToast() {
  const t = useTranslations('common');
  const toastResult = useActionResultToast();
  return async <Data>(action: () => Promise<ActionResult<Data>>): Promise<ActionResult<Data>> => {
    let result: ActionResult<Data>;
    try {
      result = await action();
    } catch (error) {
      unstable_rethrow(error);
      result = { ok: false, message: t('unknownError') };
    }
    toastResult(result);
    return result;
  };
}
