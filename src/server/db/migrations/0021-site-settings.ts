import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The agency's site settings become content the admin edits (issue 29, decision 045): one row
 * of typed columns (`site_settings`, id 1) with a `version` a save must name, so two admins
 * saving at once cannot overwrite each other silently, and the texts that depend on the
 * language (the address as a visitor reads it, the office hours) in `site_settings_translation`,
 * one row per language. The seed writes the row from the environment on first start; from then
 * on the database wins.
 *
 * On PostgreSQL both tables announce their changes on `content_change` with the kind `settings`
 * (decision 020), through a function of their own (like 0019's), so every instance's pages show
 * the settings as saved. On SQLite, one instance records its own changes.
 */
const announcedTables = ['site_settings', 'site_settings_translation'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('site_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('whatsapp_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('booking_url', 'text', (c) => c.notNull())
    .addColumn('social_linkedin', 'text')
    .addColumn('social_instagram', 'text')
    .addColumn('social_facebook', 'text')
    .addColumn('social_x', 'text')
    .addColumn('social_youtube', 'text')
    .addColumn('voice_widget', 'integer', (c) => c.notNull())
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('projects', 'integer', (c) => c.notNull())
    .addColumn('clients', 'integer', (c) => c.notNull())
    .addColumn('satisfaction', 'integer', (c) => c.notNull())
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('site_settings_translation')
    .addColumn('locale', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('office_hours', 'text', (c) => c.notNull())
    .execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_settings_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "settings"}');
      return null;
    end
    $$`.execute(db);
  for (const table of announcedTables)
    await sql`
      create trigger settings_change_notify
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_settings_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['site_settings_translation', 'site_settings'])
    await db.schema.dropTable(table).execute();
  if (speaksPostgres(db)) await sql`drop function if exists notify_settings_change()`.execute(db);
}
