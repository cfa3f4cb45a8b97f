'use server';

import { redirect } from 'next/navigation';
import { loginSchema, type AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { rateLimitedMessage } from '@/server/admin/auth-answers.server';
import { safeNextPath, twoFactorSetupPath } from '@/server/auth/admin-paths';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { signInWithPassword } from '@/server/auth/sign-in.server';

export type LoginFormState = AuthFormState<'email' | 'password'>;

/**
 * Public: signing in. Wrong e-mail and wrong password read the same; the attempt is counted per
 * client address and per account before the password is even checked. With two-factor on, the
 * second step follows (better-auth's `two_factor` cookie carries the challenge).
 */
export async function signIn(
  _previous: LoginFormState,
  formData: FormData,
): Promise<LoginFormState> {
  const t = await adminTranslator();
  const typed = { email: postedText(formData, 'email').trim() };
  const next = safeNextPath(postedText(formData, 'next'));
  const parsed = loginSchema.safeParse({
    email: typed.email,
    password: postedText(formData, 'password'),
  });
  if (!parsed.success) {
    const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    return {
      status: 'error',
      values: typed,
      fieldErrors: {
        email: invalid.has('email') ? t('login.errors.invalidEmail') : undefined,
        password: invalid.has('password') ? t('login.errors.passwordRequired') : undefined,
      },
    };
  }

  const { outcome, enrolFirst } = await signInWithPassword(await currentAuthRequest(), parsed.data);
  // Straight to the enrolment when it is due: one redirect, not one the panel would add to it.
  if (outcome === 'signed-in') redirect(enrolFirst ? twoFactorSetupPath : next);
  if (outcome === 'two-factor')
    redirect(`/admin/login/two-factor?next=${encodeURIComponent(next)}`);
  const message =
    outcome === 'rate-limited'
      ? rateLimitedMessage(t)
      : outcome === 'account-disabled'
        ? t('login.errors.accountDisabled')
        : t('login.errors.invalidCredentials');
  return { status: 'error', message, values: typed };
}
