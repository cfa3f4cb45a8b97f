import { randomUUID } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import { openDatabase, type Dialect } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { databaseUrl, onPostgresServer, removeSqliteFile } from './database-template';

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
 * lane's PostgreSQL server, so files run in parallel without sharing state. It is a copy of the
 * lane's template, migrated once per run by its global setup (tests/support/database-template.ts).
 * `migrated: false` leaves it empty.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (lane === 'sqlite') {
    const file = path.join(tmpdir(), `site-test-${randomUUID()}.db`);
    if (migrated) copyFileSync(inject('sqliteTemplate'), file);
    const db = openDatabase(file);
    // Kysely starts its driver on first use, and destroy() closes only a started one: a test that
    // destroys a database it never used (to get one that is gone) must find it closed.
    await sql`select 1`.execute(db);
    return {
      db,
      dialect: 'sqlite',
      url: file,
      async destroy() {
        await db.destroy();
        removeSqliteFile(file);
      },
    };
  }
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = migrated ? ` template ${inject('postgresTemplate')}` : '';
  await onPostgresServer(serverUrl, `create database ${name}${template}`);
  const url = databaseUrl(serverUrl, name);
  const db = openDatabase(url);
  return {
    db,
    dialect: 'postgres',
    url,
    async destroy() {
      await db.destroy();
      await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
