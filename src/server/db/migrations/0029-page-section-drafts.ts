import type { Kysely } from 'kysely';

/**
 * Drafts of the pages made of sections (issue 30, decision 068): one working copy per section,
 * apart from what is published, so an editor's saves reach no visitor until "Publish". The
 * content is one JSON object (language → that language's content) because a draft is read and
 * written whole; `base_version` is the published version the draft was drawn from (a publish
 * on a section published since is refused), `revision` rises with each save of the draft (a
 * save from an older form is refused). No change announcement: no public page reads drafts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_section_draft')
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by_id', 'text')
    .addColumn('updated_by_email', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_section_draft_pk', ['page', 'section'])
    .addForeignKeyConstraint(
      'page_section_draft_section_fk',
      ['page', 'section'],
      'page_section',
      ['page', 'section'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_section_draft').execute();
}
