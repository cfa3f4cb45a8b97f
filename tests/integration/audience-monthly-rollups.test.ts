// Issue 31's scale (decision 087, migration 0044): the monthly copies of the rollups always equal
// their daily rows summed by month — days rolled out of order, raced, rolled twice, or filled by
// the migration — and a period with ragged ends, read from whole months, its other rolled days
// and its open day, says what the raw events say.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDay, wholeMonthsOf } from '@/server/analytics/analytics-store.server';
import { parseAudienceQuery } from '@/server/analytics/audience-query';
import { audienceReport } from '@/server/analytics/audience-report.server';
import * as monthlyRollups from '@/server/db/migrations/0044-monthly-rollups';
import type { Database } from '@/server/db/schema';
import { countVisit } from '../support/audience-visits';
import { monthlyAndDailySums } from '../support/monthly-rollups';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;

// A period from the last day of September to today, the 3rd of November (open): September's
// and November's days are its ragged ends, October is whole.
const today = '2026-11-03';
const now = new Date('2026-11-03T15:00:00Z');
const days = ['2026-09-30', '2026-10-01', '2026-10-15', '2026-10-31', '2026-11-01', today];
const period = { period: 'custom', from: '2026-09-30', to: today };

/** Three visits a day: a bounce, two pages with a contact request, three pages with a click. */
async function visitsOf(day: string, first: number): Promise<void> {
  await countVisit(db, { visitor: first, at: `${day}T08:00:00Z`, pages: ['/'] });
  await countVisit(db, {
    visitor: first + 1,
    at: `${day}T09:00:00Z`,
    pages: ['/services/geneve?utm_source=linkedin', '/services?lang=en'],
    goals: ['contact_stored'],
  });
  await countVisit(db, {
    visitor: first + 2,
    at: `${day}T10:00:00Z`,
    pages: ['/blog', '/services/geneve', '/blog'],
    referrer: 'https://duckduckgo.com/',
    mobile: true,
    goals: ['phone_click'],
  });
}

async function expectMonthlyEqualToDaily(): Promise<void> {
  for (const [table, [monthly, daily]] of Object.entries(await monthlyAndDailySums(db))) {
    expect(monthly, table).toEqual(daily);
    expect(monthly.length, table).toBeGreaterThan(0);
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  for (const [index, day] of days.entries()) await visitsOf(day, index * 10 + 1);
});

afterAll(async () => {
  await database?.destroy();
});

/** What the raw events say for the period: the screen's figures, pages and goals. */
async function rawCounts() {
  const events = await db
    .selectFrom('analytics_event')
    .selectAll()
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
  const views = events.filter((event) => event.kind === 'pageview');
  const viewsPerVisit = new Map<string, number>();
  const pages = new Map<string, { pageviews: number; visitors: Set<string> }>();
  for (const view of views) {
    viewsPerVisit.set(
      `${view.day} ${view.visit}`,
      (viewsPerVisit.get(`${view.day} ${view.visit}`) ?? 0) + 1,
    );
    const page = pages.get(view.path) ?? { pageviews: 0, visitors: new Set() };
    page.pageviews += 1;
    page.visitors.add(`${view.day} ${view.locale} ${view.visit}`);
    pages.set(view.path, page);
  }
  const goals = new Map<string, number>();
  for (const goal of events.filter((event) => event.kind !== 'pageview'))
    goals.set(goal.kind, (goals.get(goal.kind) ?? 0) + 1);
  return {
    figures: {
      visits: viewsPerVisit.size,
      pageviews: views.length,
      bounces: [...viewsPerVisit.values()].filter((count) => count === 1).length,
      conversions: events.length - views.length,
    },
    pages: Object.fromEntries(
      [...pages].map(([path, page]) => [path, [page.pageviews, page.visitors.size]]),
    ),
    goals: Object.fromEntries(goals),
  };
}

/** The screen's figures, pages and goals for the period, as `rawCounts` gives them. */
async function screenCounts() {
  const report = await audienceReport(db, parseAudienceQuery(period, today), now);
  return {
    figures: report.figures,
    pages: Object.fromEntries(
      report.tables.pages.map((row) => [row.value, [row.pageviews, row.visits]]),
    ),
    goals: Object.fromEntries(
      report.goals
        .filter((goal) => goal.completions > 0)
        .map((goal) => [goal.goal, goal.completions]),
    ),
  };
}

describe(`monthly rollups (${lane})`, () => {
  it('finds the whole months of a period, none in a period shorter than a month', () => {
    expect(wholeMonthsOf({ from: '2026-09-30', to: '2026-11-03' })).toEqual({
      from: '2026-10',
      to: '2026-10',
    });
    expect(wholeMonthsOf({ from: '2025-12-01', to: '2026-11-30' })).toEqual({
      from: '2025-12',
      to: '2026-11',
    });
    expect(wholeMonthsOf({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-02',
      to: '2026-02',
    });
    expect(wholeMonthsOf({ from: '2026-10-02', to: '2026-10-31' })).toBeUndefined();
    expect(wholeMonthsOf({ from: '2026-11-01', to: '2026-11-03' })).toBeUndefined();
  });

  it('equal the daily rows summed by month, whatever order the days are rolled in, raced or twice', async () => {
    // October's last day first, then its first and its middle racing, then again: nothing changes.
    expect(await rollUpDay(db, '2026-10-31', now)).toBe(true);
    await expectMonthlyEqualToDaily();
    const raced = await Promise.all([
      rollUpDay(db, '2026-10-01', now),
      rollUpDay(db, '2026-10-15', now),
    ]);
    expect(raced).toEqual([true, true]);
    await expectMonthlyEqualToDaily();
    const october = await monthlyAndDailySums(db);
    expect(await rollUpDay(db, '2026-10-15', now)).toBe(false);
    expect(await monthlyAndDailySums(db)).toEqual(october);
    for (const day of ['2026-09-30', '2026-11-01'])
      expect(await rollUpDay(db, day, now)).toBe(true);
    await expectMonthlyEqualToDaily();
  });

  it('give a period with ragged ends and an open day the raw counts', async () => {
    const raw = await rawCounts();
    expect(raw.figures).toEqual({ visits: 18, pageviews: 36, bounces: 6, conversions: 12 });
    expect(await screenCounts()).toEqual(raw);
  });

  it('are what the whole months are read from: the figures stay without their daily rows', async () => {
    const before = await screenCounts();
    const [monthly, daily] = (await monthlyAndDailySums(db))['analytics_visit_month']!;
    await monthlyRollups.down(db as Kysely<unknown>);
    await monthlyRollups.up(db as Kysely<unknown>);
    // The migration fills them from the daily rows already written.
    await expectMonthlyEqualToDaily();
    expect((await monthlyAndDailySums(db))['analytics_visit_month']).toEqual([monthly, daily]);
    for (const table of [
      'analytics_visit_day',
      'analytics_page_day',
      'analytics_goal_day',
      'analytics_goal_page_day',
    ] as const)
      await db.deleteFrom(table).where('day', 'like', '2026-10-%').execute();
    expect(await screenCounts()).toEqual(before);
  });
});
