import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Dialect } from '@/server/db/connection.server';
import { migrateAuthTables } from '@/server/auth/auth-setup.server';
import { migrateToLatest } from '@/server/db/migrate.server';
import type { Database } from '@/server/db/schema';

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Its DATABASE_URL, for code that opens its own connections (start-up scripts). */
  url: string;
  destroy(): Promise<void>;
}

/** The lane this project runs: TEST_DB_LANE is set per Vitest project (vitest.config.ts). */
export const lane = (process.env.TEST_DB_LANE ?? 'sqlite') as Dialect;

/**
 * A fresh, migrated database for one test file: a new SQLite file, or a new database on the
 * lane's PostgreSQL server, so files run in parallel without sharing state. `migrated: false`
 * leaves it empty.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const migrate = async (db: Kysely<Database>, dialect: Dialect) => {
    if (!migrated) return;
    await migrateToLatest(db);
    await migrateAuthTables(db, dialect);
  };
  if (lane === 'sqlite') {
    const file = path.join(tmpdir(), `site-test-${randomUUID()}.db`);
    const db = openDatabase(file);
    await migrate(db, 'sqlite');
    return {
      db,
      dialect: 'sqlite',
      url: file,
      async destroy() {
        await db.destroy();
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      },
    };
  }
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  await migrate(db, 'postgres');
  return {
    db,
    dialect: 'postgres',
    url: url.toString(),
    async destroy() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
