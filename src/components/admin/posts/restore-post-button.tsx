'use client';
/** A deleted post's 'Restaurer': posts its id and toasts the answer. */
import { useTranslations } from 'next-intl';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
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
  const run = useRunWithToast();
  return (
    <form
      action={async (formData) => {
        await run(() => action(formData));
      }}
    >
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        aria-label={t('posts.bin.restoreLabel', { title })}
      >
        {t('posts.bin.restore')}
      </Button>
    </form>
  );
}
