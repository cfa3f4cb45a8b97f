import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/** Kysely's migrations table: a database that has it was prepared by an instance. */
const migrationTable = 'kysely_migration';

/**
 * A table showing that the database holds data (our migrations table, or the first table with a
 * row), or undefined when it is empty: what a restore must not overwrite unasked.
 */
export async function tableHoldingData(db: Kysely<Database>): Promise<string | undefined> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: true })).filter(
    (table) => !table.isView,
  );
  if (tables.some((table) => table.name === migrationTable)) return migrationTable;
  for (const table of tables) {
    const name = table.schema ? `${table.schema}.${table.name}` : table.name;
    const { rows } = await sql`select 1 from ${sql.table(name)} limit 1`.execute(db);
    if (rows.length > 0) return name;
  }
  return undefined;
}
