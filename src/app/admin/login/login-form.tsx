'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { AccountEmailField } from '@/components/admin/auth/account-email-field';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { SubmitButton } from '@/components/admin/auth/submit-button';
import { Field, fieldDescribedBy, inputClass } from '@/components/admin/ui/form-field';
import { idleAuthForm } from '@/lib/admin/auth-schema';
import { signIn, type LoginFormState } from './actions';

/**
 * E-mail and password. Works without JavaScript (the action re-renders the page with its state);
 * a failure keeps the typed e-mail and never the password.
 */
export function LoginForm({ next, notice }: { next: string; notice?: string }) {
  const t = useTranslations('login');
  const [state, action] = useActionState<LoginFormState, FormData>(signIn, idleAuthForm);
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="space-y-5">
      {state.message ? (
        <FormAlert tone="error">{state.message}</FormAlert>
      ) : notice ? (
        <FormAlert tone="info">{notice}</FormAlert>
      ) : null}
      <input type="hidden" name="next" value={next} />
      <AccountEmailField
        id="login-email"
        label={t('email')}
        error={errors.email}
        defaultValue={state.values?.email}
      />
      <Field id="login-password" label={t('password')} error={errors.password}>
        <input
          id="login-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={fieldDescribedBy('login-password', { error: errors.password })}
          className={`${inputClass} min-h-11`}
        />
      </Field>
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} fullWidth />
    </form>
  );
}
