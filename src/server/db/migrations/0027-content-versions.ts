import type { Kysely } from 'kysely';

/**
 * Versions of what editors change (issue 30, decision 064): each save that changes a document
 * keeps the whole document as it then was (`snapshot`, JSON), numbered per document, with who
 * and what (`save`, `restore`, `import`; `before` for the state the first save replaced). One
 * table for every kind, keyed by the kind and the document's own key, so a kind joins by
 * recording its snapshots. Nothing is announced: versions are read by the admin only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_version_pk', ['kind', 'document', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
