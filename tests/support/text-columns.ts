import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { Dialect } from '@/server/db/connection.server';

/** One column of the database, as its catalogue names it. */
export interface TextColumn {
  table: string;
  column: string;
}

/**
 * Every column that can hold text, read from the database's own catalogue (never from our schema
 * types, so a table or column added tomorrow is searched too): on SQLite every column of every
 * table (a column's declared type does not bind what it stores), on PostgreSQL every text,
 * character and JSON column of the current schema.
 */
export async function textColumns(db: Kysely<Database>, dialect: Dialect): Promise<TextColumn[]> {
  if (dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name
    `.execute(db);
    const columns: TextColumn[] = [];
    for (const { name } of tables.rows) {
      const info = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(
        db,
      );
      columns.push(...info.rows.map((row) => ({ table: name, column: row.name })));
    }
    return columns;
  }
  const found = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
    order by table_name, column_name
  `.execute(db);
  return found.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

/** The columns whose text contains `needle` in some row (case ignored), with how many rows. */
export async function columnsContaining(
  db: Kysely<Database>,
  dialect: Dialect,
  needle: string,
): Promise<Array<TextColumn & { rows: number }>> {
  const hits: Array<TextColumn & { rows: number }> = [];
  for (const { table, column } of await textColumns(db, dialect)) {
    const position =
      dialect === 'sqlite'
        ? sql`instr(lower(cast(${sql.id(column)} as text)), ${needle.toLowerCase()})`
        : sql`position(${needle.toLowerCase()} in lower(${sql.id(column)}::text))`;
    const result = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.id(table)} where ${position} > 0`.execute(db);
    const rows = Number(result.rows[0]?.count ?? 0);
    if (rows > 0) hits.push({ table, column, rows });
  }
  return hits;
}
