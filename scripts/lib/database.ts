import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { settings } from '../../src/config/settings';
import { dialectOf, sqliteFile, withDatabase } from '../../src/server/db/connection.server';
import { withLockFile } from './startup-lock';
import { ensureFirstAdmin, migrateAuthTables } from '../../src/server/auth/auth-setup.server';
import { migrateToLatest } from '../../src/server/db/migrate.server';
import type { Database } from '../../src/server/db/schema';
import { seed } from '../../src/server/seed/seed.server';
import { moveLegacyUploads } from '../../src/server/uploads/legacy-uploads.server';

/** Any fixed number: the PostgreSQL advisory lock every instance takes to prepare the database. */
const startupLockKey = 4_107_202_611;

/**
 * Runs `job` while holding the start-up lock, so processes starting at once against one database
 * prepare it one after the other and each migration and the seed run exactly once: a PostgreSQL
 * advisory lock, or a lock file beside the SQLite file.
 */
async function underStartupLock(
  db: Kysely<Database>,
  databaseUrl: string | undefined,
  job: () => Promise<void>,
): Promise<void> {
  if (dialectOf(databaseUrl) === 'sqlite')
    return withLockFile(`${sqliteFile(databaseUrl)}.startup-lock`, job);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(connection);
    try {
      await job();
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}

/**
 * Upload files left in UPLOADS_DIR by an earlier version go into the `upload` table, on every
 * start, because each instance may hold its own (src/server/uploads/legacy-uploads.server.ts).
 */
async function moveOldUploadFiles(db: Kysely<Database>, log: typeof console.log): Promise<void> {
  const directory = path.resolve(settings().UPLOADS_DIR);
  const { moved, unreadable } = await moveLegacyUploads(db, directory);
  if (moved.length > 0)
    log(`Uploads: ${moved.length} image(s) from ${directory} now in the database (files kept)`);
  if (unreadable.length > 0)
    log(`Uploads: left out of ${directory}, not WebP images: ${unreadable.join(', ')}`);
}

/**
 * Migrates (ours, then better-auth's tables), moves old upload files into the database, seeds,
 * and makes sure there is a first admin or says how to create one, under the start-up lock.
 * Idempotent: what every start, build and test run does first.
 */
export async function prepareDatabase(
  databaseUrl: string | undefined,
  log = console.log,
): Promise<void> {
  const dialect = dialectOf(databaseUrl);
  await withDatabase(databaseUrl, (db) =>
    underStartupLock(db, databaseUrl, async () => {
      const applied = await migrateToLatest(db);
      if (applied.length > 0) log(`Database: applied ${applied.join(', ')}`);
      const authTables = await migrateAuthTables(db, dialect);
      if (authTables.length > 0)
        log(`Database: auth tables ${[...new Set(authTables)].join(', ')}`);
      await moveOldUploadFiles(db, log);
      await seed(db);
      await ensureFirstAdmin(db, dialect, settings(), log);
    }),
  );
}
