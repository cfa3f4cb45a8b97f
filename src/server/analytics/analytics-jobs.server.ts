import 'server-only';
import { getDb } from '@/server/db/connection.server';
import { repeatingPass } from '@/server/lifecycle/repeating-pass.server';
import { dailySalt } from './daily-salt.server';
import { flushEvents } from './event-queue.server';
import { rollUpEndedDays } from './rollup.server';

const passEveryMs = 5 * 60_000;

/**
 * Every five minutes: yesterday's salt is replaced (and deleted) even on an instance nobody
 * visits, and the days that ended are rolled up.
 */
const analyticsPasses = repeatingPass('analytics', passEveryMs, async () => {
  const db = getDb();
  const now = new Date();
  await dailySalt(db, now);
  await rollUpEndedDays(db, now);
  return passEveryMs;
});

export function startAnalyticsPasses(): void {
  analyticsPasses.start();
}

/**
 * At shutdown, once no request can queue another event: the passes stop, and every event still
 * waiting is written before the database connection closes.
 */
export async function stopAnalytics(requestsFinished: Promise<void>): Promise<void> {
  await analyticsPasses.stop();
  await requestsFinished;
  await flushEvents();
}
