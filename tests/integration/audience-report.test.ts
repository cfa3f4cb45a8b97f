// Issue 31, the audience screen (decision 080): its figures, comparison, series, top tables,
// goals, conversions and filters, read from the rollups for ended days and the raw events for
// the day not rolled yet, the same on both databases. Events are counted through the real
// ingestion (eventOfHit, the queue) and days rolled up by the real rollup.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDay } from '@/server/analytics/analytics-store.server';
import { audienceExportOf } from '@/server/analytics/audience-csv.server';
import { audienceSearch, parseAudienceQuery } from '@/server/analytics/audience-query';
import { audienceReport } from '@/server/analytics/audience-report.server';
import type { Database } from '@/server/db/schema';
import { conversionRow, countVisit, type Visit } from '../support/audience-visits';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;

/** Counts a visit through the real ingestion. */
const visit = (counted: Visit) => countVisit(db, counted);

// Swiss days: the 19th is the previous period of "today" (the 20th), rolled up; the 20th is not.
const now = new Date('2026-11-20T15:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The 19th: two visits, one bounce, one contact request from LinkedIn.
  await visit({ visitor: 1, at: '2026-11-19T08:00:00Z', pages: ['/', '/services'] });
  await visit({
    visitor: 2,
    at: '2026-11-19T09:00:00Z',
    pages: ['/services/geneve?utm_source=linkedin&utm_campaign=automne'],
    goals: ['contact_stored'],
  });
  expect(await rollUpDay(db, '2026-11-19', now)).toBe(true);
  // The 20th (today, raw only): four visits, 7 page views, one bounce.
  await visit({
    visitor: 3,
    at: '2026-11-20T08:10:00Z',
    pages: [
      '/services/geneve?lang=ar&utm_source=linkedin&utm_campaign=automne',
      '/contact?lang=ar',
    ],
    referrer: 'https://www.linkedin.com/feed',
    goals: ['contact_stored', 'phone_click'],
  });
  await visit({
    visitor: 4,
    at: '2026-11-20T09:20:00Z',
    pages: ['/services/geneve?lang=ar&utm_source=linkedin&utm_campaign=automne'],
    referrer: 'https://www.linkedin.com/feed',
    mobile: true,
  });
  await visit({
    visitor: 5,
    at: '2026-11-20T09:40:00Z',
    pages: ['/blog', '/blog', '/contact'],
    referrer: 'https://duckduckgo.com/',
    goals: ['booking_click'],
  });
  await visit({ visitor: 6, at: '2026-11-20T14:58:00Z', pages: ['/'] });
});

afterAll(async () => {
  await database?.destroy();
});

const today = '2026-11-20';

/** A top table's row: its value, its visits and their page views. */
const row = (value: string, visits: number, pageviews: number) => ({ value, visits, pageviews });

/** The screen's report for the URL's parameters `params`, "today" being the 20th. */
const reportFor = (params: Record<string, string>) =>
  audienceReport(db, parseAudienceQuery(params, today), now);

