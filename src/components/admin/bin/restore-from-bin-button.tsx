'use client';
/** A deleted document's 'Restaurer' in a bin screen: posts its id and toasts the answer (decision 065). */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/admin/ui/button';
import { IdActionForm } from '@/components/admin/ui/id-action-form';
import type { AdminFormAction } from '@/lib/admin/action-result';

export function RestoreFromBinButton({
  id,
  label,
  action,
}: {
  id: string;
  /** Names the document for a screen reader ("Restaurer « … »"). */
  label: string;
  action: AdminFormAction;
}) {
  const t = useTranslations('bin');
  return (
    <IdActionForm id={id} action={action}>
      <Button type="submit" variant="secondary" size="sm" aria-label={label}>
        {t('restore')}
      </Button>
    </IdActionForm>
  );
}
