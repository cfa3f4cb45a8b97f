import 'server-only';
import { isCommonPassword } from './password-policy.server';
import { APIError } from 'better-auth/api';
import QRCode from 'qrcode';
import { recordAudit } from '@/server/admin/audit.server';
import { clientAddress } from '@/server/security/client-address.server';
import { attemptBuckets, consumeAttempt, forgiveAttempt } from './attempt-limit.server';
import type { Staff } from './guards.server';
import type { AuthRequest } from './sign-in.server';

/**
 * What members of staff do to secure their own account: change their password, enrol in
 * two-factor and leave it. Each asks for the password (or a code) again, so each is counted like
 * a sign-in: a stolen session cannot be used to guess the password. Successes are audited.
 */

async function limitedCheck<Outcome extends string>(
  request: AuthRequest,
  staff: Staff,
  kind: 'password-check' | 'login-2fa',
  check: () => Promise<{ outcome: Outcome; succeeded: boolean }>,
): Promise<Outcome | 'rate-limited'> {
  const { db, headers, now } = request;
  const buckets = await attemptBuckets(db, kind, { ip: clientAddress(headers), account: staff.id });
  if (!(await consumeAttempt(db, buckets, now))) return 'rate-limited';
  const { outcome, succeeded } = await check();
  if (succeeded) await forgiveAttempt(db, buckets, now);
  return outcome;
}

function codeOf(error: APIError): string | undefined {
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function audit(request: AuthRequest, staff: Staff, action: string) {
  return recordAudit(
    request.db,
    staff,
    { action, targetType: 'user', targetId: staff.id, summary: staff.email },
    request.now,
  );
}

export type PasswordChangeOutcome =
  'changed' | 'wrong-password' | 'too-short' | 'common' | 'rate-limited';

/** Changes the password; every other session of the account is signed out. */
export function changeOwnPassword(
  request: AuthRequest,
  staff: Staff,
  passwords: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeOutcome> {
  // Refused before the current password is checked: it says nothing about that one.
  if (isCommonPassword(passwords.newPassword)) return Promise.resolve('common');
  return limitedCheck(request, staff, 'password-check', async () => {
    try {
      await request.auth.api.changePassword({
        body: { ...passwords, revokeOtherSessions: true },
        headers: request.headers,
      });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const outcome = codeOf(error) === 'PASSWORD_TOO_SHORT' ? 'too-short' : 'wrong-password';
      return { outcome, succeeded: false };
    }
    await audit(request, staff, 'account.password-change');
    return { outcome: 'changed', succeeded: true };
  });
}

/** What the enrolment screen shows once: the QR code, the secret as text, the backup codes. */
export interface TwoFactorEnrolment {
  /** The otpauth:// URI the QR code encodes. */
  totpURI: string;
  qrSvg: string;
  /** The base32 secret, for apps that cannot scan. */
  secret: string;
  backupCodes: string[];
}

/** The `secret` of an `otpauth://` URI, in groups of four for typing by hand. */
export function readableSecret(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export async function enrolmentOf(
  totpURI: string,
  backupCodes: string[],
): Promise<TwoFactorEnrolment> {
  const qrSvg = await QRCode.toString(totpURI, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
  });
  return { totpURI, qrSvg, secret: readableSecret(totpURI), backupCodes };
}

export type EnrolmentStart =
  | { outcome: 'started'; enrolment: TwoFactorEnrolment }
  | { outcome: 'wrong-password' | 'already-enabled' | 'rate-limited' };

/**
 * Starts (or restarts) enrolment: a new secret and ten backup codes, stored encrypted. Two-factor
 * is on only after the first correct code (confirmTwoFactorEnrolment).
 */
export async function startTwoFactorEnrolment(
  request: AuthRequest,
  staff: Staff,
  password: string,
): Promise<EnrolmentStart> {
  let enrolment: TwoFactorEnrolment | undefined;
  const outcome = await limitedCheck(request, staff, 'password-check', async () => {
    try {
      const result = await request.auth.api.enableTwoFactor({
        body: { password, method: 'totp' },
        headers: request.headers,
      });
      if (result.method !== 'totp') throw new Error('two-factor: expected a TOTP enrolment');
      enrolment = await enrolmentOf(result.totpURI, result.backupCodes);
      return { outcome: 'started' as const, succeeded: true };
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const refused =
        codeOf(error) === 'TOTP_ALREADY_ENABLED' ? 'already-enabled' : 'wrong-password';
      return { outcome: refused, succeeded: false };
    }
  });
  if (outcome === 'started' && enrolment) return { outcome, enrolment };
  return { outcome: outcome === 'started' ? 'wrong-password' : outcome };
}

export type EnrolmentConfirmation = 'enabled' | 'invalid-code' | 'not-started' | 'rate-limited';

/** The first code from the app turns two-factor on (and renews the session cookie). */
export function confirmTwoFactorEnrolment(
  request: AuthRequest,
  staff: Staff,
  code: string,
): Promise<EnrolmentConfirmation> {
  return limitedCheck(request, staff, 'login-2fa', async () => {
    try {
      await request.auth.api.verifyTOTP({
        body: { code: code.replace(/\s+/g, '') },
        headers: request.headers,
      });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const refused = codeOf(error) === 'INVALID_CODE' ? 'invalid-code' : 'not-started';
      return { outcome: refused, succeeded: false };
    }
    await audit(request, staff, 'account.two-factor-enable');
    return { outcome: 'enabled', succeeded: true };
  });
}

export type TwoFactorDisabling = 'disabled' | 'wrong-password' | 'rate-limited';

/** Leaves two-factor: the secret and backup codes are deleted. */
export function disableOwnTwoFactor(
  request: AuthRequest,
  staff: Staff,
  password: string,
): Promise<TwoFactorDisabling> {
  return limitedCheck(request, staff, 'password-check', async () => {
    try {
      await request.auth.api.disableTwoFactor({ body: { password }, headers: request.headers });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      return { outcome: 'wrong-password', succeeded: false };
    }
    await audit(request, staff, 'account.two-factor-disable');
    return { outcome: 'disabled', succeeded: true };
  });
}

/** Whether an enrolment was started but not yet confirmed with a first code. */
export async function hasPendingEnrolment(request: Pick<AuthRequest, 'db'>, staff: Staff) {
  if (staff.twoFactorEnabled) return false;
  const row = await request.db
    .selectFrom('auth_two_factor')
    .select('id')
    .where('userId', '=', staff.id)
    .executeTakeFirst();
  return Boolean(row);
}
