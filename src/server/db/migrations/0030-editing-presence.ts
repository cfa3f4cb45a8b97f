import type { Kysely } from 'kysely';

/**
 * Who has a document open in the admin (issue 30: "two editors on one document see who else is
 * editing"): one row per document and signed-in person, refreshed while their screen is open and
 * removed when they leave it. Rows not refreshed for an hour are deleted by the next refresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('editing_presence')
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_label', 'text', (c) => c.notNull())
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('editing_presence_pk', ['document', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('editing_presence').execute();
}
