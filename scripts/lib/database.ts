import type { Kysely } from 'kysely';
import { settings } from '../../src/config/settings';
import { dialectOf, openDatabase } from '../../src/server/db/connection.server';
import { ensureFirstAdmin, migrateAuthTables } from '../../src/server/auth/auth-setup.server';
import { migrateToLatest } from '../../src/server/db/migrate.server';
import type { Database } from '../../src/server/db/schema';
import { seed } from '../../src/server/db/seed.server';

/** Opens the database named by DATABASE_URL (default ./data/site.db) for one job, then closes it. */
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
 * Migrates (ours, then better-auth's tables), seeds, and makes sure there is a first admin or says
 * how to create one. Idempotent: what every start, build and test run does first.
 */
export async function prepareDatabase(
  databaseUrl: string | undefined,
  log = console.log,
): Promise<void> {
  const dialect = dialectOf(databaseUrl);
  await withDatabase(databaseUrl, async (db) => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) log(`Database: applied ${applied.join(', ')}`);
    const authTables = await migrateAuthTables(db, dialect);
    if (authTables.length > 0) log(`Database: auth tables ${[...new Set(authTables)].join(', ')}`);
    await seed(db);
    await ensureFirstAdmin(db, dialect, settings(), log);
  });
}
