import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface RateLimitRule {
  /** Submissions allowed per bucket within the window. */
  limit: number;
  windowMs: number;
}

/** A bucket and how many hits it may hold within the window. */
export interface BucketBound {
  bucket: string;
  limit: number;
}

/**
 * Counts one submission against each bucket (for example the client's hashed IP and the e-mail
 * address) over a sliding window, in the database so every instance shares the count.
 *
 * The hit is written first and counted after: of two racing requests, the later insert always
 * sees the earlier one, so the limit can never be exceeded (at worst both are refused at the
 * edge). A refused hit is removed again, so a person who waits is let through once older hits
 * leave the window.
 */
export async function consumeRateLimit(
  db: Kysely<Database>,
  buckets: string[],
  rule: RateLimitRule,
  now: Date,
): Promise<boolean> {
  const bounds = buckets.map((bucket) => ({ bucket, limit: rule.limit }));
  return (await consumeBounded(db, bounds, rule.windowMs, now)) !== undefined;
}

/**
 * consumeRateLimit with a bound per bucket: the count of each bucket within the window, this
 * hit included, or undefined when any is above its bound (and no hit was kept).
 */
export async function consumeBounded(
  db: Kysely<Database>,
  bounds: BucketBound[],
  windowMs: number,
  now: Date,
): Promise<Map<string, number> | undefined> {
  const buckets = bounds.map((bound) => bound.bucket);
  const since = new Date(now.getTime() - windowMs).toISOString();
  const hits = await recordHits(db, buckets, now);
  const rows = await db
    .selectFrom('rate_limit_hit')
    .select(['bucket', (eb) => eb.fn.countAll<number | string>().as('hits')])
    .where('bucket', 'in', buckets)
    .where('hit_at', '>', since)
    .groupBy('bucket')
    .execute();
  const counts = new Map(rows.map((row) => [row.bucket, Number(row.hits)]));
  if (bounds.every((bound) => (counts.get(bound.bucket) ?? 0) <= bound.limit)) return counts;
  await db
    .deleteFrom('rate_limit_hit')
    .where(
      'id',
      'in',
      hits.map((hit) => hit.id),
    )
    .execute();
  return undefined;
}

/** Writes one hit per bucket at `now`: every later count over those buckets includes it. */
export async function recordHits(db: Kysely<Database>, buckets: string[], now: Date) {
  const hits = buckets.map((bucket) => ({ id: randomUUID(), bucket, hit_at: now.toISOString() }));
  await db.insertInto('rate_limit_hit').values(hits).execute();
  return hits;
}

/** Drops hits older than the longest window in use: they can no longer count. */
export async function purgeRateLimitHits(db: Kysely<Database>, olderThan: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_hit')
    .where('hit_at', '<=', olderThan.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
