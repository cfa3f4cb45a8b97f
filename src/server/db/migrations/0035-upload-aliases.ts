import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * Replacing an image's file (issue 33, decision 074): the new bytes get a new name, and the old
 * name stays an alias of the image that replaced it, so old URLs (sent letters, versions,
 * outside links) show the current image. `upload_alias.name` is an old upload name,
 * `upload_name` the upload it now shows (always the latest: a second replacement moves the
 * older aliases too); deleting the image deletes its aliases. `upload.replaced_at` and
 * `replaced_by` say when and by whom its file was last replaced (its first upload's time and
 * uploader stay in `created_at` and `uploaded_by`).
 *
 * On PostgreSQL a new or moved alias is announced on `content_change` with the kind `media`
 * (decision 020): every instance drops the images next/image optimized from the old bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload').addColumn('replaced_at', 'text').execute();
  await db.schema.alterTable('upload').addColumn('replaced_by', 'text').execute();
  await db.schema
    .createTable('upload_alias')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('upload_name', 'text', (c) =>
      c.notNull().references('upload.name').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_alias_upload_name_idx')
    .on('upload_alias')
    .column('upload_name')
    .execute();
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_media_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "media"}');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger media_change_notify
    after insert or update on upload_alias
    for each row execute function notify_media_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_alias').execute();
  if (speaksPostgres(db)) await sql`drop function if exists notify_media_change()`.execute(db);
  for (const column of ['replaced_by', 'replaced_at'])
    await db.schema.alterTable('upload').dropColumn(column).execute();
}
