'use client';

import { useTranslations } from 'next-intl';
import { useActionState, type ReactNode } from 'react';
import { AccountEmailField } from '@/components/admin/auth/account-email-field';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { SubmitButton } from '@/components/admin/auth/submit-button';
import { Field, fieldDescribedBy, inputClass } from '@/components/admin/ui/form-field';
import { idleAuthForm } from '@/lib/admin/auth-schema';
import {
  chooseNewPassword,
  requestPasswordReset,
  type NewPasswordState,
  type ResetRequestState,
} from './actions';

const controlClass = `${inputClass} min-h-11`;

/** The forgotten-password request: once sent, the form gives way to the (same-for-all) answer. */
export function ResetRequestForm() {
  const t = useTranslations('resetPassword.request');
  const [state, action] = useActionState<ResetRequestState, FormData>(
    requestPasswordReset,
    idleAuthForm,
  );
  if (state.status === 'success') return <FormAlert tone="success">{state.message}</FormAlert>;
  const error = state.fieldErrors?.email;
  return (
    <form action={action} className="space-y-5">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <AccountEmailField
        id="reset-email"
        label={t('email')}
        error={error}
        defaultValue={state.values?.email}
      />
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} fullWidth />
    </form>
  );
}

/** The new password (twice), from the mailed link's token. */
export function NewPasswordForm({
  token,
  minLength,
  invalidTokenAction,
}: {
  token: string;
  minLength: number;
  /** Shown under an invalid-token error: the way to ask for a new link. */
  invalidTokenAction: ReactNode;
}) {
  const t = useTranslations('resetPassword.choose');
  const hint = t('hint', { min: minLength });
  const [state, action] = useActionState<NewPasswordState, FormData>(
    chooseNewPassword,
    idleAuthForm,
  );
  const errors = state.fieldErrors ?? {};
  return (
    <form action={action} className="space-y-5">
      {state.message ? (
        <FormAlert tone="error">
          {state.message} {invalidTokenAction}
        </FormAlert>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <Field
        id="reset-new-password"
        label={t('newPassword')}
        hint={hint}
        error={errors.newPassword}
      >
        <input
          id="reset-new-password"
          name="newPassword"
          type="password"
          required
          minLength={minLength}
          autoComplete="new-password"
          aria-invalid={Boolean(errors.newPassword)}
          aria-describedby={fieldDescribedBy('reset-new-password', {
            error: errors.newPassword,
            hint,
          })}
          className={controlClass}
        />
      </Field>
      <Field
        id="reset-confirm-password"
        label={t('confirmPassword')}
        error={errors.confirmPassword}
      >
        <input
          id="reset-confirm-password"
          name="confirmPassword"
          type="password"
          required
          minLength={minLength}
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirmPassword)}
          aria-describedby={fieldDescribedBy('reset-confirm-password', {
            error: errors.confirmPassword,
          })}
          className={controlClass}
        />
      </Field>
      <SubmitButton label={t('submit')} pendingLabel={t('submitting')} fullWidth />
    </form>
  );
}
