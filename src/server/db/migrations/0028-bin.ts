import type { Kysely } from 'kysely';

/**
 * The bin (issue 30, decision 065): a deleted document kept whole for 30 days, so an editor can
 * bring it back. One table for every kind, keyed by the kind and the document's own key; the
 * title is kept apart so the bin's list needs no JSON; the purge reads `deleted_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bin')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addPrimaryKeyConstraint('bin_pk', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('bin_deleted').on('bin').columns(['kind', 'deleted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bin').execute();
}
