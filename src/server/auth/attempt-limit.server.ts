import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { addressBucket } from '@/lib/net/address-bucket';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';
import { clientAddress } from '@/server/security/client-address.server';
import {
  consumeRateLimit,
  recordHits,
  type RateLimitRule,
} from '@/server/rate-limit/rate-limit.server';
import { appSecret, keyedHash } from '@/server/security/secret.server';

/**
 * What is being guessed at: the password at sign-in, the second factor, the reset mail, the
 * password asked again on one's own security pages. Each counts apart from the others.
 */
export type AttemptKind = 'login' | 'login-2fa' | 'password-reset' | 'password-check';

/**
 * What one account's attempts from everywhere together meet: a progressive delay for guesses at
 * a secret (an attacker must never lock its owner out), a refusal for reset mails (whose cost is
 * an inbox flooded, and whose owner can still sign in).
 */
const accountLimit: Record<AttemptKind, 'delay' | 'refuse'> = {
  login: 'delay',
  'login-2fa': 'delay',
  'password-check': 'delay',
  'password-reset': 'refuse',
};

/** The request an attempt comes with. */
export interface AttemptRequest {
  db: Kysely<Database>;
  /** Its headers give the client's address. */
  headers: Headers;
  now: Date;
  /** How the progressive delay waits (a real timer unless a test says otherwise). */
  pause?: (ms: number) => Promise<void>;
}

/** LOGIN_RATE_LIMIT attempts per LOGIN_RATE_WINDOW_SECONDS, per bucket. */
export function loginRateRule(): RateLimitRule {
  const { LOGIN_RATE_LIMIT, LOGIN_RATE_WINDOW_SECONDS } = settings();
  return { limit: LOGIN_RATE_LIMIT, windowMs: LOGIN_RATE_WINDOW_SECONDS * 1000 };
}

/** The longest an attempt is held back, however many failures preceded it. */
export const maxAttemptDelayMs = 30_000;

/**
 * How long an attempt on an account waits after `failures` recent failed ones from anywhere:
 * nothing within LOGIN_RATE_LIMIT, then one second doubling per failure, at most 30 s.
 */
export function attemptDelayMs(failures: number, limit = loginRateRule().limit): number {
  if (failures < limit) return 0;
  return Math.min(1000 * 2 ** (failures - limit), maxAttemptDelayMs);
}

/**
 * The buckets of an attempt, as keyed hashes: the client's address (an IPv6 client by its /64),
 * the account from that address, and the account from anywhere.
 */
async function attemptBuckets(
  db: Kysely<Database>,
  kind: AttemptKind,
  ip: string,
  account: string | undefined,
): Promise<{ address: string; accountFromAddress?: string; account?: string }> {
  const secret = await appSecret(db);
  const client = addressBucket(ip);
  const byAddress = `${kind}:ip:${keyedHash(secret, 'login-ip', client)}`;
  if (account === undefined) return { address: byAddress };
  return {
    address: byAddress,
    accountFromAddress: `${kind}:account-ip:${keyedHash(secret, 'login-account-ip', `${account}\u0000${client}`)}`,
    account: `${kind}:account:${keyedHash(secret, 'login-account', account)}`,
  };
}

async function recentHits(db: Kysely<Database>, bucket: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - loginRateRule().windowMs).toISOString();
  const row = await db
    .selectFrom('rate_limit_hit')
    .select((eb) => eb.fn.countAll<number | string>().as('hits'))
    .where('bucket', '=', bucket)
    .where('hit_at', '>', since)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/**
 * Takes back the hit an attempt made at `now` once it succeeded: only failures count, so staff
 * who sign in often, or share an office address, are never held back by their own successes.
 */
async function forgive(db: Kysely<Database>, buckets: string[], now: Date): Promise<void> {
  for (const bucket of buckets) {
    const hit = await db
      .selectFrom('rate_limit_hit')
      .select('id')
      .where('bucket', '=', bucket)
      .where('hit_at', '=', now.toISOString())
      .limit(1)
      .executeTakeFirst();
    if (hit) await db.deleteFrom('rate_limit_hit').where('id', '=', hit.id).execute();
  }
}

/**
 * Runs one attempt, counted in the database so every instance shares the count:
 * - from one address, LOGIN_RATE_LIMIT failures per window in all, and as many per account, then
 *   refused until the window moves on (`rate-limited`);
 * - on one account from every address together (accountLimit): for a guess at a secret, no
 *   refusal but a progressive delay (attemptDelayMs), so someone who knows an admin's address can
 *   slow their sign-in down, never lock them out, and the right password (and code) always gets
 *   in after the wait; for a reset mail, a refusal.
 */
export async function countedAttempt<Result>(
  request: AttemptRequest,
  kind: AttemptKind,
  account: string | undefined,
  attempt: () => Promise<{ result: Result; succeeded: boolean }>,
): Promise<Result | 'rate-limited'> {
  const { db, headers, now } = request;
  const buckets = await attemptBuckets(db, kind, clientAddress(headers), account);
  const counted = [buckets.address];
  if (buckets.accountFromAddress) counted.push(buckets.accountFromAddress);
  const delayed = accountLimit[kind] === 'delay' ? buckets.account : undefined;
  if (buckets.account && !delayed) counted.push(buckets.account);
  if (!(await consumeRateLimit(db, counted, loginRateRule(), now))) return 'rate-limited';
  if (delayed) {
    const delay = attemptDelayMs(await recentHits(db, delayed, now));
    await recordHits(db, [delayed], now);
    counted.push(delayed);
    if (delay > 0) await (request.pause ?? sleep)(delay);
  }
  const { result, succeeded } = await attempt();
  if (succeeded) await forgive(db, counted, now);
  return result;
}
