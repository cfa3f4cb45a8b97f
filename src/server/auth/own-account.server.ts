import 'server-only';
import { isCommonPassword } from './password-policy.server';
import { APIError } from 'better-auth/api';
import QRCode from 'qrcode';
import { recordAudit } from '@/server/audit/audit-log.server';
import { countedAttempt } from './attempt-limit.server';
import { minPasswordLength } from './auth-options.server';
import { proveIdentity, type IdentityProof, type ProofOutcome } from './fresh-proof.server';
import type { Staff } from './guards.server';
import type { AuthRequest } from './auth-request.server';
import { forgetTotpSteps, verifyTotpOnce } from './totp-once.server';

/**
 * What members of staff do to secure their own account: change their password, enrol in
 * two-factor, leave it, get new backup codes. Each asks for the password again, and for a code
 * when two-factor is on (fresh-proof.server.ts); each check is counted like a sign-in, so a stolen
 * session cannot be used to guess the password. Successes are audited.
 */

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
  Exclude<ProofOutcome, 'proved'> | 'changed' | 'too-short' | 'common';

/**
 * Changes the password, proven with the current one (and a code with two-factor); every other
 * session of the account is signed out.
 */
export async function changeOwnPassword(
  request: AuthRequest,
  staff: Staff,
  {
    currentPassword,
    newPassword,
    code,
  }: { currentPassword: string; newPassword: string; code: string },
): Promise<PasswordChangeOutcome> {
  // Refused before the current password is checked: it says nothing about that one.
  if (isCommonPassword(newPassword)) return 'common';
  if (newPassword.length < minPasswordLength) return 'too-short';
  const proof = await proveIdentity(request, staff, { password: currentPassword, code });
  if (proof !== 'proved') return proof;
  await request.auth.api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers: request.headers,
  });
  await audit(request, staff, 'account.password-change');
  return 'changed';
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
 * is on only after the first correct code (confirmTwoFactorEnrolment). `issuer` names the account
 * in the authenticator app: the agency's name as its settings say now (the caller reads them).
 */
export async function startTwoFactorEnrolment(
  request: AuthRequest,
  staff: Staff,
  password: string,
  issuer: string,
): Promise<EnrolmentStart> {
  const started = await countedAttempt(
    request,
    'password-check',
    staff.id,
    async (): Promise<{ result: EnrolmentStart; succeeded: boolean }> => {
      try {
        const result = await request.auth.api.enableTwoFactor({
          body: { password, method: 'totp', issuer },
          headers: request.headers,
        });
        if (result.method !== 'totp') throw new Error('two-factor: expected a TOTP enrolment');
        const enrolment = await enrolmentOf(result.totpURI, result.backupCodes);
        // A new secret: the steps the old one used up say nothing about its codes.
        await forgetTotpSteps(request, staff.id);
        return { result: { outcome: 'started', enrolment }, succeeded: true };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const refused =
          codeOf(error) === 'TOTP_ALREADY_ENABLED' ? 'already-enabled' : 'wrong-password';
        return { result: { outcome: refused }, succeeded: false };
      }
    },
  );
  return started === 'rate-limited' ? { outcome: started } : started;
}

export type EnrolmentConfirmation = 'enabled' | 'invalid-code' | 'not-started' | 'rate-limited';

/** The first code from the app turns two-factor on (and renews the session cookie). */
export function confirmTwoFactorEnrolment(
  request: AuthRequest,
  staff: Staff,
  code: string,
): Promise<EnrolmentConfirmation> {
  return countedAttempt(request, 'login-2fa', staff.id, async () => {
    try {
      const cleaned = code.replace(/\s+/g, '');
      await verifyTotpOnce(request, staff.id, cleaned, () =>
        request.auth.api.verifyTOTP({ body: { code: cleaned }, headers: request.headers }),
      );
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const refused = codeOf(error) === 'INVALID_CODE' ? 'invalid-code' : 'not-started';
      return { result: refused, succeeded: false };
    }
    await audit(request, staff, 'account.two-factor-enable');
    return { result: 'enabled' as const, succeeded: true };
  });
}

export type TwoFactorDisabling = Exclude<ProofOutcome, 'proved'> | 'disabled';

/**
 * Leaves two-factor (also the first step of moving it to another app): the secret and backup
 * codes are deleted. Proven with the password and a current code.
 */
export async function disableOwnTwoFactor(
  request: AuthRequest,
  staff: Staff,
  proof: IdentityProof,
): Promise<TwoFactorDisabling> {
  const proven = await proveIdentity(request, staff, proof);
  if (proven !== 'proved') return proven;
  await request.auth.api.disableTwoFactor({
    body: { password: proof.password },
    headers: request.headers,
  });
  await audit(request, staff, 'account.two-factor-disable');
  return 'disabled';
}

export type BackupCodesRenewal =
  { outcome: 'renewed'; backupCodes: string[] } | { outcome: Exclude<ProofOutcome, 'proved'> };

/**
 * Ten new backup codes, shown once; the old ones stop working. Proven with the password and a
 * current code.
 */
export async function renewBackupCodes(
  request: AuthRequest,
  staff: Staff,
  proof: IdentityProof,
): Promise<BackupCodesRenewal> {
  const proven = await proveIdentity(request, staff, proof);
  if (proven !== 'proved') return { outcome: proven };
  const { backupCodes } = await request.auth.api.generateBackupCodes({
    body: { password: proof.password },
    headers: request.headers,
  });
  await audit(request, staff, 'account.backup-codes-renew');
  return { outcome: 'renewed', backupCodes };
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
