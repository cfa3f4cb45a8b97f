'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { SubmitButton } from '@/components/admin/auth/submit-button';
import { Field, fieldDescribedBy, inputClass } from '@/components/admin/ui/form-field';
import { idleAuthForm } from '@/lib/admin/auth-schema';
import { verifyTwoFactorCode, type TwoFactorChallengeState } from './actions';

/** The code of the second step: six digits from the app, or a backup code. */
export function TwoFactorForm({ method, next }: { method: 'totp' | 'backup'; next: string }) {
  const t = useTranslations('twoFactor.challenge');
  const [state, action] = useActionState<TwoFactorChallengeState, FormData>(
    verifyTwoFactorCode,
    idleAuthForm,
  );
  const error = state.fieldErrors?.code;
  return (
    <form action={action} className="space-y-5">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="method" value={method} />
      <Field
        id="two-factor-code"
        label={method === 'totp' ? t('codeLabel') : t('backupLabel')}
        error={error}
      >
        <input
          id="two-factor-code"
          name="code"
          type="text"
          required
          autoFocus
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...(method === 'totp'
            ? { inputMode: 'numeric' as const, pattern: '[0-9 ]{6,7}', maxLength: 7 }
            : { maxLength: 32 })}
          aria-invalid={Boolean(error)}
          aria-describedby={fieldDescribedBy('two-factor-code', { error })}
          className={`${inputClass} min-h-11 font-mono text-base tracking-[0.3em]`}
        />
      </Field>
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} fullWidth />
    </form>
  );
}
