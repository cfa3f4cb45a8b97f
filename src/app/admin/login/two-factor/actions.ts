'use server';

import { redirect } from 'next/navigation';
import { codeSchema, type AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { rateLimitedMessage } from '@/server/admin/auth-answers.server';
import { loginPath, safeNextPath } from '@/server/auth/admin-paths';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { verifySecondFactor } from '@/server/auth/sign-in.server';

export type TwoFactorChallengeState = AuthFormState<'code'>;

/**
 * Public: the second step of a sign-in with two-factor (a code from the app or a backup code).
 * Counted like the password step; better-auth also allows five codes per challenge and locks
 * the account's second factor after ten failures in a row.
 */
export async function verifyTwoFactorCode(
  _previous: TwoFactorChallengeState,
  formData: FormData,
): Promise<TwoFactorChallengeState> {
  const t = await adminTranslator();
  const next = safeNextPath(postedText(formData, 'next'));
  const parsed = codeSchema.safeParse({
    method: postedText(formData, 'method'),
    code: postedText(formData, 'code'),
  });
  if (!parsed.success)
    return {
      status: 'error',
      fieldErrors: { code: t('twoFactor.challenge.errors.codeRequired') },
    };

  const { outcome } = await verifySecondFactor(await currentAuthRequest(), parsed.data);
  if (outcome === 'signed-in') redirect(next);
  if (outcome === 'challenge-expired')
    redirect(`${loginPath}?notice=expired&next=${encodeURIComponent(next)}`);
  if (outcome === 'invalid-code')
    return { status: 'error', fieldErrors: { code: t('twoFactor.challenge.errors.invalidCode') } };
  return {
    status: 'error',
    message: outcome === 'locked' ? t('twoFactor.challenge.errors.locked') : rateLimitedMessage(t),
  };
}
