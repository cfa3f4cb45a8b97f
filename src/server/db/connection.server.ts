import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { registerProcessState } from '@/config/process-state.mjs';
import { settings } from '@/config/settings';
import { log } from '@/lib/log/logger.mjs';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export const defaultSqlitePath = './data/site.db';

export function dialectOf(databaseUrl: string | undefined): Dialect {
  return databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

/** The SQLite file a DATABASE_URL names (a path, or `file:` and a path), absolute. */
export function sqliteFile(databaseUrl: string | undefined): string {
  return path.resolve((databaseUrl ?? defaultSqlitePath).replace(/^file:/, ''));
}

/** Opens a database: PostgreSQL for a `postgres://` URL, otherwise a SQLite file (WAL). */
export function openDatabase(databaseUrl: string | undefined): Kysely<Database> {
  if (dialectOf(databaseUrl) === 'postgres') {
    // A server that does not answer (network cut, failover) fails a request after 5 s instead of
    // holding it open: forms answer 'try again', the admin its 503 page, /readyz its reason.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server drops (restart, failover, admin command) is reported here;
    // unhandled, it would crash the process. The pool opens a new one on the next query.
    pool.on('error', (error) =>
      log.error(
        { event: 'db.connection-lost', error: error.message },
        'idle PostgreSQL connection lost',
      ),
    );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = sqliteFile(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // The usual companion of WAL: a commit survives a process crash, only a power cut may lose
  // the last ones; commits cost a third (every form submission commits several times).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new ImmediateTransactionsSqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

/**
 * Opens the database named by DATABASE_URL (default ./data/site.db) for one job, then closes it:
 * what the scripts use, here rather than beside the start-up path so that a backup or a restore
 * does not load migrations, auth and the seed (a second of start-up per run).
 */
export async function withDatabase<T>(
  databaseUrl: string | undefined,
  job: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const db = openDatabase(databaseUrl);
  try {
    return await job(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Kysely's SQLite driver begins a transaction with a plain (deferred) `begin`: it takes the write
 * lock at its first write. When another process (a second instance on the same file) committed
 * after the transaction's first read, that write is refused at once with SQLITE_BUSY — the busy
 * timeout does not apply, since waiting cannot make a stale snapshot current — and a form
 * answered 503. `begin immediate` takes the write lock first, waiting for it up to the busy
 * timeout. Within one process Kysely already runs one query at a time, so nothing waits longer.
 */
class ImmediateTransactionsDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionsSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionsDriver(this.#config);
  }
}

const statementCacheSize = 256;

/**
 * Kysely prepares every query anew; on SQLite preparing costs as much as running a small
 * statement. Reusing prepared statements (a bounded, least-recently-used set: SQL with a
 * variable number of parameters differs per count) takes about a sixth off a form submission.
 * Safe because Kysely runs one query at a time per connection.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > statementCacheSize) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

const globalForDb = globalThis as unknown as { siteDb?: Kysely<Database> };
// Forgotten, not closed: in the tests that share a process, the file that set it owns it.
registerProcessState(() => {
  globalForDb.siteDb = undefined;
});

/**
 * The process's shared connection, opened on first use and never at import time:
 * `next build` imports route modules on machines that have no database yet.
 */
export function getDb(): Kysely<Database> {
  globalForDb.siteDb ??= openDatabase(settings().DATABASE_URL);
  return globalForDb.siteDb;
}

/** Closes the process's shared connection (at shutdown, once no request uses it). */
export async function closeDb(): Promise<void> {
  const db = globalForDb.siteDb;
  globalForDb.siteDb = undefined;
  await db?.destroy();
}
