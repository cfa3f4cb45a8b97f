import 'server-only';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { Secret, TOTP } from 'otpauth';
import type { AuthRequest } from './auth-request.server';

/**
 * An authenticator code is accepted once (ASVS 6.5.1, issue 34 §6). better-auth takes any code
 * of the 30-second steps around now (one each side, for clocks that drift), however often it is
 * typed, so a code seen over a shoulder or relayed by a phishing page would work again for up to
 * a minute and a half. Before better-auth is asked, the step the code belongs to is found here
 * and claimed for the account (`totp_last_step`): a code of that step or an earlier one is then
 * refused. Every check of a code goes through here: sign-in, fresh proof, the first code of an
 * enrolment.
 */
const period = 30;
const digits = 6;

/** The account's TOTP secret as better-auth keeps it (encrypted; `base32:` for imported ones). */
async function totpSecret(request: Pick<AuthRequest, 'db' | 'auth'>, userId: string) {
  const row = await request.db
    .selectFrom('auth_two_factor')
    .select('secret')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const key = (await request.auth.$context).secretConfig;
  const plain = await symmetricDecrypt({ key, data: row.secret });
  // better-auth hands its own secrets to the HMAC as UTF-8 bytes, imported ones decoded.
  return plain.startsWith('base32:')
    ? Secret.fromBase32(plain.slice('base32:'.length).toUpperCase())
    : Secret.fromUTF8(plain);
}

/**
 * The time step a code belongs to when it is one better-auth would accept now, else undefined.
 * The clock is the real one, as better-auth's is, whatever time the request says it is.
 */
async function stepOf(
  request: Pick<AuthRequest, 'db' | 'auth'>,
  userId: string,
  code: string,
): Promise<number | undefined> {
  const secret = await totpSecret(request, userId);
  if (!secret) return undefined;
  const timestamp = Date.now();
  const totp = new TOTP({ secret, digits, period, algorithm: 'SHA1' });
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}

/**
 * Claims a code's step for the account before better-auth checks it: `replayed` when that step
 * (or a later one) was already accepted, so the code must be refused; `claimed` otherwise. A code
 * that matches no current step is `unknown`, left to better-auth to refuse (and count). The claim
 * is one conditional write, so of two requests racing with one code only one wins.
 */
async function claimTotpCode(
  request: Pick<AuthRequest, 'db' | 'auth'>,
  userId: string,
  code: string,
): Promise<'claimed' | 'replayed' | 'unknown'> {
  const step = await stepOf(request, userId, code);
  if (step === undefined) return 'unknown';
  const result = await request.db
    .insertInto('totp_last_step')
    .values({ user_id: userId, step })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ step: (eb) => eb.ref('excluded.step') })
        .where('totp_last_step.step', '<', step),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'claimed' : 'replayed';
}

/**
 * Runs better-auth's check of a code (`verify`) only when the code's step is not used up; a
 * replayed code is refused with better-auth's own wrong-code error, so every caller answers and
 * counts it as a wrong code.
 */
export async function verifyTotpOnce<Result>(
  request: Pick<AuthRequest, 'db' | 'auth'>,
  userId: string,
  code: string,
  verify: () => Promise<Result>,
): Promise<Result> {
  if ((await claimTotpCode(request, userId, code)) === 'replayed')
    throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
  return verify();
}

/** A new secret starts its own count (enrolment), and a removed one leaves nothing behind. */
export async function forgetTotpSteps(
  request: Pick<AuthRequest, 'db'>,
  userId: string,
): Promise<void> {
  await request.db.deleteFrom('totp_last_step').where('user_id', '=', userId).execute();
}
