import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import { settings } from '@/config/settings';
import { log } from '@/lib/log/logger.mjs';
import { dialectOf, getDb } from '@/server/db/connection.server';
import {
  contentKinds,
  noteScheduledPublications,
  refreshContentAt,
  refreshContentCachedBeforeStart,
} from './content-cache.server';
import {
  ContentChangeListener,
  type FreshnessChannelState,
} from './content-change-listener.server';
import { SqliteChangeWatch } from './sqlite-change-watch.server';

/*
 * The process's one listener for other instances' changes (decision 020), on PostgreSQL. Route
 * handlers and instrumentation are separate bundles, so it lives on globalThis like the
 * freshness record it feeds. Nothing connects at import time: `next build` imports routes.
 */

const registry = globalThis as unknown as {
  contentChangeListener?: ContentChangeListener<(typeof contentKinds)[number]>;
  sqliteChangeWatch?: SqliteChangeWatch;
};
registerProcessState(async () => {
  await stopChangeListener();
  registry.contentChangeListener = undefined;
  registry.sqliteChangeWatch = undefined;
});

/**
 * Starts hearing every change committed by any instance (from startBackgroundJobs); on SQLite,
 * another process's writes to the file (SqliteChangeWatch). On PostgreSQL a change is recorded as of this machine's clock, a scheduled post at its
 * time; after every (re)connection everything is refreshed, since changes may have been missed.
 * Not awaited by the caller: /readyz answers 503 until the first LISTEN succeeds.
 */
export function startChangeListener(): void {
  const databaseUrl = settings().DATABASE_URL;
  if (dialectOf(databaseUrl) === 'sqlite') {
    // The one SQLite instance hears other processes' writes (content:import) by polling; what
    // they changed is unknown, so every page renders anew.
    registry.sqliteChangeWatch ??= new SqliteChangeWatch({
      db: getDb(),
      onChange: () => refreshContentCachedBeforeStart(),
      onError: (error) =>
        log.warn(
          { event: 'cache.sqlite-change-watch', error: (error as Error).message },
          'could not read data_version',
        ),
    });
    registry.sqliteChangeWatch.start();
    return;
  }
  if (!databaseUrl || dialectOf(databaseUrl) !== 'postgres') return;
  registry.contentChangeListener ??= new ContentChangeListener({
    connectionString: databaseUrl,
    kinds: contentKinds,
    onChange: (kind, at) => refreshContentAt(kind, new Date(at)),
    log: {
      info: (message: string) => log.info({ event: 'cache.freshness-channel' }, message),
      warn: (message: string) => log.warn({ event: 'cache.freshness-channel' }, message),
    },
    onConnected: async () => {
      refreshContentCachedBeforeStart();
      await noteScheduledPublications(getDb());
    },
  });
  registry.contentChangeListener.start();
}

/** For shutdown: closes the listener's connection; readiness reports the channel down. */
export async function stopChangeListener(): Promise<void> {
  registry.sqliteChangeWatch?.stop();
  await registry.contentChangeListener?.stop();
}

/**
 * Whether this instance hears other instances' changes: null when there is no channel to hear
 * (SQLite: a single instance), not connected until its first LISTEN succeeded.
 */
export function freshnessChannelState(): FreshnessChannelState | null {
  if (dialectOf(settings().DATABASE_URL) !== 'postgres') return null;
  return registry.contentChangeListener?.state() ?? { connected: false, since: 0 };
}
