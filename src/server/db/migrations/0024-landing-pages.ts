import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The landing pages (/services/{slug}) become content the agency edits (issue 29):
 * `landing_page` (its address, kind, the place it serves, its regional hreflang entries as JSON,
 * its place in the services page's link lists, and a version every save raises, so a save made
 * from an older copy is refused) and `landing_page_translation` (per language: the lines, the
 * lists as JSON — feature cards, paragraphs, a country page's blocks — and `updated_at`, the
 * last save of that language's text, which the translation status compares with the French).
 *
 * On PostgreSQL both tables announce their changes on `content_change` with the kind `landing`
 * (decision 020), so every instance's pages, sitemap and links show them within a second.
 */
const announcedTables = ['landing_page', 'landing_page_translation'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('landing_page')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('area_served', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('regional_alternates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('landing_page_translation')
    .addColumn('landing_page_id', 'text', (c) =>
      c.notNull().references('landing_page.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('hero_title', 'text', (c) => c.notNull())
    .addColumn('hero_description', 'text', (c) => c.notNull())
    .addColumn('section_title', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('landing_page_translation_pk', ['landing_page_id', 'locale'])
    .execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_landing_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "landing"}');
      return null;
    end
    $$`.execute(db);
  for (const table of announcedTables)
    await sql`
      create trigger landing_change_notify
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_landing_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['landing_page_translation', 'landing_page'])
    await db.schema.dropTable(table).execute();
  if (speaksPostgres(db)) await sql`drop function if exists notify_landing_change()`.execute(db);
}
