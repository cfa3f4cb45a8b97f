'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { CodeField } from '@/components/admin/auth/proof-fields';
import { SubmitButton } from '@/components/admin/auth/submit-button';
import { Field, fieldDescribedBy, inputClass } from '@/components/admin/ui/form-field';
import { idleAuthForm } from '@/lib/admin/auth-schema';
import { changePassword, type ChangePasswordState } from './actions';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const autoComplete: Record<PasswordField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

/**
 * Current password, new one twice, and a code from the app with two-factor. Passwords are never
 * sent back: a failure empties them.
 */
export function ChangePasswordForm({
  minLength,
  email,
  withCode,
}: {
  minLength: number;
  /** For password managers: the account the new password belongs to. */
  email: string;
  withCode: boolean;
}) {
  const t = useTranslations('account.password');
  const tProof = useTranslations('freshProof');
  const labels: Record<PasswordField, string> = {
    currentPassword: t('current'),
    newPassword: t('new'),
    confirmPassword: t('confirm'),
  };
  const [state, action] = useActionState<ChangePasswordState, FormData>(
    changePassword,
    idleAuthForm,
  );
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="max-w-md space-y-4">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {(Object.keys(autoComplete) as PasswordField[]).map((field) => {
        const id = `account-${field}`;
        const hint = field === 'newPassword' ? t('hint', { min: minLength }) : undefined;
        return (
          <Field key={field} id={id} label={labels[field]} hint={hint} error={errors[field]}>
            <input
              id={id}
              name={field}
              type="password"
              required
              minLength={field === 'currentPassword' ? undefined : minLength}
              autoComplete={autoComplete[field]}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={fieldDescribedBy(id, { error: errors[field], hint })}
              className={inputClass}
            />
          </Field>
        );
      })}
      {withCode ? (
        <CodeField id="account-code" label={tProof('codeLabel')} error={errors.code} />
      ) : null}
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} />
    </form>
  );
}
