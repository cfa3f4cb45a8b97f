import 'server-only';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
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

/** No condition: every event of the days asked. */
const everything = sql<SqlBool>`1 = 1`;

/*
 * The raw events grouped as each rollup groups them, for some days: what a day's rollup writes
 * once it is over, and what the audience screen reads for the days not rolled up yet.
 */

/** The page views, or the goals, of some days that match a condition. */
function eventsOfDays(
  db: Kysely<Database>,
  days: readonly string[],
  kinds: 'pageviews' | 'goals',
  condition: Expression<SqlBool>,
) {
  return db
    .selectFrom('analytics_event')
    .where('day', 'in', days)
    .where('kind', kinds === 'pageviews' ? '=' : '!=', 'pageview')
    .where(condition);
}

/** Visits, page views and bounces (visits of one page view) by day and the visit's columns. */
function visitRowsOfEvents(
  db: Kysely<Database>,
  days: readonly string[],
  condition: Expression<SqlBool>,
) {
  const viewsPerVisit = eventsOfDays(db, days, 'pageviews', condition)
    .select(['day', 'visit', ...visitColumns, (eb) => eb.fn.countAll<number>().as('views')])
    .groupBy(['day', 'visit', ...visitColumns]);
  return db
    .selectFrom(viewsPerVisit.as('per_visit'))
    .select((eb) => [
      'day',
      ...visitColumns,
      eb.fn.countAll<number>().as('visits'),
      eb.fn.sum<number>('views').as('pageviews'),
      eb.fn.sum<number>(eb.case().when('views', '=', 1).then(1).else(0).end()).as('bounces'),
    ])
    .groupBy(['day', ...visitColumns]);
}

/** Page views and their distinct visits by day, page, its language and the visit's columns. */
function pageRowsOfEvents(
  db: Kysely<Database>,
  days: readonly string[],
  condition: Expression<SqlBool>,
) {
  return eventsOfDays(db, days, 'pageviews', condition)
    .select((eb) => [
      'day',
      'path',
      'locale',
      ...visitColumns,
      eb.fn.countAll<number>().as('views'),
      eb.fn.count<number>('visit').distinct().as('visitors'),
    ])
    .groupBy(['day', 'path', 'locale', ...visitColumns]);
}

/** Goal completions and the visits that reached them by day, goal and the visit's columns. */
function goalRowsOfEvents(
  db: Kysely<Database>,
  days: readonly string[],
  condition: Expression<SqlBool>,
) {
  return eventsOfDays(db, days, 'goals', condition)
    .select((eb) => [
      'day',
      eb.ref('kind').as('goal'),
      ...visitColumns,
      eb.fn.countAll<number>().as('completions'),
      eb.fn.count<number>('visit').distinct().as('visitors'),
    ])
    .groupBy(['day', 'kind', ...visitColumns]);
}

/**
 * Goal completions by day, goal, a page the visit had seen by then and the visit's columns: a
 * goal counts once on each page its visit viewed at or before it, and on the page it was reached
 * on (a form posted without JavaScript has no page view). A page filter's goals (decision 082).
 */
