'use client';
/**
 * Raising admin toasts from client code (the container is `AdminToaster` in the panel layout).
 * - `toastActionResult(result, { successTitle, errorTitle })`: success → `toast.success(successTitle,
 *   { description: result.message })`; failure → destructive `toast.error(errorTitle, …)`.
 * - `toastError(title, description, id?)` / `toastSuccess(title, description, id?)`: direct calls.
 * - `useActionResultToast()`: the same, titled with the admin's `common.success`/`common.error`.
 */
import { useTranslations } from 'next-intl';
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
