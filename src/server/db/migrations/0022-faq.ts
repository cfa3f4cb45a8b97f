import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The FAQ becomes content the agency edits (issue 29): `faq_entry` (its category, and a version
 * that every save raises, so a save made from an older copy is refused rather than overwriting
 * another editor's), `faq_entry_translation` (question, Markdown answer and keywords per
 * language; a language without its text shows the French one) and `faq_placement` (which pages
 * show the entry, and where on each).
 *
 * On PostgreSQL the three tables announce their changes on `content_change` with the kind `faq`
 * (decision 020), so every instance's pages show the FAQ as it is; a function of its own, so this
 * migration comes and goes independently. On SQLite, one instance records its own changes.
 */
const announcedTables = ['faq_entry', 'faq_entry_translation', 'faq_placement'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_entry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('faq_entry_translation')
    .addColumn('faq_entry_id', 'text', (c) =>
      c.notNull().references('faq_entry.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_entry_translation_pk', ['faq_entry_id', 'locale'])
    .execute();
  await db.schema
    .createTable('faq_placement')
    .addColumn('faq_entry_id', 'text', (c) =>
      c.notNull().references('faq_entry.id').onDelete('cascade'),
    )
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_placement_pk', ['faq_entry_id', 'page'])
    .execute();
  await db.schema
    .createIndex('faq_placement_page')
    .on('faq_placement')
    .columns(['page', 'position'])
    .execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_faq_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "faq"}');
      return null;
    end
    $$`.execute(db);
  for (const table of announcedTables)
    await sql`
      create trigger faq_change_notify
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_faq_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['faq_placement', 'faq_entry_translation', 'faq_entry'])
    await db.schema.dropTable(table).execute();
  if (speaksPostgres(db)) await sql`drop function if exists notify_faq_change()`.execute(db);
}
