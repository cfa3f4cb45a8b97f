import type { Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * Uploaded images are rows, not files on one instance's disk, so every instance on this
 * database serves every image (issue 12 §3). The files of the old UPLOADS_DIR are moved in when
 * the database is prepared (scripts/lib/database.ts), not here: see legacy-uploads.server.ts.
 *
 * The bytes column is `bytea` on PostgreSQL, which knows no `blob`, and `blob` on SQLite: SQLite
 * would take the name `bytea` too, but give the column numeric affinity instead of none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytesType = speaksPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .createTable('upload')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', bytesType, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload').execute();
}
