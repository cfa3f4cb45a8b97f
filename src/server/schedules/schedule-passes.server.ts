import 'server-only';
import { log } from '@/lib/log/logger.mjs';
import { refreshContentAt } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { repeatingPass } from '@/server/lifecycle/repeating-pass.server';
import { publishDueSchedules } from './scheduled-publications.server';

/** How often the schedules are looked at, at the latest (the next one due is awaited to the ms). */
const schedulesEveryMs = 15_000;

/**
 * One pass over the schedules (scheduled-publications.server.ts): publishes those due, logs what
 * it did, refreshes this instance's pages; the next pass comes after the interval or when the
 * next schedule is due, if sooner.
 */
async function schedulePass(): Promise<number> {
  const now = new Date();
  const pass = await publishDueSchedules(getDb(), now);
  for (const { kind, document } of pass.published)
    log.info({ event: 'schedules.published', kind, document }, 'scheduled publish done');
  for (const { kind, document, reason } of pass.missed)
    log.warn({ event: 'schedules.missed', kind, document, reason }, 'scheduled publish refused');
  for (const { key, error } of pass.failures)
    log.error({ event: 'schedules.failed', ...key, err: error }, 'scheduled publish failed');
  // Other instances hear the publish from the database (the sections' triggers, decision 020).
  for (const kind of pass.changed) refreshContentAt(kind, new Date());
  // nextDue is still to come: a publish that failed waits for the interval, not a hot loop.
  const untilNext = pass.nextDue ? Date.parse(pass.nextDue) - Date.now() : Infinity;
  return Math.max(0, Math.min(schedulesEveryMs, untilNext));
}

const schedulePasses = repeatingPass('schedules', schedulesEveryMs, schedulePass);

/** The first pass, at start, publishes what fell due while no instance ran. */
export const startSchedulePasses = schedulePasses.start;
export const stopSchedulePasses = schedulePasses.stop;
/** After a schedule was set here: the pass waits for it if it is due before the next one. */
export const announceScheduleChange = schedulePasses.run;