function goalPageRowsOfEvents(
  db: Kysely<Database>,
  days: readonly string[],
  condition: Expression<SqlBool>,
) {
  const pagesSeen = db
    .selectFrom('analytics_event')
    .where('day', 'in', days)
    .where('path', '!=', '')
    .select((eb) => ['day', 'visit', 'path', eb.fn.min('occurred_at').as('first_at')])
    .groupBy(['day', 'visit', 'path']);
  const goalOnPage = db
    .selectFrom('analytics_event as goal')
    .innerJoin(pagesSeen.as('seen'), (join) =>
      join
        .onRef('seen.day', '=', 'goal.day')
        .onRef('seen.visit', '=', 'goal.visit')
        .onRef('seen.first_at', '<=', 'goal.occurred_at'),
    )
    .where('goal.day', 'in', days)
    .where('goal.kind', '!=', 'pageview')
    .select([
      'goal.day',
      'goal.kind',
      'goal.visit',
      'seen.path',
      ...visitColumns.map((column) => `goal.${column}` as const),
    ]);
  return db
    .selectFrom(goalOnPage.as('goal_on_page'))
    .where(condition)
    .select((eb) => [
      'day',
      eb.ref('kind').as('goal'),
      'path',
      ...visitColumns,
      eb.fn.countAll<number>().as('completions'),
      eb.fn.count<number>('visit').distinct().as('visitors'),
    ])
    .groupBy(['day', 'kind', 'path', ...visitColumns]);
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
    await trx
      .insertInto('analytics_visit_day')
      .columns(['day', ...visitColumns, 'visits', 'pageviews', 'bounces'])
      .expression(visitRowsOfEvents(trx, [day], everything))
      .execute();
    await trx
      .insertInto('analytics_page_day')
      .columns(['day', 'path', 'locale', ...visitColumns, 'views', 'visitors'])
      .expression(pageRowsOfEvents(trx, [day], everything))
      .execute();
    await trx
      .insertInto('analytics_goal_day')
      .columns(['day', 'goal', ...visitColumns, 'completions', 'visitors'])
      .expression(goalRowsOfEvents(trx, [day], everything))
      .execute();
    await trx
      .insertInto('analytics_goal_page_day')
      .columns(['day', 'goal', 'path', ...visitColumns, 'completions', 'visitors'])
      .expression(goalPageRowsOfEvents(trx, [day], everything))
      .execute();
    await rollUpMonth(trx, day.slice(0, 7), now);
    return true;
  });
}

/** Each daily rollup's monthly copy (decision 087), the columns it groups by, the counts it sums. */
export const monthlyRollups = [
  {
    monthly: 'analytics_visit_month',
    daily: 'analytics_visit_day',
    keys: visitColumns,
    counts: ['visits', 'pageviews', 'bounces'],
  },
  {
    monthly: 'analytics_page_month',
    daily: 'analytics_page_day',
    keys: ['path', 'locale', ...visitColumns],
    counts: ['views', 'visitors'],
  },
  {
    monthly: 'analytics_goal_month',
    daily: 'analytics_goal_day',
    keys: ['goal', ...visitColumns],
    counts: ['completions', 'visitors'],
  },
  {
    monthly: 'analytics_goal_page_month',
    daily: 'analytics_goal_page_day',
    keys: ['goal', 'path', ...visitColumns],
    counts: ['completions', 'visitors'],
  },
] as const;

/**
 * Rewrites a month's monthly rollups as the sum of the daily rows of its rolled days, in the
 * transaction that rolled one of them: they always equal those rows, whatever order the days are
 * rolled in. The month's `analytics_rolled_month` row is written first and held to the commit, so
 * a second rollup of the same month (another day, another instance) waits, then sees both days.
 */
