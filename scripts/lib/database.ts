import { openDatabase } from '../../src/server/db/connection.server';
import { migrateToLatest } from '../../src/server/db/migrate.server';
import { seed } from '../../src/server/db/seed.server';

/** Migrates, then seeds (idempotent), the database named by DATABASE_URL (default ./data/site.db). */
export async function prepareDatabase(
  databaseUrl: string | undefined,
  log = console.log,
): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) log(`Database: applied ${applied.join(', ')}`);
    await seed(db);
  } finally {
    await db.destroy();
  }
}
