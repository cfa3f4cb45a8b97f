import 'server-only';
import { APIError } from 'better-auth/api';
import { countedAttempt, type AttemptKind } from './attempt-limit.server';
import { recordAuthEvent } from './auth-events.server';
import type { Staff } from './session-staff.server';
import { verifyTotpOnce } from './totp-once.server';
import type { AuthRequest } from './auth-request.server';

/**
 * Sensitive actions (a password change, leaving or re-entering two-factor, new backup codes, a
 * role change, removing an account or its second factor) ask for a fresh proof of who holds the
 * session (ASVS 7.5.1): the password and, when the account has two-factor, a current code from
 * the app; or a sign-in (or such a proof) less than ten minutes old. A stolen session cookie
 * alone is therefore not enough to take an account over or to hand out admin rights.
 */
export const freshProofMinutes = 10;

/** Whether the session signed in or proved itself again within the last ten minutes. */
export function hasFreshProof(staff: Staff, now: Date): boolean {
  return now.getTime() - staff.provenAt.getTime() < freshProofMinutes * 60_000;
}

export interface IdentityProof {
  password: string;
  /** A code from the authenticator app; needed when the account has two-factor. */
  code: string;
}

export type ProofOutcome =
  'proved' | 'wrong-password' | 'code-required' | 'invalid-code' | 'rate-limited';

/** One check of a secret, counted like a sign-in so a stolen session cannot guess with it. */
async function checked(
  request: AuthRequest,
  staff: Staff,
  kind: AttemptKind,
  refusal: 'wrong-password' | 'invalid-code',
  check: () => Promise<unknown>,
) {
  return countedAttempt(request, kind, staff.id, async () => {
    try {
      await check();
      return { result: 'proved' as const, succeeded: true };
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      return { result: refusal, succeeded: false };
    }
  });
}

/**
 * Checks the password and, with two-factor, the code; on success the session counts as freshly
 * proven for ten minutes (hasFreshProof). Every check is on the audit log.
 */
export async function proveIdentity(
  request: AuthRequest,
  staff: Staff,
  proof: IdentityProof,
): Promise<ProofOutcome> {
  const { auth, headers } = request;
  const code = proof.code.replace(/\s+/g, '');
  let outcome: ProofOutcome = await checked(
    request,
    staff,
    'password-check',
    'wrong-password',
    () => auth.api.verifyPassword({ body: { password: proof.password }, headers }),
  );
  if (outcome === 'proved' && staff.twoFactorEnabled)
    outcome = code
      ? await checked(request, staff, 'login-2fa', 'invalid-code', () =>
          verifyTotpOnce(request, staff.id, code, () =>
            auth.api.verifyTOTP({ body: { code }, headers }),
          ),
        )
      : 'code-required';
  if (outcome === 'proved')
    await request.db
      .updateTable('auth_session')
      .set({ provedAt: request.now.toISOString() })
      .where('id', '=', staff.sessionId)
      .execute();
  await recordAuthEvent(request, { kind: 'identity-check', outcome, userId: staff.id });
  return outcome;
}
