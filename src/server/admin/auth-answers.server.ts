import 'server-only';
import { settings } from '@/config/settings';
import type { AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import type { IdentityProof, ProofOutcome } from '@/server/auth/fresh-proof.server';
import type { AdminTranslator } from './admin-i18n.server';

/**
 * The translated answers the sign-in and account forms share: what a counted guess over its limit
 * reads, and where a refused proof of identity puts its error.
 */

/** 'Too many attempts, try again in N minutes' (the limiter's window, rounded up). */
export function rateLimitedMessage(t: AdminTranslator): string {
  return t('login.errors.rateLimited', {
    minutes: Math.ceil(settings().LOGIN_RATE_WINDOW_SECONDS / 60),
  });
}

/**
 * The proof a sensitive form posts (`password`, `code`), or the answer when its password is
 * missing: nothing is checked, or counted, without one.
 */
export function postedProof(
  t: AdminTranslator,
  formData: FormData,
): { proof: IdentityProof; missing?: undefined } | { proof?: undefined; missing: AuthFormState } {
  const proof = { password: postedText(formData, 'password'), code: postedText(formData, 'code') };
  if (proof.password) return { proof };
  return {
    missing: {
      status: 'error',
      fieldErrors: { password: t('freshProof.errors.passwordRequired') },
    },
  };
}

/** A refused proof: on the password field (named `passwordField`), the code field, or the form. */
export function proofRefusal(
  t: AdminTranslator,
  outcome: Exclude<ProofOutcome, 'proved'>,
  passwordField: string,
): AuthFormState {
  switch (outcome) {
    case 'rate-limited':
      return { status: 'error', message: rateLimitedMessage(t) };
    case 'wrong-password':
      return {
        status: 'error',
        fieldErrors: { [passwordField]: t('freshProof.errors.wrongPassword') },
      };
    case 'code-required':
      return { status: 'error', fieldErrors: { code: t('freshProof.errors.codeRequired') } };
    case 'invalid-code':
      return { status: 'error', fieldErrors: { code: t('freshProof.errors.invalidCode') } };
  }
}
