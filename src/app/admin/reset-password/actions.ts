'use server';

import { redirect } from 'next/navigation';
import { newPasswordSchema, resetRequestSchema, type AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { rateLimitedMessage } from '@/server/admin/auth-answers.server';
import { loginPath } from '@/server/auth/admin-paths';
import { minPasswordLength } from '@/server/auth/auth-options.server';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { requestPasswordResetMail, resetPasswordWithToken } from '@/server/auth/sign-in.server';

export type ResetRequestState = AuthFormState<'email'>;
export type NewPasswordState = AuthFormState<'newPassword' | 'confirmPassword'>;

/**
 * Public: asks for a reset link. The answer never says whether the address has an account; the
 * mail goes through the outbox. Counted per client address and per address asked about.
 */
export async function requestPasswordReset(
  _previous: ResetRequestState,
  formData: FormData,
): Promise<ResetRequestState> {
  const t = await adminTranslator();
  const typed = { email: postedText(formData, 'email').trim() };
  const parsed = resetRequestSchema.safeParse(typed);
  if (!parsed.success)
    return {
      status: 'error',
      values: typed,
      fieldErrors: { email: t('resetPassword.errors.invalidEmail') },
    };
  const outcome = await requestPasswordResetMail(await currentAuthRequest(), parsed.data.email);
  if (outcome === 'rate-limited')
    return {
      status: 'error',
      values: typed,
      message: rateLimitedMessage(t),
    };
  return { status: 'success', message: t('resetPassword.request.sent') };
}

/**
 * Public: sets the new password from the mailed link (the token is the proof). Every session of
 * the account is revoked; then the person signs in with the new password.
 */
export async function chooseNewPassword(
  _previous: NewPasswordState,
  formData: FormData,
): Promise<NewPasswordState> {
  const t = await adminTranslator();
  const parsed = newPasswordSchema.safeParse({
    newPassword: postedText(formData, 'newPassword'),
    confirmPassword: postedText(formData, 'confirmPassword'),
  });
  const password = parsed.success ? parsed.data.newPassword : '';
  if (password.length < minPasswordLength)
    return {
      status: 'error',
      fieldErrors: { newPassword: t('resetPassword.errors.tooShort', { min: minPasswordLength }) },
    };
  if (!parsed.success || parsed.data.confirmPassword !== password)
    return {
      status: 'error',
      fieldErrors: { confirmPassword: t('resetPassword.errors.mismatch') },
    };

  const outcome = await resetPasswordWithToken(await currentAuthRequest(), {
    token: postedText(formData, 'token'),
    newPassword: password,
  });
  if (outcome === 'reset') redirect(`${loginPath}?notice=reset`);
  if (outcome === 'common')
    return { status: 'error', fieldErrors: { newPassword: t('resetPassword.errors.common') } };
  if (outcome === 'too-short' || outcome === 'too-long')
    return {
      status: 'error',
      fieldErrors: {
        newPassword:
          outcome === 'too-long'
            ? t('resetPassword.errors.tooLong')
            : t('resetPassword.errors.tooShort', { min: minPasswordLength }),
      },
    };
  return { status: 'error', message: t('resetPassword.errors.invalidToken') };
}
