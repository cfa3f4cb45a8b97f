import type { Kysely } from 'kysely';

/**
 * The media library (issue 33): what each upload needs beyond its bytes. `file_name` is the name
 * the uploader's file had (shown and searched, never used to serve it), `uploaded_by` the staff
 * member's e-mail, `source_hash` the SHA-256 of the bytes as sent (the same file sent again is
 * offered as the image already stored), `focal_x`/`focal_y` the point a crop keeps, in percent of
 * the width and height. Images stored before have no name, uploader or hash: they stay usable and
 * are simply never found as duplicates.
 *
 * `upload_translation` holds an image's alt text and caption per language; French is the one
 * every other language falls back to, so an image is "described" once its French alt is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('upload')
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('upload').addColumn('uploaded_by', 'text').execute();
  await db.schema.alterTable('upload').addColumn('source_hash', 'text').execute();
  await db.schema
    .alterTable('upload')
    .addColumn('focal_x', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .alterTable('upload')
    .addColumn('focal_y', 'integer', (c) => c.notNull().defaultTo(50))
    .execute();
  await db.schema
    .createIndex('upload_source_hash_idx')
    .on('upload')
    .column('source_hash')
    .execute();
  await db.schema
    .createTable('upload_translation')
    .addColumn('upload_name', 'text', (c) =>
      c.notNull().references('upload.name').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_translation_pk', ['upload_name', 'locale'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_translation').execute();
  await db.schema.dropIndex('upload_source_hash_idx').execute();
  for (const column of ['focal_y', 'focal_x', 'source_hash', 'uploaded_by', 'file_name'])
    await db.schema.alterTable('upload').dropColumn(column).execute();
}
