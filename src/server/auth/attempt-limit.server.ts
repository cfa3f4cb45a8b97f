import 'server-only';
import { addressBucket } from '@/lib/net/address-bucket';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';
import { consumeRateLimit, type RateLimitRule } from '@/server/rate-limit/rate-limit.server';
import { appSecret, keyedHash } from '@/server/security/secret.server';

/**
 * What is being guessed at: the password at sign-in, the second factor, the reset mail, the
 * password asked again on one's own security pages. Each counts apart from the others.
 */
export type AttemptKind = 'login' | 'login-2fa' | 'password-reset' | 'password-check';

/** Who is trying: the client's address and, when known, the account aimed at. */
export interface AttemptSource {
  ip: string;
  /** A lower-cased e-mail address or a user id. */
  account?: string;
}

/** LOGIN_RATE_LIMIT attempts per LOGIN_RATE_WINDOW_SECONDS, per bucket. */
export function loginRateRule(): RateLimitRule {
  const { LOGIN_RATE_LIMIT, LOGIN_RATE_WINDOW_SECONDS } = settings();
  return { limit: LOGIN_RATE_LIMIT, windowMs: LOGIN_RATE_WINDOW_SECONDS * 1000 };
}

/**
 * The rate-limit buckets of an attempt: the client's address (an IPv6 client by its /64) and the
 * account; only keyed hashes of them are stored.
 */
export async function attemptBuckets(
  db: Kysely<Database>,
  kind: AttemptKind,
  source: AttemptSource,
): Promise<string[]> {
  const secret = await appSecret(db);
  const buckets = [`${kind}:ip:${keyedHash(secret, 'login-ip', addressBucket(source.ip))}`];
  if (source.account)
    buckets.push(`${kind}:account:${keyedHash(secret, 'login-account', source.account)}`);
  return buckets;
}

/** Counts one attempt against every bucket; false when any of them is over the limit. */
export function consumeAttempt(
  db: Kysely<Database>,
  buckets: string[],
  now: Date,
): Promise<boolean> {
  return consumeRateLimit(db, buckets, loginRateRule(), now);
}

/**
 * Takes back the hit an attempt made at `now` once it succeeded: only failures count, so staff
 * who sign in often, or share an office address, are never locked out by their own successes,
 * while a guesser still gets LOGIN_RATE_LIMIT tries per window.
 */
export async function forgiveAttempt(
  db: Kysely<Database>,
  buckets: string[],
  now: Date,
): Promise<void> {
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
