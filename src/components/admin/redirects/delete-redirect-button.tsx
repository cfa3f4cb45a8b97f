'use client';
/** One redirect's 'Supprimer': asks first, then posts its id and toasts the answer. */
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { ConfirmSubmitButton } from '@/components/admin/ui/confirm-submit-button';
import type { AdminFormAction } from '@/lib/admin/action-result';

export function DeleteRedirectButton({
  id,
  from,
  action,
}: {
  id: string;
  from: string;
  action: AdminFormAction;
}) {
  const t = useTranslations();
  const run = useRunWithToast();
  return (
    <form
      action={async (formData) => {
        await run(() => action(formData));
      }}
    >
      <input type="hidden" name="id" value={id} />
      <ConfirmSubmitButton
        variant="ghost"
        size="sm"
        confirmText={t('redirects.deleteConfirm', { from })}
        aria-label={t('redirects.deleteLabel', { from })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </ConfirmSubmitButton>
    </form>
  );
}
