import type { Kysely } from 'kysely';

/*
 * Every lead carries its source (issue 31, decision 077): a contact request and a newsletter
 * sign-up keep the visit they came from — entry page and its language, referring site, the five
 * UTM values, the pages seen before the form (a JSON list of paths) — and `source_origin`, where
 * that was learnt: 'visit' (the beacon's events of the same visit) or 'request' (only the form's
 * own request: JavaScript off, beacon blocked, another day). Rows from before know nothing: ''.
 */
const leadTables = ['contact', 'newsletter_subscriber'] as const;

const textColumns = [
  'source_origin',
  'source_entry_page',
  'source_locale',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of leadTables) {
    for (const column of textColumns)
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    await db.schema
      .alterTable(table)
      .addColumn('source_pages', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of leadTables)
    for (const column of [...textColumns, 'source_pages'])
      await db.schema.alterTable(table).dropColumn(column).execute();
}
