'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { ProofFields } from '@/components/admin/auth/proof-fields';
import { SubmitButton } from '@/components/admin/auth/submit-button';
import { idleAuthForm } from '@/lib/admin/auth-schema';
import { confirmIdentity, type ConfirmIdentityState } from './actions';

/** Password, and code with two-factor; works without JavaScript (a plain POST and a redirect). */
export function ConfirmIdentityForm({ next, withCode }: { next: string; withCode: boolean }) {
  const t = useTranslations('freshProof');
  const [state, action] = useActionState<ConfirmIdentityState, FormData>(
    confirmIdentity,
    idleAuthForm,
  );
  return (
    <form action={action} className="max-w-sm space-y-4">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <input type="hidden" name="next" value={next} />
      <ProofFields
        idPrefix="confirm-identity"
        passwordLabel={t('passwordLabel')}
        withCode={withCode}
        errors={state.fieldErrors ?? {}}
      />
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
