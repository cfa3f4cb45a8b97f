'use client';
/**
 * A row's 'Changer le secret' (decision 083): asks first, posts the endpoint's id, and shows the
 * new secret in the screen's panel (the toast says it was made).
 */
import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmIdActionButton } from '@/components/admin/ui/confirm-id-action-button';
import type { ActionResult } from '@/lib/admin/action-result';
import { useShowSecret } from './secret-reveal';

export type RotateAction = (formData: FormData) => Promise<ActionResult<{ secret: string }>>;

export function RotateSecretButton({
  id,
  host,
  action,
}: {
  id: string;
  host: string;
  action: RotateAction;
}) {
  const t = useTranslations('integrations');
  const showSecret = useShowSecret();
  return (
    <ConfirmIdActionButton
      id={id}
      action={action}
      onResult={(result) => {
        if (result.ok && result.data) showSecret({ secret: result.data.secret, rotated: true });
      }}
      confirmText={t('rotateConfirm', { host })}
      label={t('rotateLabel', { host })}
    >
      <KeyRound aria-hidden="true" className="size-4" />
      {t('rotate')}
    </ConfirmIdActionButton>
  );
}
