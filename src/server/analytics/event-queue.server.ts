import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import { log } from '@/lib/log/logger.mjs';
import type { Database } from '@/server/db/schema';
import { insertEvents, maxEventsPerInsert, type AnalyticsEventRow } from './analytics-store.server';

/** Events wait at most this long in memory before they are written. */
export const flushEveryMs = 1000;
/** Beyond this many waiting events (the database away, a flood), new ones are dropped and counted. */
export const maxQueuedEvents = 50_000;

interface QueueState {
  rows: AnalyticsEventRow[];
  dropped: number;
  /** Dropped events the log already told of. */
  reported: number;
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
  db?: Kysely<Database>;
}

// Route handlers (which queue) and instrumentation (which flushes at shutdown) are bundled
// separately: the one queue of the process lives on globalThis.
const store = globalThis as unknown as Record<symbol, QueueState | undefined>;
const queue = (store[Symbol.for('automatia.analytics.queue')] ??= {
  rows: [],
  dropped: 0,
  reported: 0,
});
// Waiting events are dropped, not written: the database they were queued for may be gone.
registerProcessState(async () => {
  clearTimeout(queue.timer);
  await queue.flushing;
  Object.assign(queue, { rows: [], dropped: 0, reported: 0, timer: undefined, db: undefined });
});

/**
 * Queues an event to be written with others (decision 077): one multi-row insert every second or
 * every `maxEventsPerInsert` events, whichever comes first, so a burst of page views costs a few
 * statements, not one each. Memory is bounded: past `maxQueuedEvents` an event is dropped and
 * counted (the log says how many), never kept at any cost.
 */
export function queueEvent(db: Kysely<Database>, row: AnalyticsEventRow): void {
  if (queue.rows.length >= maxQueuedEvents) {
    queue.dropped += 1;
    return;
  }
  queue.db = db;
  queue.rows.push(row);
  if (queue.rows.length >= maxEventsPerInsert) void flushEvents();
  else if (!queue.timer) {
    queue.timer = setTimeout(() => void flushEvents(), flushEveryMs);
    queue.timer.unref();
  }
}

/** A visit's events still waiting here (up to a second): a form posted now must see them too. */
export function queuedEventsOf(visit: string): AnalyticsEventRow[] {
  return queue.rows.filter((row) => row.visit === visit);
}

/** How many events wait, and how many were dropped since the process started. */
export function queueState(): { waiting: number; dropped: number } {
  return { waiting: queue.rows.length, dropped: queue.dropped };
}

/**
 * Writes every waiting event, a batch per statement; one flush at a time. A batch the database
 * refuses is put back in front and the flush stops: the next one tries again.
 */
export function flushEvents(): Promise<void> {
  clearTimeout(queue.timer);
  queue.timer = undefined;
  const previous = queue.flushing ?? Promise.resolve();
  const flushing = previous.then(writeWaiting);
  queue.flushing = flushing;
  return flushing.finally(() => {
    if (queue.flushing === flushing) queue.flushing = undefined;
  });
}

async function writeWaiting(): Promise<void> {
  const db = queue.db;
  if (!db) return;
  while (queue.rows.length > 0) {
    const batch = queue.rows.splice(0, maxEventsPerInsert);
    try {
      await insertEvents(db, batch);
    } catch (error) {
      queue.rows.unshift(...batch.slice(0, maxQueuedEvents - queue.rows.length));
      log.error({ event: 'analytics.flush-failed', err: error }, 'audience events not written');
      if (!queue.timer) {
        queue.timer = setTimeout(() => void flushEvents(), flushEveryMs);
        queue.timer.unref();
      }
      return;
    }
  }
  if (queue.dropped > queue.reported) {
    log.warn({ event: 'analytics.dropped', dropped: queue.dropped }, 'audience events dropped');
    queue.reported = queue.dropped;
  }
}