describe(`audience screen's figures (${lane})`, () => {
  it('sums today from the raw events, compares with the rolled-up day before, hour by hour', async () => {
    const report = await reportFor({ period: 'today' });
    expect(report.figures).toEqual({ visits: 4, pageviews: 7, bounces: 2, conversions: 3 });
    expect(report.previous).toEqual({ visits: 2, pageviews: 3, bounces: 1, conversions: 1 });
    expect(report.series.unit).toBe('hour');
    // Swiss hours (UTC+1 in November): 09 h has visitor 3's two views, 10 h visitors 4 and 5.
    const hours = Object.fromEntries(report.series.points.map((point) => [point.at, point]));
    expect(hours['09']).toEqual({ at: '09', visits: 1, pageviews: 2 });
    expect(hours['10']).toEqual({ at: '10', visits: 2, pageviews: 4 });
    expect(hours['15']).toEqual({ at: '15', visits: 1, pageviews: 1 });
    expect(report.now).toBe(1);
  });

  it('adds rolled and raw days in one period: tables, goals and conversions', async () => {
    const report = await reportFor({ period: '7d' });
    expect(report.figures).toEqual({ visits: 6, pageviews: 10, bounces: 3, conversions: 4 });
    expect(report.series.unit).toBe('day');
    expect(report.series.points.slice(-2)).toEqual([
      { at: '2026-11-19', visits: 2, pageviews: 3 },
      { at: '2026-11-20', visits: 4, pageviews: 7 },
    ]);
    expect(report.tables.pages.slice(0, 2)).toEqual([
      row('/services/geneve', 3, 3),
      row('/', 2, 2),
    ]);
    expect(report.tables.utm_source).toEqual([row('', 3, 6), row('linkedin', 3, 4)]);
    expect(report.tables.device).toEqual([row('desktop', 5, 9), row('mobile', 1, 1)]);
    expect(report.tables.entry_locale[0]).toEqual(row('fr', 4, 7));
    const goals = report.goals;
    const contact = goals.find((goal) => goal.goal === 'contact_stored');
    expect(contact).toEqual({ goal: 'contact_stored', completions: 2, visitors: 2, rate: 2 / 6 });
    expect(goals.map((goal) => goal.goal)).toContain('whatsapp_click');
    // Geneva in Arabic from LinkedIn's campaign: 2 visits, 1 lead, 1 click; in French, 1 and 1.
    const conversions = report.conversions;
    expect(conversions[0]).toMatchObject({
      entry_page: '/services/geneve',
      source: 'linkedin',
      sourceIsCampaign: true,
      leads: 1,
    });
    const arabic = conversions.find((row) => row.entry_locale === 'ar');
    expect(arabic).toEqual(
      conversionRow('/services/geneve', 'ar', 'linkedin', { visits: 2, leads: 1, clicks: 1 }),
    );
    const search = conversions.find((row) => row.source === 'duckduckgo.com');
    expect(search).toMatchObject({ entry_page: '/blog', visits: 1, leads: 0, clicks: 1 });
  });

  it('narrows every figure by a filter, the previous period too', async () => {
    const query = parseAudienceQuery({ period: 'today', utm_source: 'linkedin' }, today);
    const report = await audienceReport(db, query, now);
    expect(report.figures).toEqual({ visits: 2, pageviews: 3, bounces: 1, conversions: 2 });
    expect(report.previous).toEqual({ visits: 1, pageviews: 1, bounces: 1, conversions: 1 });
    expect(report.tables.referrer).toEqual([row('linkedin.com', 2, 3)]);
    expect(report.now).toBe(0);
    // A direct visit is the empty referrer, a filter of its own.
    const direct = await reportFor({ period: '7d', referrer: '' });
    expect(direct.figures.visits).toBe(3);
    expect(direct.tables.entry_page).toEqual([row('/', 2, 3), row('/services/geneve', 1, 1)]);
  });

  it('filters the whole screen by a page: its own visitors, views and lone visits', async () => {
    const query = parseAudienceQuery({ period: '7d', path: '/services/geneve' }, today);
    expect(audienceSearch(query).get('path')).toBe('/services/geneve');
    const report = await audienceReport(db, query, now);
    // Visitor 2 on the rolled 19th, visitors 3 and 4 today; 2 and 4 saw nothing else. The goals
    // of the visits that had seen it: 2's contact request (rolled), 3's request and phone click.
    expect(report.figures).toEqual({ visits: 3, pageviews: 3, bounces: 2, conversions: 3 });
    expect(report.tables.pages).toEqual([row('/services/geneve', 3, 3)]);
    expect(report.tables.device).toEqual([row('desktop', 2, 2), row('mobile', 1, 1)]);
    expect(report.tables.entry_locale).toEqual([row('ar', 2, 2), row('fr', 1, 1)]);
    expect(report.series.points.slice(-2)).toEqual([
      { at: '2026-11-19', visits: 1, pageviews: 1 },
      { at: '2026-11-20', visits: 2, pageviews: 2 },
    ]);
    const goals = Object.fromEntries(report.goals.map((goal) => [goal.goal, goal]));
    expect(goals.contact_stored).toEqual({
      goal: 'contact_stored',
      completions: 2,
      visitors: 2,
      rate: 2 / 3,
    });
    expect(goals.phone_click).toMatchObject({ completions: 1, visitors: 1 });
    expect(goals.booking_click).toMatchObject({ completions: 0 });
    // By entry page × language × source, over the page's own visitors of each.
    expect(report.conversions).toEqual([
      conversionRow('/services/geneve', 'ar', 'linkedin', { visits: 2, leads: 1, clicks: 1 }),
      conversionRow('/services/geneve', 'fr', 'linkedin', { visits: 1, leads: 1, clicks: 0 }),
    ]);
    expect(audienceExportOf('goals')).toBe('goals');
    expect(audienceExportOf('conversions')).toBe('conversions');
    expect(audienceExportOf('visits')).toBeUndefined();

    const blog = await reportFor({ period: 'today', path: '/blog' });
    // Visitor 5 read the blog, then clicked the booking link on /contact.
    expect(blog.figures).toEqual({ visits: 1, pageviews: 2, bounces: 0, conversions: 1 });
    expect(blog.previous).toEqual({ visits: 0, pageviews: 0, bounces: 0, conversions: 0 });
    const hours = Object.fromEntries(blog.series.points.map((point) => [point.at, point]));
    expect(hours['10']).toEqual({ at: '10', visits: 1, pageviews: 2 });
    expect(blog.now).toBe(0);
    const home = await reportFor({ period: 'today', path: '/' });
    expect(home.now).toBe(1);
  });

  it("combines a page with the visit's filters", async () => {
    const mobile = await reportFor({ period: 'today', path: '/services/geneve', device: 'mobile' });
    expect(mobile.figures).toEqual({ visits: 1, pageviews: 1, bounces: 1, conversions: 0 });
    expect(mobile.tables.referrer).toEqual([row('linkedin.com', 1, 1)]);
    // Entered elsewhere: the page's visitors, none of them alone on it.
    const contact = await reportFor({ period: '7d', path: '/contact', entry_page: '/blog' });
    expect(contact.figures).toEqual({ visits: 1, pageviews: 1, bounces: 0, conversions: 1 });
    expect(contact.tables.pages).toEqual([row('/contact', 1, 1)]);
  });
});
