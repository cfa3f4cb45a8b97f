import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * Old public URLs kept alive (issue 14 §1, decision 023): a path in one language answers 308 to
 * its new path in that language, or 410 when its page is gone for good. One row per (path,
 * language); `to_path` is always the final target (chains are collapsed when written).
 *
 * On PostgreSQL a change of what a redirect says is announced on migration 0010's channel as
 * the kind `redirects`, so every instance reloads its table; counting a hit is not announced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('redirect')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_path', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('to_path', 'text')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_hit_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('redirect_from_locale', ['from_path', 'locale'])
    .execute();
  await db.schema.createIndex('redirect_to_path').on('redirect').columns(['to_path']).execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_redirect_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "redirects"}');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger redirect_change_notify
    after insert or delete or update of from_path, locale, to_path, status on redirect
    for each row execute function notify_redirect_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redirect').execute();
  if (speaksPostgres(db)) await sql`drop function if exists notify_redirect_change()`.execute(db);
}
