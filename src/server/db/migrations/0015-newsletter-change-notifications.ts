import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The newsletter archive and the campaigns' web versions are public pages of the content kind
 * `newsletter` (decision 026). On PostgreSQL a campaign whose state changes (a send begins, ends
 * or is cancelled) or that is deleted is announced on `content_change`, the channel of decision
 * 020, so every instance shows it at once. Only a change of state: the counters move with every
 * mail delivered and change nothing public. A function of its own, so that this migration and
 * 0010 come and go independently. On SQLite, nothing to do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!speaksPostgres(db)) return;
  await sql`
    create function notify_newsletter_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('content_change', '{"kind": "newsletter"}');
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger newsletter_change_notify
    after update of status on newsletter_campaign
    for each row when (old.status is distinct from new.status)
    execute function notify_newsletter_change()`.execute(db);
  await sql`
    create trigger newsletter_delete_notify
    after delete on newsletter_campaign
    for each row execute function notify_newsletter_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!speaksPostgres(db)) return;
  await sql`drop trigger if exists newsletter_delete_notify on newsletter_campaign`.execute(db);
  await sql`drop trigger if exists newsletter_change_notify on newsletter_campaign`.execute(db);
  await sql`drop function if exists notify_newsletter_change()`.execute(db);
}
