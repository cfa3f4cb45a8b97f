// GET /readyz's answer (issue 12 §5): ready only when the database answers and holds every
// migration this code knows; otherwise the reason. Runs on both lanes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection.server';
import { readiness } from '@/server/health/readiness.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let migrated: TestDatabase;
let empty: TestDatabase;

beforeAll(async () => {
  migrated = await createTestDatabase();
  empty = await createTestDatabase({ migrated: false });
});

afterAll(async () => {
  await migrated?.destroy();
  await empty?.destroy();
});

describe(`readiness (${lane})`, () => {
  it('is ready on a migrated database', async () => {
    expect(await readiness(migrated.db)).toEqual({ ready: true });
  });

  it('waits for migrations on an empty database, or one missing the latest migration', async () => {
    expect(await readiness(empty.db)).toEqual({ ready: false, reason: 'migrations-pending' });
    const latest = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(migrated.db);
    const name = latest.rows[0]!.name;
    await sql`delete from kysely_migration where name = ${name}`.execute(migrated.db);
    try {
      expect(await readiness(migrated.db)).toEqual({ ready: false, reason: 'migrations-pending' });
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        migrated.db,
      );
    }
    expect(await readiness(migrated.db)).toEqual({ ready: true });
  });

  // Only a database server can be out of reach (an SQLite file is local): nothing listens here.
  it('says the database is unreachable when its server does not answer', async () => {
    const unreachable = openDatabase('postgres://site@127.0.0.1:1/site');
    try {
      expect(await readiness(unreachable)).toEqual({
        ready: false,
        reason: 'database-unreachable',
      });
    } finally {
      await unreachable.destroy();
    }
  });
});
