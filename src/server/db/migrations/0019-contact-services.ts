import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The contact form's service list becomes content the agency edits (issue 36 §5), a translated
 * content kind like services: `contact_service` (the value a request stores, its order, shown or
 * not) and `contact_service_translation` (its label per language). A request keeps only the
 * value, so when an option is deleted its labels are kept in `contact_service_removed`: old
 * requests still read as the label the option last had (decision 035).
 *
 * On PostgreSQL the two content tables announce their changes on `content_change` with the kind
 * `contact-services` (decision 020), so every instance's contact page shows the list as it is:
 * a function of its own (like 0015's), so that this migration and 0010 come and go independently.
 * On SQLite, one instance records its own changes.
 */
const announcedTables = ['contact_service', 'contact_service_translation'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_service')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('contact_service_translation')
    .addColumn('contact_service_id', 'text', (c) =>
      c.notNull().references('contact_service.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('contact_service_translation_pk', ['contact_service_id', 'locale'])
    .execute();
  await db.schema
    .createTable('contact_service_removed')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('labels', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_contact_services_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "contact-services"}');
      return null;
    end
    $$`.execute(db);
  for (const table of announcedTables)
    await sql`
      create trigger contact_services_change_notify
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_contact_services_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_service_removed', 'contact_service_translation', 'contact_service'])
    await db.schema.dropTable(table).execute();
  if (speaksPostgres(db))
    await sql`drop function if exists notify_contact_services_change()`.execute(db);
}
