import { sql, type Kysely } from 'kysely';

/**
 * When each language's text was last changed (issue 29, translation status): a translation
 * whose time is before its French text's is older than its source — the French was edited after
 * it. The five translated kinds that had no such time get one; posts' translations already do.
 * Existing texts take their record's last change, so nothing reads as outdated on the day of the
 * migration; from then on a save moves a language's time only when that language's text changes.
 */
const textTables = [
  { table: 'service_translation', owner: 'service', column: 'service_id' },
  { table: 'testimonial_translation', owner: 'testimonial', column: 'testimonial_id' },
  { table: 'contact_service_translation', owner: 'contact_service', column: 'contact_service_id' },
  { table: 'faq_entry_translation', owner: 'faq_entry', column: 'faq_entry_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, owner, column } of [...textTables]) {
    await db.schema
      .alterTable(table)
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set updated_at = coalesce((select ${sql.ref(`${owner}.updated_at`)} from ${sql.table(owner)} where ${sql.ref(`${owner}.id`)} = ${sql.ref(`${table}.${column}`)}), '')`.execute(
      db,
    );
  }
  await db.schema
    .alterTable('site_settings_translation')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update site_settings_translation set updated_at = coalesce((select updated_at from site_settings where id = 1), '')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...textTables.map((text) => text.table), 'site_settings_translation'])
    await db.schema.alterTable(table).dropColumn('updated_at').execute();
}