async function rollUpMonth(trx: Kysely<Database>, month: string, now: Date): Promise<void> {
  await trx
    .insertInto('analytics_rolled_month')
    .values({ month, rolled_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.column('month').doUpdateSet({ rolled_at: now.toISOString() }),
    )
    .execute();
  const refs = (columns: readonly string[]) => sql.join(columns.map((column) => sql.ref(column)));
  for (const { monthly, daily, keys, counts } of monthlyRollups) {
    await trx.deleteFrom(monthly).where('month', '=', month).execute();
    await sql`
      insert into ${sql.table(monthly)} (month, ${refs(keys)}, ${refs(counts)})
      select substr(day, 1, 7), ${refs(keys)},
        ${sql.join(counts.map((counted) => sql`sum(${sql.ref(counted)})`))}
      from ${sql.table(daily)}
      where day >= ${`${month}-01`} and day <= ${`${month}-31`}
      group by substr(day, 1, 7), ${refs(keys)}
    `.execute(trx);
  }
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

/*
 * The audience screen's reads (decision 080). A period is whole Swiss days; its rolled days are
 * read from the rollups, its days not rolled yet (today, the minutes after midnight) from the raw
 * events, grouped the way the rollup would group them, and both are summed alike.
 */

export type VisitColumn = (typeof visitColumns)[number];

/** A period of Swiss days, both ends included ('2026-11-01' … '2026-11-30'). */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The screen's filters: a visit's column equal to a value ('' = none: a direct visit), and a page
 * seen (`path`), which only the page rollup and the raw events know.
 */
export type AudienceFilters = Partial<Record<FilterColumn, string>>;

/** What the screen filters by: the visit's columns, then the page seen. */
export const filterColumns = [...visitColumns, 'path'] as const;
export type FilterColumn = (typeof filterColumns)[number];

/**
 * The days of a range not rolled up yet that have raw events: read from the raw events. Days
 * without any (before the counting began: a year's previous period) are left out, or every read
 * of the period would look them up, and PostgreSQL scanned the whole event table for its goals.
 */
async function openDaysOf(db: Kysely<Database>, range: DayRange): Promise<string[]> {
  const rolled = new Set(
    (
      await db
        .selectFrom('analytics_rolled_day')
        .select('day')
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .execute()
    ).map((row) => row.day),
  );
  const notRolled = daysOf(range).filter((day) => !rolled.has(day));
  if (notRolled.length === 0) return [];
  const withEvents = await db
    .selectFrom('analytics_event')
    .select('day')
    .distinct()
    .where('day', 'in', notRolled)
    .execute();
  return withEvents.map((row) => row.day).sort();
}

/** Every day of a range, in order (a period is at most a few hundred days). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (
    let at = new Date(`${range.from}T00:00:00Z`);
    at.toISOString().slice(0, 10) <= range.to;
    at.setUTCDate(at.getUTCDate() + 1)
  ) {
    days.push(at.toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The filters as one condition on the columns a table has: a visit's columns are in every
 * audience table, the page (`path`) only in the page rollup and the raw events.
 */
function matching(
  filters: AudienceFilters,
  columns: readonly FilterColumn[] = visitColumns,
): Expression<SqlBool> {
  const conditions = columns
    .filter((column) => filters[column] !== undefined)
    .map((column) => sql<SqlBool>`${sql.ref(column)} = ${filters[column]}`);
  return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : everything;
}

/** Months, both included ('2026-01' … '2026-10'). */
interface MonthRange {
  from: string;
  to: string;
}

/** Where a period's rows are: its rolled days in a rollup, its open days in the raw events. */
interface PeriodDays {
  range: DayRange;
  /** The period's days not rolled up yet (today, the minutes after midnight). */
  openDays: readonly string[];
  /** The months wholly inside the period, read from the monthly rollups (none for a series). */
  wholeMonths?: MonthRange | undefined;
}

/** A month moved by whole months ('2026-12', 1 → '2027-01'). */
function addMonths(month: string, months: number): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 7);
}

