import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * A replaced image's file is announced as `media-file` as well as `media` (decision 074): every
 * instance drops the optimized images (tagged `media-file`) and redraws crops and social cards
 * (`media`), while an alt text or focal point edit, announced as `media` alone, leaves the
 * encoded images in place. Replaces 0035's trigger function, which said `media` only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!speaksPostgres(db)) return;
  await sql`
    create or replace function notify_media_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "media"}');
      perform pg_notify('content_change', '{"kind": "media-file"}');
      return null;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!speaksPostgres(db)) return;
  await sql`
    create or replace function notify_media_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "media"}');
      return null;
    end
    $$`.execute(db);
}
