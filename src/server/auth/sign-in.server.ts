import 'server-only';
import { recordAuthEvent } from './auth-events.server';
import { hashBackupCode } from './backup-codes.server';
import { verifyTotpOnce } from './totp-once.server';
import { isCommonPassword } from './password-policy.server';
import { APIError } from 'better-auth/api';
import { settings } from '@/config/settings';
import { enrolmentDue } from '@/lib/admin/two-factor-policy';
import { isStaffRole } from '@/lib/admin/roles';
import { parseCookies } from 'better-auth/cookies';
import { countedAttempt, type AttemptKind } from './attempt-limit.server';
import type { AuthRequest } from './auth-request.server';
import type { Auth } from './auth.server';

/**
 * Getting in: password, second factor, forgotten password. better-auth's own limiter only sees
 * HTTP calls and we make none, so every step here is counted in our database first
 * (countedAttempt: refused per client address, slowed down per account).
 */
export type SignInOutcome =
  'signed-in' | 'two-factor' | 'invalid-credentials' | 'account-disabled' | 'rate-limited';

export interface AuthStepResult<Outcome extends string> {
  outcome: Outcome;
  /** The Set-Cookie lines better-auth answered with (in Next, nextCookies() already applied them). */
  setCookies: string[];
  /** Signed in, but two-factor is required of this account and missing: enrolment comes first. */
  enrolFirst?: boolean;
}

const refused = <Outcome extends string>(outcome: Outcome): AuthStepResult<Outcome> => ({
  outcome,
  setCookies: [],
});

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : error.status.toString();
}

/** One counted guess (countedAttempt) answering with a step result. */
async function limited<Outcome extends string>(
  request: AuthRequest,
  kind: AttemptKind,
  account: string | undefined,
  attempt: () => Promise<AuthStepResult<Outcome> & { succeeded: boolean }>,
): Promise<AuthStepResult<Outcome | 'rate-limited'>> {
  const outcome = await countedAttempt(request, kind, account, async () => {
    const { succeeded, ...result } = await attempt();
    return { result, succeeded };
  });
  return outcome === 'rate-limited' ? refused(outcome) : outcome;
}

/**
 * E-mail and password. A wrong password and an unknown address read the same (better-auth
 * hashes for unknown addresses too, so timing matches). A banned account is told it is disabled,
 * but only once the password was right: the ban is checked when the session is created, after
 * the password, so this reveals nothing to someone guessing.
 */
export async function signInWithPassword(
  request: AuthRequest,
  credentials: { email: string; password: string },
): Promise<AuthStepResult<SignInOutcome>> {
  const email = credentials.email.trim().toLowerCase();
  const result = await limited(request, 'login', email, async () => {
    try {
      const { headers, response } = await request.auth.api.signInEmail({
        body: { email, password: credentials.password, rememberMe: true },
        headers: request.headers,
        returnHeaders: true,
      });
      if ('twoFactorRedirect' in response)
        return { outcome: 'two-factor', setCookies: headers.getSetCookie(), succeeded: true };
      const { role, twoFactorEnabled } = response.user;
      const enrolFirst =
        isStaffRole(role) &&
        enrolmentDue(settings(), { role, twoFactorEnabled: Boolean(twoFactorEnabled) });
      return {
        outcome: 'signed-in',
        setCookies: headers.getSetCookie(),
        enrolFirst,
        succeeded: true,
      };
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const outcome =
        errorCode(error) === 'BANNED_USER' ? 'account-disabled' : 'invalid-credentials';
      return { ...refused(outcome), succeeded: false };
    }
  });
  await recordAuthEvent(request, { kind: 'sign-in', outcome: result.outcome, email });
  return result;
}

/** The name of better-auth's signed cookie that carries a pending second-factor challenge. */
async function challengeCookieName(auth: Auth): Promise<string> {
  return (await auth.$context).createAuthCookie('two_factor').name;
}

/**
 * The user a pending second-factor challenge belongs to, or null when there is none (no cookie,
 * expired, already used). The cookie is `identifier.signature`; better-auth checks the signature
 * when verifying, here the unguessable identifier is enough to find the account to count against.
 */
