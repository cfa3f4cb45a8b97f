import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';

const secretName = 'app';
const cache = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The key of IP hashes and newsletter links: APP_SECRET when set, otherwise one generated on
 * first use and stored in the database, so every instance sharing the database agrees and a
 * restart keeps old links valid.
 */
export function appSecret(db: Kysely<Database>): Promise<string> {
  const configured = settings().APP_SECRET;
  if (configured) return Promise.resolve(configured);
  let secret = cache.get(db);
  if (!secret) {
    secret = storedSecret(db);
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Kysely<Database>): Promise<string> {
  // Two instances starting together may both generate one; the first insert wins for both.
  await db
    .insertInto('app_secret')
    .values({ name: secretName, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secret')
    .select('value')
    .where('name', '=', secretName)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A keyed hash of `value` for one purpose: not reversible without the secret, stable per value. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\u0000${value}`).digest('base64url');
}
