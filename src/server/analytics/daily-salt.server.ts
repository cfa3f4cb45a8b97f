import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { zurichDate } from '@/lib/time/zurich-time';
import type { Database } from '@/server/db/schema';
import { deleteSaltsBefore, insertSaltUnlessPresent, readSalt } from './analytics-store.server';

/**
 * The salt of the visit hash for the Swiss day `now` falls on (decision 077), from the database
 * so every instance hashes alike: 32 random bytes. The first instance to ask on a new day writes
 * one; a racing instance's insert does nothing and both read the row that won. Earlier days'
 * salts are deleted then: once gone, yesterday's hashes can no longer be recomputed from an
 * address, so they say nothing about anyone.
 */
export async function saltOfDay(db: Kysely<Database>, now: Date): Promise<string> {
  const day = zurichDate(now);
  await insertSaltUnlessPresent(db, day, randomBytes(32).toString('base64'));
  const salt = await readSalt(db, day);
  if (salt === undefined) throw new Error(`no analytics salt for ${day}`);
  await deleteSaltsBefore(db, day);
  return salt;
}

// Route handlers and instrumentation are bundled separately: one copy per process on globalThis.
const held = globalThis as unknown as { analyticsSalt?: { day: string; salt: string } };
registerProcessState(() => {
  held.analyticsSalt = undefined;
});

/** saltOfDay, read once a day per process: a page view costs no read. */
export async function dailySalt(db: Kysely<Database>, now: Date): Promise<string> {
  const day = zurichDate(now);
  if (held.analyticsSalt?.day === day) return held.analyticsSalt.salt;
  const salt = await saltOfDay(db, now);
  held.analyticsSalt = { day, salt };
  return salt;
}
