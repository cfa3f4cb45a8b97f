'use client';
/** One redirect's 'Supprimer': asks first, then posts its id and toasts the answer. */
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmSubmitButton } from '@/components/admin/ui/confirm-submit-button';
import { IdActionForm } from '@/components/admin/ui/id-action-form';
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
  return (
    <IdActionForm id={id} action={action}>
      <ConfirmSubmitButton
        variant="ghost"
        size="sm"
        confirmText={t('redirects.deleteConfirm', { from })}
        aria-label={t('redirects.deleteLabel', { from })}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </ConfirmSubmitButton>
    </IdActionForm>
  );
}
