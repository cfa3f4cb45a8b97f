import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

export interface RateLimitRule {
  /** Submissions allowed per bucket within the window. */
  limit: number;
  windowMs: number;
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
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const hits = await recordHits(db, buckets, now);
  const counts = await db
    .selectFrom('rate_limit_hit')
    .select(['bucket', (eb) => eb.fn.countAll<number | string>().as('hits')])
    .where('bucket', 'in', buckets)
    .where('hit_at', '>', since)
    .groupBy('bucket')
    .execute();
  const allowed = counts.every((row) => Number(row.hits) <= rule.limit);
  if (!allowed)
    await db
      .deleteFrom('rate_limit_hit')
      .where(
        'id',
        'in',
        hits.map((hit) => hit.id),
      )
      .execute();
  return allowed;
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
