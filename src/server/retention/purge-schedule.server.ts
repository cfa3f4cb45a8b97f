import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import type { Settings } from '@/config/settings';
import { log } from '@/lib/log/logger.mjs';
import type { Database } from '@/server/db/schema';
import { purgeExpiredData } from './purge.server';

const purgeEveryMs = 60 * 60_000;

// Route handlers and instrumentation are bundled separately: a global keeps one timer per process.
const schedule = globalThis as unknown as {
  purgeTimer?: NodeJS.Timeout;
  purging?: Promise<unknown>;
};
registerProcessState(stopPurgeSchedule);

/** Applies the retention periods now, then every hour (decision 009). */
export function startPurgeSchedule(db: Kysely<Database>, config: Settings): void {
  const purge = () => {
    schedule.purging = purgeExpiredData(
      db,
      new Date(),
      // Rate-limit hits must outlive the longest window that counts them (forms or sign-in).
      Math.max(config.FORM_RATE_WINDOW_SECONDS, config.LOGIN_RATE_WINDOW_SECONDS) * 1000,
    ).catch((error) =>
      log.error({ event: 'retention.purge-failed', err: error }, 'retention purge failed'),
    );
  };
  purge();
  schedule.purgeTimer ??= setInterval(purge, purgeEveryMs);
  schedule.purgeTimer.unref();
}

/** No purge starts any more; resolves when the one running (if any) is over. */
export async function stopPurgeSchedule(): Promise<void> {
  clearInterval(schedule.purgeTimer);
  schedule.purgeTimer = undefined;
  await schedule.purging;
}
