'use client';
/**
 * Raising admin toasts from client code (the container is `AdminToaster` in the panel layout).
 * - `toastError(title, description, id?)`: a destructive toast.
 * - `useRunWithToast()`: runs a server action and toasts its answer, titled with the admin's
 *   `common.success`/`common.error` (or the unknown error when it never answers).
 */
import { useTranslations } from 'next-intl';
import { unstable_rethrow } from 'next/navigation';
import { toast } from 'sonner';
import type { ActionResult } from '@/lib/admin/action-result';

export function toastError(title: string, description?: string, id?: string): void {
  toast.error(title, { description, id });
}

/**
 * Runs a server action and toasts its answer; when it never answers (network failure, server
 * crash) the answer is the unknown error. A redirect (the session is gone) is left to Next.
 */
export function useRunWithToast() {
  const t = useTranslations('common');
  return async <Data>(action: () => Promise<ActionResult<Data>>): Promise<ActionResult<Data>> => {
    let result: ActionResult<Data>;
    try {
      result = await action();
    } catch (error) {
      unstable_rethrow(error);
      result = { ok: false, message: t('unknownError') };
    }
    if (result.ok) toast.success(t('success'), { description: result.message });
    else toastError(t('error'), result.message);
    return result;
  };
}
