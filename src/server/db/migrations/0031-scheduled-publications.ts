import type { Kysely } from 'kysely';

/**
 * Scheduled publications (issue 30, decision 070): one row per document whose draft is to go
 * live at a time, for every kind that has drafts (`kind` 'page-section' today, `document` its
 * key within the kind, e.g. 'home/hero'); scheduling it again replaces the row. `state` is
 * 'pending' until the background pass publishes it ('published') or the publish is refused
 * ('missed', `reason` the refusal). No foreign key: the kinds keep their documents in their own
 * tables, and a schedule whose document is gone is missed ('missing'). No change announcement:
 * the publish itself writes the document's tables, whose triggers announce it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_publication')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reason', 'text')
    .addColumn('scheduled_by_id', 'text', (c) => c.notNull())
    .addColumn('scheduled_by_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addPrimaryKeyConstraint('scheduled_publication_pk', ['kind', 'document'])
    .execute();
  // The pass's question every 15 s: which pending schedules are due, and when is the next one.
  await db.schema
    .createIndex('scheduled_publication_due')
    .on('scheduled_publication')
    .columns(['state', 'publish_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_publication').execute();
}
