import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { settings } from '@/config/settings';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export const defaultSqlitePath = './data/site.db';

export function dialectOf(databaseUrl: string | undefined): Dialect {
  return databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** Opens a database: PostgreSQL for a `postgres://` URL, otherwise a SQLite file (WAL). */
export function openDatabase(databaseUrl: string | undefined): Kysely<Database> {
  if (dialectOf(databaseUrl) === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }),
      }),
    });
  }
  const file = path.resolve((databaseUrl ?? defaultSqlitePath).replace(/^file:/, ''));
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const globalForDb = globalThis as unknown as { siteDb?: Kysely<Database> };

/**
 * The process's shared connection, opened on first use and never at import time:
 * `next build` imports route modules on machines that have no database yet.
 */
export function getDb(): Kysely<Database> {
  globalForDb.siteDb ??= openDatabase(settings().DATABASE_URL);
  return globalForDb.siteDb;
}
