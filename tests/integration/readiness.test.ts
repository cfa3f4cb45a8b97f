// GET /readyz's answer (issue 12 §5): ready only when the database answers and holds every
// migration this code knows, and on PostgreSQL when the instance hears other instances' changes
// (decision 020); otherwise the reason. Runs on both lanes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentChangeListener } from '@/server/cache/content-change-listener.server';
import { openDatabase } from '@/server/db/connection.server';
import { readiness } from '@/server/health/readiness.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let migrated: TestDatabase;
let empty: TestDatabase;

/** SQLite has no freshness channel (one instance); on PostgreSQL, one that listens. */
const noChannel = null;
const listening = { connected: true };

beforeAll(async () => {
  migrated = await createTestDatabase();
  empty = await createTestDatabase({ migrated: false });
});

afterAll(async () => {
  await migrated?.destroy();
  await empty?.destroy();
});

/** How long the first LISTEN may take on a busy machine (the test's own limit leaves room). */
const listenWaitMs = 15_000;

describe(`readiness (${lane})`, () => {
  it('is ready on a migrated database', async () => {
    expect(await readiness(migrated.db, listening)).toEqual({ ready: true });
    expect(await readiness(migrated.db, noChannel)).toEqual({ ready: true });
  });

  it(
    'on PostgreSQL, waits for the first LISTEN and reports the channel down when it is',
    async () => {
      if (lane === 'sqlite') {
        // A single instance records its own changes: there is no channel to wait for.
        expect(migrated.dialect).toBe('sqlite');
        expect(await readiness(migrated.db, noChannel)).toEqual({ ready: true });
        return;
      }
      const listener = new ContentChangeListener({
        connectionString: migrated.url,
        kinds: ['blog'],
        onChange: () => undefined,
        onConnected: () => undefined,
        log: { info: () => undefined, warn: () => undefined },
      });
      const down = { ready: false, reason: 'freshness-channel-down' };
      try {
        expect(await readiness(migrated.db, listener.state())).toEqual(down);
        listener.start();
        await vi.waitFor(
          async () =>
            expect(await readiness(migrated.db, listener.state())).toEqual({ ready: true }),
          { timeout: listenWaitMs, interval: 20 },
        );
      } finally {
        await listener.stop();
      }
      expect(await readiness(migrated.db, listener.state())).toEqual(down);
    },
    2 * listenWaitMs,
  );

  it('waits for migrations on an empty database, or one missing the latest migration', async () => {
    expect(await readiness(empty.db, listening)).toEqual({
      ready: false,
      reason: 'migrations-pending',
    });
    const latest = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(migrated.db);
    const name = latest.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(migrated.db);
    try {
      expect(await readiness(migrated.db, listening)).toEqual({
        ready: false,
        reason: 'migrations-pending',
      });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        migrated.db,
      );
    }
    expect(await readiness(migrated.db, listening)).toEqual({ ready: true });
  });

  // Only a database server can be out of reach (an SQLite file is local): nothing listens here.
  it('says the database is unreachable when its server does not answer', async () => {
    const unreachable = openDatabase('postgres://site@127.0.0.1:1/site');
    try {
      expect(await readiness(unreachable, { connected: false })).toEqual({
        ready: false,
        reason: 'database-unreachable',
      });
    } finally {
      await unreachable.destroy();
    }
  });
});
