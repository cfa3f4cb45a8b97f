import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { addressBucket, addressNetwork } from '@/lib/net/address-bucket';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';
import { clientAddress } from '@/server/security/client-address.server';
import {
  consumeBounded,
  type BucketBound,
  type RateLimitRule,
} from '@/server/rate-limit/rate-limit.server';
import { appSecret, keyedHash } from '@/server/security/secret.server';

/**
 * What is being guessed at: the password at sign-in, the second factor, the reset mail, the
 * password asked again on one's own security pages. Each counts apart from the others.
 */
export type AttemptKind = 'login' | 'login-2fa' | 'password-reset' | 'password-check';

/**
 * What one account's attempts from everywhere together meet: for guesses at a secret, a
 * progressive delay (an attacker must not lock its owner out for long) and, above
 * accountRefusalBound failures in a window, a refusal until older ones leave it; for reset mails
 * (whose cost is an inbox flooded, and whose owner can still sign in), a refusal at the limit.
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
 * How many failures on one account, from every address together, a window takes before further
 * guesses at its secret are refused rather than only delayed: the delay holds each request back
 * but not parallel ones, so without a bound a botnet could still try thousands of passwords per
 * window. High enough that reaching it takes a deliberate attack; the owner gets in again once
 * older failures leave the window.
 */
export function accountRefusalBound(limit = loginRateRule().limit): number {
  return limit * 10;
}

/**
 * How many failures from one IPv6 /56 (addressNetwork) a window takes, whatever /64 inside it
 * they come from: a customer's network of many /64s gets more than one address, not 256 times
 * as much.
 */
export function networkBound(limit = loginRateRule().limit): number {
  return limit * 4;
}

/**
 * How long an attempt on an account waits after `failures` recent failed ones from anywhere:
 * nothing within LOGIN_RATE_LIMIT, then one second doubling per failure, at most 30 s.
 */
export function attemptDelayMs(failures: number, limit = loginRateRule().limit): number {
  if (failures < limit) return 0;
  return Math.min(1000 * 2 ** (failures - limit), maxAttemptDelayMs);
}

/**
 * The buckets of an attempt, as keyed hashes, with their bounds: the client's address (an IPv6
 * client by its /64, and by its /56 with a higher bound), the account from that address, and the
 * account from anywhere.
 */
async function attemptBounds(
  db: Kysely<Database>,
  kind: AttemptKind,
  ip: string,
  account: string | undefined,
): Promise<{ bounds: BucketBound[]; account?: string }> {
  const secret = await appSecret(db);
  const { limit } = loginRateRule();
  const client = addressBucket(ip);
  const network = addressNetwork(ip);
  const bounds: BucketBound[] = [
    { bucket: `${kind}:ip:${keyedHash(secret, 'login-ip', client)}`, limit },
  ];
  if (network)
    bounds.push({
      bucket: `${kind}:net:${keyedHash(secret, 'login-net', network)}`,
      limit: networkBound(limit),
    });
  if (account === undefined) return { bounds };
  const accountBucket = `${kind}:account:${keyedHash(secret, 'login-account', account)}`;
  bounds.push(
    {
      bucket: `${kind}:account-ip:${keyedHash(secret, 'login-account-ip', `${account}\u0000${client}`)}`,
      limit,
    },
    {
      bucket: accountBucket,
      limit: accountLimit[kind] === 'delay' ? accountRefusalBound(limit) : limit,
    },
  );
  return { bounds, account: accountBucket };
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
 * - from one address (an IPv6 /64), LOGIN_RATE_LIMIT failures per window in all, and as many per
 *   account; from one IPv6 /56, networkBound; beyond, refused until the window moves on
 *   (`rate-limited`);
 * - on one account from every address together (accountLimit): for a guess at a secret, a
 *   progressive delay (attemptDelayMs), and a refusal only above accountRefusalBound failures,
 *   so someone who knows an admin's address can slow their sign-in down, and keep them out at
 *   most for a window after a large attack; the right password (and code) then gets in again;
 *   for a reset mail, a refusal at LOGIN_RATE_LIMIT.
 */
export async function countedAttempt<Result>(
  request: AttemptRequest,
  kind: AttemptKind,
  account: string | undefined,
  attempt: () => Promise<{ result: Result; succeeded: boolean }>,
): Promise<Result | 'rate-limited'> {
  const { db, headers, now } = request;
  const { bounds, account: accountBucket } = await attemptBounds(
    db,
    kind,
    clientAddress(headers),
    account,
  );
  // Parallel attempts never pass a bound; a refused one counts nowhere (consumeBounded).
  const counts = await consumeBounded(db, bounds, loginRateRule().windowMs, now);
  if (!counts) return 'rate-limited';
  if (accountBucket && accountLimit[kind] === 'delay') {
    // The failures before this attempt, from anywhere.
    const delay = attemptDelayMs((counts.get(accountBucket) ?? 1) - 1);
    if (delay > 0) await (request.pause ?? sleep)(delay);
  }
  const { result, succeeded } = await attempt();
  if (succeeded)
    await forgive(
      db,
      bounds.map((bound) => bound.bucket),
      now,
    );
  return result;
}
