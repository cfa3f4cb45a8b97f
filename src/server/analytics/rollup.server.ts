import 'server-only';
import type { Kysely } from 'kysely';
import { zurichDate } from '@/lib/time/zurich-time';
import type { Database } from '@/server/db/schema';
import { daysToRollUp, rollUpDay } from './analytics-store.server';

/**
 * A day is rolled up once it has been over this long: the last events of the day, queued on
 * some instance for up to a second, are written by then.
 */
export const rollUpAfterMs = 10 * 60_000;

/**
 * Writes the rollups of every whole Swiss day not yet rolled up (decision 077). Idempotent and
 * safe with several instances: each day is claimed in its own transaction (rollUpDay).
 * Returns the days this call rolled up.
 */
export async function rollUpEndedDays(db: Kysely<Database>, now: Date): Promise<string[]> {
  const firstOpenDay = zurichDate(new Date(now.getTime() - rollUpAfterMs));
  const rolled: string[] = [];
  for (const day of await daysToRollUp(db, firstOpenDay)) {
    if (await rollUpDay(db, day, now)) rolled.push(day);
  }
  return rolled;
}
