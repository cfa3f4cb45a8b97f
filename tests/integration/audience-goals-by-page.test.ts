// Issue 31's goals under a page filter (decision 082, migration 0043): a page shows the goals of
// the visits that had seen it by the time they reached them, the same from the goal-by-page
// rollup of an ended day, from the raw events of an open one, and from the migration's backfill
// of days rolled before it; the goals and conversions CSV export under the filter.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDay } from '@/server/analytics/analytics-store.server';
import { audienceCsv } from '@/server/analytics/audience-csv.server';
import { parseAudienceQuery } from '@/server/analytics/audience-query';
import { audienceReport } from '@/server/analytics/audience-report.server';
import * as goalsByPage from '@/server/db/migrations/0043-goals-by-page';
import type { Database } from '@/server/db/schema';
import { conversionRow, countVisit } from '../support/audience-visits';
import { spreadsheetRows } from '../support/csv-reading';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;

const rolledDay = '2026-11-10';
const openDay = '2026-11-11';
const now = new Date('2026-11-11T15:00:00Z');

/** The same three visits on a day: the goals' pages, one seen only after the goal. */
async function visitsOf(day: string, first: number): Promise<void> {
  // Lausanne, then a contact request on /contact, then /about: /about came after the goal.
  await countVisit(db, {
    visitor: first,
    at: `${day}T08:00:00Z`,
    pages: ['/services/lausanne?utm_source=linkedin'],
    goals: ['contact_stored'],
    pagesAfter: ['/about'],
  });
  // Lausanne and the blog, a phone click: both pages count it.
  await countVisit(db, {
    visitor: first + 1,
    at: `${day}T09:00:00Z`,
    pages: ['/blog', '/services/lausanne'],
    goals: ['phone_click', 'phone_click'],
  });
  // Lausanne without a goal: a visitor of the page who did not convert.
  await countVisit(db, {
    visitor: first + 2,
    at: `${day}T10:00:00Z`,
    pages: ['/services/lausanne'],
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await visitsOf(rolledDay, 1);
  expect(await rollUpDay(db, rolledDay, now)).toBe(true);
  await visitsOf(openDay, 11);
});

afterAll(async () => {
  await database?.destroy();
});

async function pageReport(day: string, path: string) {
  return audienceReport(
    db,
    parseAudienceQuery({ period: 'custom', from: day, to: day, path }, openDay),
    now,
  );
}

/** A page's goals as `{ goal: [completions, converted visitors] }`, reached ones only. */
async function goalsOn(day: string, path: string) {
  const report = await pageReport(day, path);
  return Object.fromEntries(
    report.goals
      .filter((goal) => goal.completions > 0)
      .map((goal) => [goal.goal, [goal.completions, goal.visitors]]),
  );
}

describe(`goals under a page filter (${lane})`, () => {
  for (const day of [rolledDay, openDay]) {
    it(`counts the goals of the visits that had seen the page by then (${day === rolledDay ? 'rolled up' : 'raw'})`, async () => {
      const lausanne = await pageReport(day, '/services/lausanne');
      expect(lausanne.figures).toMatchObject({ visits: 3, conversions: 3 });
      const goals = Object.fromEntries(lausanne.goals.map((goal) => [goal.goal, goal]));
      expect(goals.contact_stored).toEqual({
        goal: 'contact_stored',
        completions: 1,
        visitors: 1,
        rate: 1 / 3,
      });
      expect(goals.phone_click).toMatchObject({ completions: 2, visitors: 1, rate: 1 / 3 });
      expect(await goalsOn(day, '/blog')).toEqual({ phone_click: [2, 1] });
      // The page a goal was reached on counts it, viewed or not (a form posted without script).
      expect(await goalsOn(day, '/contact')).toEqual({
        contact_stored: [1, 1],
        phone_click: [2, 1],
      });
      // Seen after the contact request: not a page that led to it.
      expect(await goalsOn(day, '/about')).toEqual({});
    });
  }

  it('splits the page’s conversions by entry page, language and source', async () => {
    const lausanne = await pageReport(rolledDay, '/services/lausanne');
    expect(lausanne.conversions).toEqual([
      conversionRow('/services/lausanne', 'fr', 'linkedin', { visits: 1, leads: 1, clicks: 0 }),
      conversionRow('/blog', 'fr', '', { visits: 1, leads: 0, clicks: 2, campaign: false }),
    ]);
  });

  it('exports the goals and the conversions of a page as CSV', async () => {
    const query = parseAudienceQuery(
      { period: 'custom', from: rolledDay, to: openDay, path: '/services/lausanne' },
      openDay,
    );
    const goals = await audienceCsv(db, query, 'goals', ',', 'fr');
    expect(goals.status).toBe(200);
    const goalRows = spreadsheetRows(await goals.text(), ',');
    expect(goalRows[0]).toEqual(['objectif', 'atteints', 'visiteurs_convertis', 'taux']);
    expect(goalRows).toContainEqual(['contact_stored', '2', '2', '0.3333']);
    expect(goalRows).toContainEqual(['phone_click', '4', '2', '0.3333']);
    const conversions = await audienceCsv(db, query, 'conversions', ';', 'en');
    const conversionRows = spreadsheetRows(await conversions.text(), ';');
    expect(conversionRows).toEqual([
      ['entry_page', 'language', 'source', 'visitors', 'requests', 'clicks', 'rate'],
      ['/services/lausanne', 'fr', 'linkedin', '2', '2', '0', '1'],
      ['/blog', 'fr', '', '2', '0', '4', '0'],
    ]);
  });

  it('fills the days rolled before migration 0043 from their raw events, as the rollup does', async () => {
    const rows = () =>
      db
        .selectFrom('analytics_goal_page_day')
        .selectAll()
        .orderBy('day')
        .orderBy('goal')
        .orderBy('path')
        .execute();
    const rolledUp = await rows();
    expect(rolledUp.map((row) => [row.goal, row.path, row.completions, row.visitors])).toEqual([
      ['contact_stored', '/contact', 1, 1],
      ['contact_stored', '/services/lausanne', 1, 1],
      ['phone_click', '/blog', 2, 1],
      ['phone_click', '/contact', 2, 1],
      ['phone_click', '/services/lausanne', 2, 1],
    ]);
    await goalsByPage.down(db as Kysely<unknown>);
    await goalsByPage.up(db as Kysely<unknown>);
    // The open day stays for its rollup: only rolled days are filled.
    expect(await rows()).toEqual(rolledUp);
    expect(await goalsOn(rolledDay, '/blog')).toEqual({ phone_click: [2, 1] });
  });
});
