import { sql, type Kysely } from 'kysely';

/*
 * Goals by page (decision 082, amended): a page filter of the audience screen counts the goals of
 * the visits that had seen the page by the time they reached the goal (the page the goal was
 * reached on included). The goal rollup has no page, so a fourth rollup holds them: day × goal ×
 * page seen × the visit's columns. Rolled days are filled from their raw events, which are kept
 * 13 months while the rollups began on 2026-11-29: every rolled day still has them. With it, the
 * indexes that page-filtered reads need (the page rollup and the visits entered on a page).
 */

/** The visit's columns as this migration left them (0044 reads the same). */
export const visitColumns = [
  'entry_page',
  'entry_locale',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('analytics_goal_page_day')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull());
  for (const column of visitColumns) table = table.addColumn(column, 'text', (c) => c.notNull());
  await table
    .addColumn('completions', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_goal_page_day_path')
    .on('analytics_goal_page_day')
    .columns(['path', 'day'])
    .execute();
  await db.schema
    .createIndex('analytics_page_day_path')
    .on('analytics_page_day')
    .columns(['path', 'day'])
    .execute();
  await db.schema
    .createIndex('analytics_visit_day_entry_page')
    .on('analytics_visit_day')
    .columns(['entry_page', 'day'])
    .execute();

  // A goal event counts once for each page its visit had seen by then (its own page included).
  const goalColumns = sql.join(visitColumns.map((column) => sql.ref(`g.${column}`)));
  await sql`
    insert into analytics_goal_page_day
      (day, goal, path, ${sql.join(visitColumns.map((column) => sql.ref(column)))},
       completions, visitors)
    select g.day, g.kind, seen.path, ${goalColumns}, count(*), count(distinct g.visit)
    from analytics_event g
    join (
      select day, visit, path, min(occurred_at) as first_at
      from analytics_event
      where path <> '' and day in (select day from analytics_rolled_day)
      group by day, visit, path
    ) seen on seen.day = g.day and seen.visit = g.visit and seen.first_at <= g.occurred_at
    where g.kind <> 'pageview' and g.day in (select day from analytics_rolled_day)
    group by g.day, g.kind, seen.path, ${goalColumns}
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('analytics_visit_day_entry_page').execute();
  await db.schema.dropIndex('analytics_page_day_path').execute();
  await db.schema.dropTable('analytics_goal_page_day').execute();
}
