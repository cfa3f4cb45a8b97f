import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/connection.server';
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

/** Migrates, then seeds (idempotent): what every start, build and test run does first. */
export async function prepareDatabase(
  databaseUrl: string | undefined,
  log = console.log,
): Promise<void> {
  await withDatabase(databaseUrl, async (db) => {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) log(`Database: applied ${applied.join(', ')}`);
    await seed(db);
  });
}
