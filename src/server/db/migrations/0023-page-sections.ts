import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The pages made of sections become content (issue 29, decision 047): `page_section` (one row per
 * page and section of its code-defined list: hidden or shown, and a version every save raises, so
 * a save made from an older copy is refused) and `page_section_translation` (the section's
 * content in one language, as JSON checked against the section's schema on every read and write,
 * with the time that language was last saved).
 *
 * On PostgreSQL both tables announce their changes on `content_change` with the kind `pages`
 * (decision 020), so every instance shows the pages as they are. On SQLite, one instance records
 * its own changes.
 */
const announcedTables = ['page_section', 'page_section_translation'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_section')
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_section_pk', ['page', 'section'])
    .execute();
  await db.schema
    .createTable('page_section_translation')
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_section_translation_pk', ['page', 'section', 'locale'])
    .addForeignKeyConstraint(
      'page_section_translation_section_fk',
      ['page', 'section'],
      'page_section',
      ['page', 'section'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_pages_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "pages"}');
      return null;
    end
    $$`.execute(db);
  for (const table of announcedTables)
    await sql`
      create trigger pages_change_notify
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_pages_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['page_section_translation', 'page_section'])
    await db.schema.dropTable(table).execute();
  if (speaksPostgres(db)) await sql`drop function if exists notify_pages_change()`.execute(db);
}