/** The months wholly inside a range, undefined when none is: the rest are its ragged ends. */
export function wholeMonthsOf(range: DayRange): MonthRange | undefined {
  const from = range.from.endsWith('-01')
    ? range.from.slice(0, 7)
    : addMonths(range.from.slice(0, 7), 1);
  const dayAfter = new Date(`${range.to}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const to =
    dayAfter.getUTCDate() === 1 ? range.to.slice(0, 7) : addMonths(range.to.slice(0, 7), -1);
  return from <= to ? { from, to } : undefined;
}

/**
 * A period's rows of one rollup that match a condition: the monthly rows of its whole months,
 * the daily rows of its other rolled days, and for its open days the raw events grouped the same
 * way, as one `union all` summed alike by every read. A month's rows sum its rolled days only and
 * the rollup's rows of an open day do not exist yet, so nothing counts twice.
 */
function rolledAndOpenRows<Row>(
  rolled: {
    daily: SelectQueryBuilder<Database, DailyRollup, Row>;
    monthly: SelectQueryBuilder<Database, MonthlyRollup, Row>;
  },
  rawRows: (days: readonly string[], condition: Expression<SqlBool>) => Expression<Row>,
  { range, openDays, wholeMonths }: PeriodDays,
  condition: Expression<SqlBool>,
) {
  const dailyRows = rolled.daily
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .where(condition);
  const rolledRows =
    wholeMonths === undefined
      ? dailyRows
      : dailyRows
          .where((eb) =>
            eb.or([
              eb('day', '<', `${wholeMonths.from}-01`),
              eb('day', '>', `${wholeMonths.to}-31`),
            ]),
          )
          .unionAll(
            rolled.monthly
              .where('month', '>=', wholeMonths.from)
              .where('month', '<=', wholeMonths.to)
              .where(condition),
          );
  return openDays.length === 0 ? rolledRows : rolledRows.unionAll(rawRows(openDays, condition));
}

type DailyRollup = (typeof monthlyRollups)[number]['daily'];
type MonthlyRollup = (typeof monthlyRollups)[number]['monthly'];

/** A monthly rollup's rows stand where the daily rows have their day (no read groups by it). */
const monthAsDay = (eb: ExpressionBuilder<Database, MonthlyRollup>) => eb.ref('month').as('day');

/** Page views by day, page and language and the visit's columns, rolled or raw. */
function pageSource(db: Kysely<Database>, period: PeriodDays, filters: AudienceFilters) {
  const columns = ['path', 'locale', ...visitColumns, 'views', 'visitors'] as const;
  return rolledAndOpenRows(
    {
      daily: db.selectFrom('analytics_page_day').select(['day', ...columns]),
      monthly: db.selectFrom('analytics_page_month').select((eb) => [monthAsDay(eb), ...columns]),
    },
    (days, condition) => pageRowsOfEvents(db, days, condition),
    period,
    matching(filters, filterColumns),
  );
}

/**
 * Goals by day, goal and the visit's columns, rolled or raw. Under a page filter, the goals of
 * the visits that had seen the page by then, from the goal-by-page rollup (decision 082).
 */
function goalSource(db: Kysely<Database>, period: PeriodDays, filters: AudienceFilters) {
  const columns = ['goal', ...visitColumns, 'completions', 'visitors'] as const;
  if (filters.path !== undefined)
    return rolledAndOpenRows(
      {
        daily: db.selectFrom('analytics_goal_page_day').select(['day', ...columns]),
        monthly: db
          .selectFrom('analytics_goal_page_month')
          .select((eb) => [monthAsDay(eb), ...columns]),
      },
      (days, condition) =>
        db
          .selectFrom(goalPageRowsOfEvents(db, days, condition).as('on_page'))
          .select(['day', 'goal', ...visitColumns, 'completions', 'visitors']),
      period,
      matching(filters, filterColumns),
    );
  return rolledAndOpenRows(
    {
      daily: db.selectFrom('analytics_goal_day').select(['day', ...columns]),
      monthly: db.selectFrom('analytics_goal_month').select((eb) => [monthAsDay(eb), ...columns]),
    },
    (days, condition) => goalRowsOfEvents(db, days, condition),
    period,
    matching(filters),
  );
}

/**
 * Visits by day and the visit's columns, rolled or raw. Filtered by a page, they are that page's
 * own figures (decision 082): its visitors and page views from the page rows, and as bounces the
 * visits that saw it alone — entered on it with one page view, which the visit rows know.
 */
function visitSource(db: Kysely<Database>, period: PeriodDays, filters: AudienceFilters) {
  const { path, ...visitFilters } = filters;
  const columns = [...visitColumns, 'visits', 'pageviews', 'bounces'] as const;
  const visits = rolledAndOpenRows(
    {
      daily: db.selectFrom('analytics_visit_day').select(['day', ...columns]),
      monthly: db.selectFrom('analytics_visit_month').select((eb) => [monthAsDay(eb), ...columns]),
    },
    (days, condition) => visitRowsOfEvents(db, days, condition),
    period,
    matching(visitFilters),
  );
  if (path === undefined) return visits;
  const none = sql<number>`0`;
  return db
    .selectFrom(pageSource(db, period, filters).as('seen'))
    .select((eb) => [
      'day',
      ...visitColumns,
      eb.ref('visitors').as('visits'),
      eb.ref('views').as('pageviews'),
      none.as('bounces'),
    ])
    .unionAll(
      db
        .selectFrom(visits.as('alone'))
        .where('entry_page', '=', path)
        .where('bounces', '>', 0)
        .select(['day', ...visitColumns, none.as('visits'), none.as('pageviews'), 'bounces']),
    );
}

/** Both databases answer sums and counts as numbers or (PostgreSQL's bigint) strings. */
const count = (value: number | string | null | undefined) => Number(value ?? 0);

export interface VisitTotals {
  visits: number;
  pageviews: number;
  bounces: number;
}

export interface VisitsOfDay extends VisitTotals {
  day: string;
}

export interface TopRow {
  value: string;
  visits: number;
  pageviews: number;
}

export interface GoalTotals {
  goal: string;
  completions: number;
  visitors: number;
}

/** One row of the conversions table: an entry page, its language and its source. */
export interface ConversionCell {
  entry_page: string;
  entry_locale: string;
  utm_source: string;
  referrer: string;
  goal: string;
  completions: number;
}

export interface EntryVisits {
  entry_page: string;
  entry_locale: string;
  utm_source: string;
  referrer: string;
  visits: number;
}

/** The reads of one period and filter set, sharing which of its days are rolled up. */
export async function audienceReader(
  db: Kysely<Database>,
  range: DayRange,
  filters: AudienceFilters,
) {
  const openDays = await openDaysOf(db, range);
  const period = { range, openDays, wholeMonths: wholeMonthsOf(range) };
  // The series needs each day: it reads the daily rows only.
  const visits = (byDay = false) =>
    visitSource(db, byDay ? { range, openDays } : period, filters).as('v');
  const pages = () => pageSource(db, period, filters).as('p');
  const goals = () => goalSource(db, period, filters).as('g');
  const sums = (eb: ExpressionBuilder<{ v: VisitTotals }, 'v'>) =>
    [
      eb.fn.sum<number | string>('visits').as('visits'),
      eb.fn.sum<number | string>('pageviews').as('pageviews'),
      eb.fn.sum<number | string>('bounces').as('bounces'),
    ] as const;
  const totalsOf = (row: { visits: unknown; pageviews: unknown; bounces: unknown }) => ({
    visits: count(row.visits as string),
    pageviews: count(row.pageviews as string),
    bounces: count(row.bounces as string),
  });

  return {
    async totals(): Promise<VisitTotals> {
      const row = await db.selectFrom(visits()).select(sums).executeTakeFirstOrThrow();
      return totalsOf(row);
    },

    async byDay(): Promise<VisitsOfDay[]> {
      const rows = await db
        .selectFrom(visits(true))
        .select((eb) => ['day', ...sums(eb)])
        .groupBy('day')
        .orderBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, ...totalsOf(row) }));
    },

    /** Visits and page views by one of the visit's columns, most visits first. */
    async top(column: VisitColumn, limit: number): Promise<TopRow[]> {
      const rows = await db
        .selectFrom(visits())
        .select((eb) => [eb.ref(column).as('value'), ...sums(eb)])
        .groupBy(column)
        .orderBy('visits', 'desc')
        .orderBy(column)
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        value: row.value,
        visits: count(row.visits),
        pageviews: count(row.pageviews),
      }));
    },

    /** Page views and visitors by page (a visitor is counted on each page seen). */
    async topPages(limit: number): Promise<TopRow[]> {
      const rows = await db
        .selectFrom(pages())
        .select((eb) => [
          'path',
          eb.fn.sum<number | string>('views').as('views'),
          eb.fn.sum<number | string>('visitors').as('visitors'),
        ])
        .groupBy('path')
        .orderBy('views', 'desc')
        .orderBy('path')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        value: row.path,
        visits: count(row.visitors),
        pageviews: count(row.views),
      }));
    },

    async goals(): Promise<GoalTotals[]> {
      const rows = await db
        .selectFrom(goals())
        .select((eb) => [
          'goal',
          eb.fn.sum<number | string>('completions').as('completions'),
          eb.fn.sum<number | string>('visitors').as('visitors'),
        ])
        .groupBy('goal')
        .execute();
      return rows.map((row) => ({
        goal: row.goal,
        completions: count(row.completions),
        visitors: count(row.visitors),
      }));
    },

    /** Goal completions by entry page, its language and source (UTM source and referrer). */
    async conversionCells(): Promise<ConversionCell[]> {
      const keys = ['entry_page', 'entry_locale', 'utm_source', 'referrer'] as const;
      const rows = await db
        .selectFrom(goals())
        .select((eb) => [...keys, 'goal', eb.fn.sum<number | string>('completions').as('n')])
        .groupBy([...keys, 'goal'])
        .execute();
      return rows.map(({ n, ...row }) => ({ ...row, completions: count(n) }));
    },

    /** Visits by entry page, its language and source: the conversions' denominators. */
    async entryVisits(): Promise<EntryVisits[]> {
      const keys = ['entry_page', 'entry_locale', 'utm_source', 'referrer'] as const;
      const rows = await db
        .selectFrom(visits())
        .select((eb) => [...keys, eb.fn.sum<number | string>('visits').as('n')])
        .groupBy([...keys])
        .execute();
      return rows.map(({ n, ...row }) => ({ ...row, visits: count(n) }));
    },
  };
}

export type AudienceReader = Awaited<ReturnType<typeof audienceReader>>;

/**
 * Page views and visitors of one day by UTC hour ('2026-11-29T13'), from its raw events: a day's
 * hours are not in the rollups. The caller turns UTC hours into Swiss ones (summer time).
 */
export async function pageviewsByHour(
  db: Kysely<Database>,
  day: string,
  filters: AudienceFilters,
): Promise<{ hour: string; visits: number; pageviews: number }[]> {
  const hour = sql<string>`substr(occurred_at, 1, 13)`;
  const rows = await db
    .selectFrom('analytics_event')
    .where('day', '=', day)
    .where('kind', '=', 'pageview')
    .where(matching(filters, filterColumns))
    .select((eb) => [
      hour.as('hour'),
      eb.fn.countAll<number | string>().as('pageviews'),
      eb.fn.count<number | string>('visit').distinct().as('visits'),
    ])
    .groupBy(hour)
    .orderBy(hour)
    .execute();
  return rows.map((row) => ({
    hour: row.hour,
    visits: count(row.visits),
    pageviews: count(row.pageviews),
  }));
}

/**
 * Visits with an event between two instants (the screen's "now": the last five minutes). Both
 * ends bound the time: with one, SQLite reads the whole visit index for the distinct count.
 */
export async function countVisitsBetween(
  db: Kysely<Database>,
  since: string,
  until: string,
  filters: AudienceFilters,
): Promise<number> {
  const row = await db
    .selectFrom('analytics_event')
    .where('occurred_at', '>=', since)
    .where('occurred_at', '<=', until)
    .where(matching(filters, filterColumns))
    .select((eb) => eb.fn.count<number | string>('visit').distinct().as('visits'))
    .executeTakeFirstOrThrow();
  return count(row.visits);
}
