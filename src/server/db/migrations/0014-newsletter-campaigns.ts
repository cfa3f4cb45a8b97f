import { sql, type Kysely } from 'kysely';
import { speaksPostgres } from '../speaks-postgres';

/**
 * Newsletter campaigns (issue 15, decision 026):
 * - `newsletter_campaign` and its text per language (`newsletter_campaign_translation`): subject,
 *   preheader and Markdown body; the mail as rendered when sending begins is frozen beside it.
 * - The outbox learns which campaign a mail belongs to (`campaign_id`), with one mail per
 *   subscriber per campaign enforced by a unique key; the values that personalise a campaign mail
 *   rendered once per language (`body_values`); and which worker claimed a mail (`claimed_by`),
 *   so a restarted instance takes back the claims its killed predecessor left.
 * - `mail_pace`: the shared throttle of a lane (NEWSLETTER_PER_MINUTE for campaigns).
 * - Subscribers gain the `bounced` state (a permanent SMTP refusal), when and why, and where
 *   their consent comes from (`sign-up`, `import` with a confirmation mail, `import-attested`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_campaign')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`),
    )
    .addColumn('slug', 'text', (c) => c.unique())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_post_id', 'text')
    .addColumn('scheduled_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unsubscribed_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_campaign_status')
    .on('newsletter_campaign')
    .columns(['status', 'scheduled_at'])
    .execute();

  await db.schema
    .createTable('newsletter_campaign_translation')
    .addColumn('campaign_id', 'text', (c) =>
      c.notNull().references('newsletter_campaign.id').onDelete('cascade'),
    )
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('preheader', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mail_text', 'text')
    .addColumn('mail_html', 'text')
    .addPrimaryKeyConstraint('newsletter_campaign_translation_pk', ['campaign_id', 'locale'])
    .execute();

  await db.schema
    .alterTable('outbox')
    .addColumn('campaign_id', 'text', (c) => c.references('newsletter_campaign.id'))
    .execute();
  await db.schema.alterTable('outbox').addColumn('body_values', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  // NULLs are distinct in a unique index on both engines: mails of no campaign are not limited.
  await db.schema
    .createIndex('outbox_campaign_subscriber')
    .on('outbox')
    .columns(['campaign_id', 'subscriber_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('outbox_campaign_status')
    .on('outbox')
    .columns(['campaign_id', 'status'])
    .execute();

  await db.schema
    .createTable('mail_pace')
    .addColumn('lane', 'text', (c) => c.primaryKey())
    .addColumn('next_slot', 'double precision', (c) => c.notNull())
    .execute();

  await allowBouncedSubscribers(db);
  await db.schema.alterTable('newsletter_subscriber').addColumn('bounced_at', 'text').execute();
  await db.schema.alterTable('newsletter_subscriber').addColumn('bounce_reason', 'text').execute();
  await db.schema
    .alterTable('newsletter_subscriber')
    .addColumn('consent', 'text', (c) => c.notNull().defaultTo('sign-up'))
    .execute();
  await db.schema
    .createIndex('newsletter_subscriber_status_locale')
    .on('newsletter_subscriber')
    .columns(['status', 'locale'])
    .execute();
}

const subscriberStates = sql`status in ('pending', 'confirmed', 'unsubscribed', 'bounced')`;

/**
 * Widens the state check of `newsletter_subscriber` to `bounced`. PostgreSQL replaces the
 * constraint. SQLite cannot alter a check: the table is rebuilt the way its documentation
 * prescribes (new table, copy, drop, rename), foreign keys off meanwhile so that dropping the old
 * table does not cascade into the outbox, whose references name the table and so point at the
 * new one once renamed, and with the old table's indexes made again. SQLite runs migrations
 * outside a transaction (Kysely), where the pragma takes effect.
 */
async function allowBouncedSubscribers(db: Kysely<unknown>): Promise<void> {
  if (speaksPostgres(db)) {
    await sql`alter table newsletter_subscriber drop constraint newsletter_subscriber_status_check`.execute(
      db,
    );
    await sql`alter table newsletter_subscriber add constraint newsletter_subscriber_status_check check (${subscriberStates})`.execute(
      db,
    );
    return;
  }
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.schema
      .createTable('newsletter_subscriber_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(subscriberStates))
      .addColumn('ip_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmation_sent_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('unsubscribed_at', 'text')
      .execute();
    await sql`insert into newsletter_subscriber_next (id, email, locale, status, ip_hash, created_at, confirmation_sent_at, confirmed_at, unsubscribed_at)
      select id, email, locale, status, ip_hash, created_at, confirmation_sent_at, confirmed_at, unsubscribed_at from newsletter_subscriber`.execute(
      db,
    );
    // The indexes earlier migrations made go with the old table: each is made again, as it was.
    const { rows: indexes } = await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'index' and tbl_name = 'newsletter_subscriber' and sql is not null`.execute(db);
    await db.schema.dropTable('newsletter_subscriber').execute();
    await sql`alter table newsletter_subscriber_next rename to newsletter_subscriber`.execute(db);
    for (const index of indexes) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0)
      throw new Error(
        `foreign keys broken by the subscriber table's rebuild: ${broken.rows.length}`,
      );
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('newsletter_subscriber_status_locale').execute();
  for (const column of ['consent', 'bounce_reason', 'bounced_at'])
    await db.schema.alterTable('newsletter_subscriber').dropColumn(column).execute();
  await db.schema.dropTable('mail_pace').execute();
  await db.schema.dropIndex('outbox_campaign_status').execute();
  await db.schema.dropIndex('outbox_campaign_subscriber').execute();
  for (const column of ['claimed_by', 'body_values', 'campaign_id'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  await db.schema.dropTable('newsletter_campaign_translation').execute();
  await db.schema.dropTable('newsletter_campaign').execute();
}