export async function twoFactorChallengeUser(auth: Auth, headers: Headers): Promise<string | null> {
  const cookie = parseCookies(headers.get('cookie') ?? '').get(await challengeCookieName(auth));
  if (!cookie) return null;
  const signed = decodeURIComponent(cookie);
  const identifier = signed.slice(0, signed.lastIndexOf('.'));
  if (!identifier) return null;
  const verification = await (
    await auth.$context
  ).internalAdapter.findVerificationValue(identifier);
  if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return null;
  return verification.value;
}

export type SecondFactorOutcome =
  | 'signed-in'
  | 'invalid-code'
  /** No challenge, expired, or too many wrong codes for it: sign in with the password again. */
  | 'challenge-expired'
  /** Ten wrong codes in a row lock the account's second factor for 15 minutes. */
  | 'locked'
  | 'rate-limited';

/** The second step of a sign-in with two-factor: a code from the app, or a backup code (once). */
export async function verifySecondFactor(
  request: AuthRequest,
  { method, code }: { method: 'totp' | 'backup'; code: string },
): Promise<AuthStepResult<SecondFactorOutcome>> {
  const userId = await twoFactorChallengeUser(request.auth, request.headers);
  if (!userId) {
    await recordAuthEvent(request, { kind: 'second-factor', outcome: 'challenge-expired' });
    return refused('challenge-expired');
  }
  // A backup code is stored hashed: better-auth is asked about the hash of what was typed.
  const cleaned =
    method === 'totp'
      ? code.replace(/\s+/g, '')
      : hashBackupCode((await request.auth.$context).secret, code);
  const result = await limited(request, 'login-2fa', userId, async () => {
    try {
      const body = { code: cleaned, trustDevice: false };
      const { headers } =
        method === 'totp'
          ? await verifyTotpOnce(request, userId, cleaned, () =>
              request.auth.api.verifyTOTP({ body, headers: request.headers, returnHeaders: true }),
            )
          : await request.auth.api.verifyBackupCode({
              body,
              headers: request.headers,
              returnHeaders: true,
            });
      return { outcome: 'signed-in', setCookies: headers.getSetCookie(), succeeded: true };
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const code = errorCode(error);
      const outcome =
        code === 'ACCOUNT_TEMPORARILY_LOCKED'
          ? 'locked'
          : code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE'
            ? 'invalid-code'
            : 'challenge-expired';
      return { ...refused(outcome), succeeded: false };
    }
  });
  await recordAuthEvent(request, { kind: 'second-factor', outcome: result.outcome, userId });
  return result;
}

/**
 * Asks for a reset link. The answer is the same whether the address has an account or not; the
 * mail itself is queued in the outbox by queuePasswordResetMail. Every request counts.
 */
export async function requestPasswordResetMail(
  request: AuthRequest,
  email: string,
): Promise<'requested' | 'rate-limited'> {
  const address = email.trim().toLowerCase();
  const result = await limited(request, 'password-reset', address, async () => {
    await request.auth.api.requestPasswordReset({
      body: { email: address, redirectTo: '/admin/reset-password' },
    });
    return { ...refused('requested' as const), succeeded: false };
  });
  await recordAuthEvent(request, {
    kind: 'password-reset-request',
    outcome: result.outcome,
    email: address,
  });
  return result.outcome;
}

/** Sets a new password from a mailed link; every session of the account is revoked. */
export async function resetPasswordWithToken(
  request: AuthRequest,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<'reset' | 'invalid-token' | 'too-short' | 'too-long' | 'common'> {
  if (isCommonPassword(newPassword)) return 'common';
  // The account the token is for, read before better-auth deletes the token with the reset.
  const userId = (
    await request.db
      .selectFrom('auth_verification')
      .select('value')
      .where('identifier', '=', `reset-password:${token}`)
      .executeTakeFirst()
  )?.value;
  try {
    await request.auth.api.resetPassword({ body: { token, newPassword } });
    await recordAuthEvent(request, { kind: 'password-reset', outcome: 'reset', userId });
    return 'reset';
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = errorCode(error);
    if (code === 'PASSWORD_TOO_SHORT') return 'too-short';
    if (code === 'PASSWORD_TOO_LONG') return 'too-long';
    return 'invalid-token';
  }
}

/** Signs the current session out: its row is deleted, so a replayed cookie is refused. */
export async function signOutSession(auth: Auth, headers: Headers): Promise<string[]> {
  try {
    const result = await auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (error) {
    // Already signed out (no or unknown session): nothing left to revoke.
    if (error instanceof APIError) return [];
    throw error;
  }
}
