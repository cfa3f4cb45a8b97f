import { sql, type Kysely } from 'kysely';
import { visitColumns } from './0043-goals-by-page';

/*
 * Monthly copies of the four daily rollups (decision 087): the audience screen reads a period's
 * whole months from them and only its ragged ends from the daily rows, so a 12-month screen sums
 * about twelve months' rows instead of 365 days'. A month's rows are the sum of its rolled days'
 * rows, rewritten by the rollup of each of its days; here they are filled from the daily rows
 * already written. `analytics_rolled_month` is what two rollups of the same month queue on.
 */

/**
 * Each monthly table: its daily rollup, the columns it groups by, the counts it sums, and the
 * page column a page filter reads it by (indexed with the month, as 0043 did for the days).
 */
const monthlyRollups = [
  [
    'analytics_visit_month',
    'analytics_visit_day',
    visitColumns,
    ['visits', 'pageviews', 'bounces'],
    'entry_page',
  ],
  [
    'analytics_page_month',
    'analytics_page_day',
    ['path', 'locale', ...visitColumns],
    ['views', 'visitors'],
    'path',
  ],
  [
    'analytics_goal_month',
    'analytics_goal_day',
    ['goal', ...visitColumns],
    ['completions', 'visitors'],
    undefined,
  ],
  [
    'analytics_goal_page_month',
    'analytics_goal_page_day',
    ['goal', 'path', ...visitColumns],
    ['completions', 'visitors'],
    'path',
  ],
] as const;

const refs = (columns: readonly string[]) => sql.join(columns.map((column) => sql.ref(column)));
const month = sql`substr(day, 1, 7)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_rolled_month')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('rolled_at', 'text', (c) => c.notNull())
    .execute();
  for (const [monthly, daily, keys, counts, page] of monthlyRollups) {
    let table = db.schema.createTable(monthly).addColumn('month', 'text', (c) => c.notNull());
    for (const key of keys) table = table.addColumn(key, 'text', (c) => c.notNull());
    for (const counted of counts) table = table.addColumn(counted, 'integer', (c) => c.notNull());
    await table.execute();
    await db.schema.createIndex(`${monthly}_month`).on(monthly).column('month').execute();
    if (page)
      await db.schema
        .createIndex(`${monthly}_${page}`)
        .on(monthly)
        .columns([page, 'month'])
        .execute();
    await sql`
      insert into ${sql.table(monthly)} (month, ${refs(keys)}, ${refs(counts)})
      select ${month}, ${refs(keys)},
        ${sql.join(counts.map((counted) => sql`sum(${sql.ref(counted)})`))}
      from ${sql.table(daily)}
      group by ${month}, ${refs(keys)}
    `.execute(db);
  }
  await sql`
    insert into analytics_rolled_month (month, rolled_at)
    select ${month}, max(rolled_at) from analytics_rolled_day group by ${month}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [monthly] of monthlyRollups) await db.schema.dropTable(monthly).execute();
  await db.schema.dropTable('analytics_rolled_month').execute();
}
