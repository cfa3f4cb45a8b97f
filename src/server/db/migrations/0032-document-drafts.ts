import type { Kysely } from 'kysely';

/**
 * Drafts of the documents edited through one form (issue 30, decision 071): services,
 * testimonials, the contact form's services, FAQ entries, landing pages, the site settings, the
 * edits of a published article. One working copy per document, apart from what is published: the
 * form's values as the editor left them (a draft may be incomplete; its publish checks it like a
 * save), `base` the published state it was drawn from (the kind's conflict token: a version
 * number or a time of last save), `revision` +1 on each save (a save from an older form is
 * refused). No change announcement: no public page reads drafts outside a staff preview.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_draft')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by_id', 'text')
    .addColumn('updated_by_email', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_draft_pk', ['kind', 'document'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_draft').execute();
}
