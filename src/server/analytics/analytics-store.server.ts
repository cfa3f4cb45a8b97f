import 'server-only';
import type { Kysely } from 'kysely';
import type { AnalyticsEventTable, AnalyticsVisitColumns, Database } from '@/server/db/schema';

/*
 * Every query of the audience counting (decision 077), here and nowhere else: moving the raw
 * events and rollups to a column store (ClickHouse) later means rewriting this module only.
 */

export type AnalyticsEventRow = AnalyticsEventTable;

/** The columns a visit is known by, in every table that groups by them. */
export const visitColumns = [
  'entry_page',
  'entry_locale',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
] as const satisfies readonly (keyof AnalyticsVisitColumns)[];

export async function insertSaltUnlessPresent(
  db: Kysely<Database>,
  day: string,
  salt: string,
): Promise<void> {
  await db
    .insertInto('analytics_salt')
    .values({ day, salt })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
}

export async function readSalt(db: Kysely<Database>, day: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('analytics_salt')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.salt;
}

export async function deleteSaltsBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('analytics_salt').where('day', '<', day).execute();
}

/** Events written in one statement: a batch stays below both databases' parameter limits. */
export const maxEventsPerInsert = 500;

export async function insertEvents(
  db: Kysely<Database>,
  rows: readonly AnalyticsEventRow[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('analytics_event')
      .values([...rows])
      .execute();
}

/** What a visit is known by, from its first event, or undefined when it has none yet. */
export async function readVisitColumns(
  db: Kysely<Database>,
  visit: string,
): Promise<AnalyticsVisitColumns | undefined> {
  return db
    .selectFrom('analytics_event')
    .select(visitColumns)
    .where('visit', '=', visit)
    .orderBy('occurred_at')
    .limit(1)
    .executeTakeFirst();
}

/** A visit's events of one day, first first: what a lead's source is read from. */
export async function readVisitEvents(
  db: Kysely<Database>,
  visit: string,
  day: string,
): Promise<AnalyticsEventRow[]> {
  return db
    .selectFrom('analytics_event')
    .selectAll()
    .where('visit', '=', visit)
    .where('day', '=', day)
    .orderBy('occurred_at')
    .limit(500)
    .execute();
}

/** Days before `day` that have raw events and no rollups yet, oldest first. */
export async function daysToRollUp(db: Kysely<Database>, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('analytics_event')
    .select('day')
    .distinct()
    .where('day', '<', day)
    .where('day', 'not in', (eb) => eb.selectFrom('analytics_rolled_day').select('day'))
    .orderBy('day')
    .execute();
  return rows.map((row) => row.day);
}

/**
 * Writes one whole day's rollups from its raw events, once: the day is claimed first in the same
 * transaction, so of two instances racing, the second waits on the claim's key and then finds
 * the day taken (false). Every rollup row is additive over its columns: visits by what a visit
 * is known by, page views by page and language, goals by goal.
 */
export async function rollUpDay(db: Kysely<Database>, day: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('analytics_rolled_day')
      .values({ day, rolled_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const pageViews = trx
      .selectFrom('analytics_event')
      .where('day', '=', day)
      .where('kind', '=', 'pageview');
    const viewsPerVisit = pageViews
      .select(['day', 'visit', ...visitColumns, (eb) => eb.fn.countAll<number>().as('views')])
      .groupBy(['day', 'visit', ...visitColumns]);
    await trx
      .insertInto('analytics_visit_day')
      .columns(['day', ...visitColumns, 'visits', 'pageviews', 'bounces'])
      .expression(
        trx
          .selectFrom(viewsPerVisit.as('per_visit'))
          .select((eb) => [
            'day',
            ...visitColumns,
            eb.fn.countAll<number>().as('visits'),
            eb.fn.sum<number>('views').as('pageviews'),
            eb.fn.sum<number>(eb.case().when('views', '=', 1).then(1).else(0).end()).as('bounces'),
          ])
          .groupBy(['day', ...visitColumns]),
      )
      .execute();
    await trx
      .insertInto('analytics_page_day')
      .columns(['day', 'path', 'locale', ...visitColumns, 'views', 'visitors'])
      .expression(
        pageViews
          .select((eb) => [
            'day',
            'path',
            'locale',
            ...visitColumns,
            eb.fn.countAll<number>().as('views'),
            eb.fn.count<number>('visit').distinct().as('visitors'),
          ])
          .groupBy(['day', 'path', 'locale', ...visitColumns]),
      )
      .execute();
    await trx
      .insertInto('analytics_goal_day')
      .columns(['day', 'goal', ...visitColumns, 'completions', 'visitors'])
      .expression(
        trx
          .selectFrom('analytics_event')
          .where('day', '=', day)
          .where('kind', '!=', 'pageview')
          .select((eb) => [
            'day',
            eb.ref('kind').as('goal'),
            ...visitColumns,
            eb.fn.countAll<number>().as('completions'),
            eb.fn.count<number>('visit').distinct().as('visitors'),
          ])
          .groupBy(['day', 'kind', ...visitColumns]),
      )
      .execute();
    return true;
  });
}

/** Deletes raw events older than `cutoff` (ISO): their days' rollups stay. */
export async function purgeEventsBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('analytics_event')
    .where('occurred_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Page views of a public path since an instant (the end-to-end tests' read). */
export async function countPageViews(
  db: Kysely<Database>,
  since: string,
  paths: readonly string[],
): Promise<number> {
  if (paths.length === 0) return 0;
  const row = await db
    .selectFrom('analytics_event')
    .select((eb) => eb.fn.countAll<number | string>().as('views'))
    .where('kind', '=', 'pageview')
    .where('occurred_at', '>=', since)
    .where('path', 'in', paths)
    .executeTakeFirstOrThrow();
  return Number(row.views);
}
