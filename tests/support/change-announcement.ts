import { sql } from 'kysely';
import { expect, vi } from 'vitest';
import { ContentChangeListener } from '@/server/cache/content-change-listener.server';
import { lane, type TestDatabase } from './test-database';

/**
 * That a change to a content kind reaches every instance: on PostgreSQL a listener, as each
 * instance runs one, hears `kind` once `change` has committed; on SQLite (one instance, which
 * records its own changes) the kind's tables (`tables`, a LIKE pattern) carry no trigger.
 */
export async function expectChangeAnnounced(
  database: TestDatabase,
  kind: string,
  tables: string,
  change: () => Promise<unknown>,
): Promise<void> {
  if (lane === 'sqlite') {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'trigger' and tbl_name like ${tables}`.execute(
      database.db,
    );
    expect(rows).toEqual([]);
    return;
  }
  const heard: string[] = [];
  const listener = new ContentChangeListener({
    connectionString: database.url,
    kinds: [kind],
    onChange: (changed) => heard.push(changed),
    onConnected: () => undefined,
    log: { info: () => undefined, warn: () => undefined },
  });
  listener.start();
  try {
    await vi.waitFor(() => expect(listener.state().connected).toBe(true), { timeout: 10_000 });
    await change();
    await vi.waitFor(() => expect(heard).toContain(kind), { timeout: 10_000 });
  } finally {
    await listener.stop();
  }
}

/**
 * Runs `change` once on either lane and returns what it gave: on PostgreSQL inside
 * `expectChangeAnnounced`, which checks a listener hears `kind`; on SQLite (where the check only
 * finds no trigger and runs nothing) after it.
 */
export async function announcedChange<Result>(
  database: TestDatabase,
  kind: string,
  tables: string,
  change: () => Promise<Result>,
): Promise<Result> {
  let result: { value: Result } | undefined;
  await expectChangeAnnounced(database, kind, tables, async () => {
    result = { value: await change() };
  });
  result ??= { value: await change() };
  return result.value;
}
