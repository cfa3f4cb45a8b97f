import 'server-only';
import type { Kysely } from 'kysely';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import type { ContentKind } from './content-cache.server';
import { lastChange } from './freshness-state.mjs';

/** At most this old, even without any change heard: a safety net, not the way changes show. */
const maxAgeMs = 5 * 60_000;

interface Read<Table> {
  table: Promise<Table>;
  startedAt: number;
}

/** The read in flight (or last begun) and the last one completed, of one database. */
interface Held<Table> {
  latest?: Read<Table>;
  latestCompleted?: { table: Table; startedAt: number };
}

/**
 * A small table held in memory for code that answers before any page renders (the proxy's
 * article slugs, decision 012; the redirects, decision 023), read again after any change of
 * `kind` (the freshness record that expires cached pages, heard from every instance) and at
 * least every five minutes. A read is dated when it starts: a change committed after that makes
 * the next call read again rather than share it or keep its result. A failed read is not kept.
 * Held per database: a process has one, but the tests run files with a database each in one
 * process (decision 086), and one file must never be answered from another's rows.
 */
export function memoryTable<Table>(
  kind: ContentKind,
  load: (db: Kysely<Database>, now: Date) => Promise<Table>,
): (db?: Kysely<Database>, now?: number) => Promise<Table> {
  const held = new WeakMap<Kysely<Database>, Held<Table>>();
  return async (db = getDb(), now = Date.now()) => {
    let state = held.get(db);
    if (!state) held.set(db, (state = {}));
    const changedAt = lastChange([kind], now);
    const isCurrent = (read: { startedAt: number }) =>
      changedAt < read.startedAt && now - read.startedAt < maxAgeMs;
    if (state.latestCompleted && isCurrent(state.latestCompleted))
      return state.latestCompleted.table;
    if (state.latest && isCurrent(state.latest)) return state.latest.table;
    const startedAt = Date.now();
    const read: Read<Table> = { startedAt, table: load(db, new Date(startedAt)) };
    state.latest = read;
    read.table.then(
      (table) => {
        if (!state.latestCompleted || state.latestCompleted.startedAt < startedAt)
          state.latestCompleted = { table, startedAt };
      },
      () => {
        if (state.latest === read) state.latest = undefined;
      },
    );
    return read.table;
  };
}
