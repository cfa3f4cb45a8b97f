import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The database announces every committed change of what public pages show (decision 020): on
 * PostgreSQL, a trigger on each content table sends `pg_notify('content_change', payload)`,
 * which PostgreSQL delivers to every listening instance when the transaction commits, never for
 * one rolled back, and once per distinct payload per transaction. The payload is JSON naming
 * the kind of content (the cache tag), e.g. `{"kind": "blog"}`, plus `"at"` for a post saved as
 * published later, so every instance also knows when it appears.
 *
 * On SQLite it does nothing: one machine, one instance, which records its own changes.
 */

/** Each table pages read from, and the kind of content (cache tag) a change of it refreshes. */
const kindOfTable = {
  post: 'blog',
  post_translation: 'blog',
  service: 'services',
  service_translation: 'services',
  testimonial: 'testimonials',
  testimonial_translation: 'testimonials',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!speaksPostgres(db)) return;
  // `published_at` is ISO-8601 UTC text (schema.ts); compared as text the way the app's own
  // visibility rule compares it (byte order, whatever the database's collation), so a malformed
  // value can never make a save fail here.
  await sql`
    create function notify_content_change() returns trigger language plpgsql as $$
    declare
      payload jsonb := jsonb_build_object('kind', tg_argv[0]);
      post jsonb;
    begin
      if tg_table_name = 'post' and tg_op <> 'DELETE' then
        post := to_jsonb(new);
        if post ->> 'status' = 'published' and (post ->> 'published_at') collate "C" >
            to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') then
          payload := payload || jsonb_build_object('at', post ->> 'published_at');
        end if;
      end if;
      perform pg_notify('content_change', payload::text);
      return null;
    end
    $$`.execute(db);
  for (const [table, kind] of Object.entries(kindOfTable)) {
    await sql`
      create trigger content_change_notify
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_content_change(${sql.lit(kind)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!speaksPostgres(db)) return;
  for (const table of Object.keys(kindOfTable))
    await sql`drop trigger if exists content_change_notify on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists notify_content_change()`.execute(db);
}
