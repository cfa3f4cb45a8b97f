'use server';

import { redirect } from 'next/navigation';
import { newPasswordSchema, type AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { proofRefusal } from '@/server/admin/auth-answers.server';
import { minPasswordLength } from '@/server/auth/auth-options.server';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { requireSignedIn } from '@/server/auth/guards.server';
import { changeOwnPassword } from '@/server/auth/own-account.server';

export type ChangePasswordState = AuthFormState<
  'currentPassword' | 'newPassword' | 'confirmPassword' | 'code'
>;

/**
 * Changes one's own password, proven with the current one and, with two-factor, a code (each
 * counted like a sign-in). Every other session is signed out; this one gets a new cookie, read by
 * the page we redirect to.
 */
export async function changePassword(
  _previous: ChangePasswordState,
  formData: FormData,
): Promise<ChangePasswordState> {
  const staff = await requireSignedIn();
  const t = await adminTranslator();
  const currentPassword = postedText(formData, 'currentPassword');
  const parsed = newPasswordSchema.safeParse({
    newPassword: postedText(formData, 'newPassword'),
    confirmPassword: postedText(formData, 'confirmPassword'),
  });
  const newPassword = parsed.success ? parsed.data.newPassword : '';
  const fieldErrors: ChangePasswordState['fieldErrors'] = {};
  if (!currentPassword) fieldErrors.currentPassword = t('account.errors.required');
  if (newPassword.length < minPasswordLength)
    fieldErrors.newPassword = t('account.errors.tooShort', { min: minPasswordLength });
  else if (!parsed.success || parsed.data.confirmPassword !== newPassword)
    fieldErrors.confirmPassword = t('account.errors.mismatch');
  if (Object.keys(fieldErrors).length > 0) return { status: 'error', fieldErrors };

  const outcome = await changeOwnPassword(await currentAuthRequest(), staff, {
    currentPassword,
    newPassword,
    code: postedText(formData, 'code'),
  });
  if (outcome === 'changed') redirect('/admin/account?notice=password-changed');
  if (outcome === 'common')
    return { status: 'error', fieldErrors: { newPassword: t('account.errors.common') } };
  if (outcome === 'too-short')
    return {
      status: 'error',
      fieldErrors: { newPassword: t('account.errors.tooShort', { min: minPasswordLength }) },
    };
  return proofRefusal(t, outcome, 'currentPassword');
}
