import type { CreateTableBuilder, Kysely } from 'kysely';

/*
 * Cookie-free audience counting (issue 31, decision 077). A visit is one day's hash of (that
 * day's random salt, address, User-Agent, site): the salt table holds today's only. Raw events
 * keep what a visit's page views and goals were; three daily rollups keep the same figures
 * forever once a day is over, each row additive over every column it is grouped by.
 */

/** What a visit is known by from its first page view: the same on each of its events. */
function withVisitColumns<Name extends string>(table: CreateTableBuilder<Name, never>) {
  return table
    .addColumn('entry_page', 'text', (c) => c.notNull())
    .addColumn('entry_locale', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text', (c) => c.notNull())
    .addColumn('utm_medium', 'text', (c) => c.notNull())
    .addColumn('utm_campaign', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull());
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_salt')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  await withVisitColumns(
    db.schema
      .createTable('analytics_event')
      .addColumn('occurred_at', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('visit', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull()),
  )
    .addColumn('utm_term', 'text', (c) => c.notNull())
    .addColumn('utm_content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_event_day')
    .on('analytics_event')
    .columns(['day', 'kind'])
    .execute();
  await db.schema
    .createIndex('analytics_event_visit')
    .on('analytics_event')
    .columns(['visit', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('analytics_event_time')
    .on('analytics_event')
    .column('occurred_at')
    .execute();

  await db.schema
    .createTable('analytics_rolled_day')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('rolled_at', 'text', (c) => c.notNull())
    .execute();

  await withVisitColumns(
    db.schema.createTable('analytics_visit_day').addColumn('day', 'text', (c) => c.notNull()),
  )
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addColumn('pageviews', 'integer', (c) => c.notNull())
    .addColumn('bounces', 'integer', (c) => c.notNull())
    .execute();
  await withVisitColumns(
    db.schema
      .createTable('analytics_page_day')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull()),
  )
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .execute();
  await withVisitColumns(
    db.schema
      .createTable('analytics_goal_day')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('goal', 'text', (c) => c.notNull()),
  )
    .addColumn('completions', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .execute();
  for (const table of ['analytics_visit_day', 'analytics_page_day', 'analytics_goal_day']) {
    await db.schema.createIndex(`${table}_day`).on(table).column('day').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_goal_day',
    'analytics_page_day',
    'analytics_visit_day',
    'analytics_rolled_day',
    'analytics_event',
    'analytics_salt',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
