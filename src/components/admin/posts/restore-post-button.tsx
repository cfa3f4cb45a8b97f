'use client';
/** A deleted post's 'Restaurer': posts its id and toasts the answer (decision 065). */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/admin/ui/button';
import { IdActionForm } from '@/components/admin/ui/id-action-form';
import type { AdminFormAction } from '@/lib/admin/action-result';

export function RestorePostButton({
  id,
  title,
  action,
}: {
  id: string;
  title: string;
  action: AdminFormAction;
}) {
  const t = useTranslations();
  return (
    <IdActionForm id={id} action={action}>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        aria-label={t('posts.bin.restoreLabel', { title })}
      >
        {t('posts.bin.restore')}
      </Button>
    </IdActionForm>
  );
}
