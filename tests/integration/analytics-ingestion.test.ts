// Issue 31, first slice (decision 077): the beacon's events reach the database in batches, none
// lost, the queue flushed at shutdown; the daily salt is one per day on every connection; the
// rollups say what the raw events say; raw events leave after their months, rollups stay.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAnalytics } from '@/server/analytics/analytics-jobs.server';
import { saltOfDay } from '@/server/analytics/daily-salt.server';
import { flushEvents, queueEvent, queueState } from '@/server/analytics/event-queue.server';
import { eventOfHit, ingestBeacon, type Hit } from '@/server/analytics/ingest.server';
import { rollUpDay } from '@/server/analytics/analytics-store.server';
import { rollUpEndedDays } from '@/server/analytics/rollup.server';
import { createAuth, type Auth } from '@/server/auth/auth.server';
import { authSecret } from '@/server/auth/auth-secret.server';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import { signInWithPassword } from '@/server/auth/sign-in.server';
import { openDatabase } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { purgeExpiredData } from '@/server/retention/purge.server';
import { monthlyAndDailySums } from '../support/monthly-rollups';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const notStaff = async () => false;
const pages = ['/', '/services', '/services/geneve?lang=ar', '/contact', '/blog'];
const goals = ['phone_click', 'booking_click', 'contact_stored'] as const;

function hit(visitor: number, page: string, now: Date, extra: Partial<Hit> = {}): Hit {
  return {
    headers: new Headers({
      'user-agent': visitor % 3 === 0 ? iphone : firefox,
      'x-forwarded-for': `198.51.100.${visitor}`,
    }),
    page,
    kind: 'pageview',
    now,
    ...extra,
  };
}

/** Queues what `hits` count as; returns how many were counted. */
async function queueHits(hits: Hit[]): Promise<number> {
  let counted = 0;
  for (const each of hits) {
    const row = await eventOfHit(db, each, notStaff);
    if (row) {
      queueEvent(db, row);
      counted += 1;
    }
  }
  return counted;
}

async function rawEvents(day: string) {
  return db.selectFrom('analytics_event').selectAll().where('day', '=', day).execute();
}

async function eventCount(): Promise<number> {
  const row = await db
    .selectFrom('analytics_event')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A visit's page views: visitor v sees 1 + (v % 4) pages, so some bounce; some reach goals. */
function dayOfHits(start: Date, visitors: number): Hit[] {
  const hits: Hit[] = [];
  for (let visitor = 1; visitor <= visitors; visitor += 1) {
    const source = visitor % 2 ? '?utm_source=linkedin&utm_campaign=automne' : '';
    for (let view = 0; view <= visitor % 4; view += 1) {
      const at = new Date(start.getTime() + (visitor * 10 + view) * 1000);
      const page = pages[(visitor + view) % pages.length]!;
      const withSource =
        view === 0 && source ? `${page}${page.includes('?') ? '&' : '?'}${source.slice(1)}` : page;
      hits.push(
        hit(visitor, withSource, at, view === 0 ? { referrer: 'https://www.linkedin.com/' } : {}),
      );
    }
    if (visitor % 5 === 0) {
      const at = new Date(start.getTime() + (visitor * 10 + 9) * 1000);
      hits.push(hit(visitor, '/contact', at, { kind: goals[visitor % goals.length]! }));
    }
  }
  return hits;
}

describe(`audience ingestion (${lane})`, () => {
  it('writes every queued event in batches, none lost, and a visit keeps its entry page and source', async () => {
    const day = new Date('2026-11-10T09:00:00Z');
    const hits = dayOfHits(day, 400);
    expect(hits.length).toBeGreaterThan(1000);
    const counted = await queueHits(hits);
    expect(counted).toBe(hits.length);
    await flushEvents();
    expect(queueState()).toEqual({ waiting: 0, dropped: 0 });
    expect(await eventCount()).toBe(hits.length);

    const visit = (await rawEvents('2026-11-10')).filter((row) => row.kind === 'pageview');
    // Visitor 1: entered on /services from LinkedIn's automne campaign, then saw a page in Arabic.
    const one = visit.filter((row) => row.occurred_at.startsWith('2026-11-10T09:00:1'));
    expect(one.length).toBe(2);
    for (const row of one) {
      expect(row).toMatchObject({
        entry_page: '/services',
        referrer: 'linkedin.com',
        utm_source: 'linkedin',
        utm_campaign: 'automne',
        device: 'desktop',
        browser: 'Firefox',
      });
    }
    expect(one.map((row) => row.path)).toEqual(['/services', '/services/geneve']);
    expect(one.map((row) => row.locale)).toEqual(['fr', 'ar']);
    // The address is in no column.
    expect(JSON.stringify(visit)).not.toContain('198.51.100');
  });

  it('leaves robots, opted-out visitors, staff and pages that are not public uncounted', async () => {
    const now = new Date('2026-11-10T15:00:00Z');
    const bot = hit(1, '/', now);
    bot.headers.set('user-agent', 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    const optedOut = hit(2, '/', now);
    optedOut.headers.set('sec-gpc', '1');
    const staff = hit(3, '/', now);
    staff.headers.set('cookie', 'better-auth.session_token=x.y');
    expect(await eventOfHit(db, bot, notStaff)).toBeUndefined();
    expect(await eventOfHit(db, optedOut, notStaff)).toBeUndefined();
    expect(await eventOfHit(db, staff, async () => true)).toBeUndefined();
    expect(await eventOfHit(db, hit(4, '/admin/contacts', now), notStaff)).toBeUndefined();
    expect(await eventOfHit(db, hit(4, '/fr/contact', now), notStaff)).toBeUndefined();
  });

  it('flushes what is still queued when the instance stops', async () => {
    const before = await eventCount();
    const counted = await queueHits(dayOfHits(new Date('2026-11-10T16:00:00Z'), 7));
    expect(queueState().waiting).toBe(counted);
    await stopAnalytics(Promise.resolve());
    expect(queueState().waiting).toBe(0);
    expect(await eventCount()).toBe(before + counted);
  });

  it('rolls up each ended day once, its figures equal to the raw counts, racing passes or not', async () => {
    const now = new Date('2026-11-12T08:00:00Z');
    const second = await queueHits(dayOfHits(new Date('2026-11-11T07:00:00Z'), 60));
    await flushEvents();
    expect(second).toBeGreaterThan(0);
    // The 11th is raced by two passes; then a pass rolls up the 10th.
    const raced = await Promise.all([
      rollUpDay(db, '2026-11-11', now),
      rollUpDay(db, '2026-11-11', now),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await rollUpEndedDays(db, now)).toEqual(['2026-11-10']);
    expect(await rollUpEndedDays(db, now)).toEqual([]);

    for (const day of ['2026-11-10', '2026-11-11']) {
      const raw = await rawEvents(day);
      const views = raw.filter((row) => row.kind === 'pageview');
      const perVisit = new Map<string, number>();
      for (const row of views) perVisit.set(row.visit, (perVisit.get(row.visit) ?? 0) + 1);
      const visits = await db
        .selectFrom('analytics_visit_day')
        .select((eb) => [
          eb.fn.sum<number | string>('visits').as('visits'),
          eb.fn.sum<number | string>('pageviews').as('pageviews'),
          eb.fn.sum<number | string>('bounces').as('bounces'),
        ])
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      expect(Number(visits.visits)).toBe(perVisit.size);
      expect(Number(visits.pageviews)).toBe(views.length);
      expect(Number(visits.bounces)).toBe([...perVisit.values()].filter((n) => n === 1).length);

      const byPage = await db
        .selectFrom('analytics_page_day')
        .select((eb) => [
          'path',
          eb.fn.sum<number | string>('views').as('views'),
          eb.fn.sum<number | string>('visitors').as('visitors'),
        ])
        .where('day', '=', day)
        .groupBy('path')
        .execute();
      const rawByPage = new Map<string, { views: number; visitors: Set<string> }>();
      for (const row of views) {
        const entry = rawByPage.get(row.path) ?? { views: 0, visitors: new Set() };
        entry.views += 1;
        entry.visitors.add(row.visit);
        rawByPage.set(row.path, entry);
      }
      expect(
        Object.fromEntries(
          byPage.map((row) => [row.path, [Number(row.views), Number(row.visitors)]]),
        ),
      ).toEqual(
        Object.fromEntries(
          [...rawByPage].map(([path, entry]) => [path, [entry.views, entry.visitors.size]]),
        ),
      );

      const byGoal = await db
        .selectFrom('analytics_goal_day')
        .select((eb) => ['goal', eb.fn.sum<number | string>('completions').as('completions')])
        .where('day', '=', day)
        .groupBy('goal')
        .execute();
      const rawGoals = new Map<string, number>();
      for (const row of raw.filter((each) => each.kind !== 'pageview')) {
        rawGoals.set(row.kind, (rawGoals.get(row.kind) ?? 0) + 1);
      }
      expect(Object.fromEntries(byGoal.map((row) => [row.goal, Number(row.completions)]))).toEqual(
        Object.fromEntries(rawGoals),
      );
    }
    // The month's copies (decision 087) sum both days, the raced one counted once.
    for (const [table, [monthly, daily]] of Object.entries(await monthlyAndDailySums(db)))
      expect(monthly, table).toEqual(daily);
    // Conversions by entry page × language × source: answerable from the rollups alone.
    const conversions = await db
      .selectFrom('analytics_goal_day')
      .select((eb) => ['entry_page', 'entry_locale', 'utm_source', eb.fn.sum('visitors').as('n')])
      .groupBy(['entry_page', 'entry_locale', 'utm_source'])
      .execute();
    expect(conversions.length).toBeGreaterThan(0);
  });

  it('deletes raw events after the retention months and keeps their rollups', async () => {
    const rollupsBefore = await db
      .selectFrom('analytics_visit_day')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const monthlyBefore = await monthlyAndDailySums(db);
    const total = await eventCount();
    const lateOn11th = (await rawEvents('2026-11-11')).length;
    // Thirteen months after the 11th's morning: the 10th's events have gone, the 11th's stay.
    const result = await purgeExpiredData(db, new Date('2027-12-11T06:00:00Z'), 60_000, 13);
    expect(result.analyticsEvents).toBe(total - lateOn11th);
    expect(await eventCount()).toBe(lateOn11th);
    const rollupsAfter = await db
      .selectFrom('analytics_visit_day')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rollupsAfter.n)).toBe(Number(rollupsBefore.n));
    expect(await monthlyAndDailySums(db)).toEqual(monthlyBefore);
  });
});

describe(`the daily salt (${lane})`, () => {
  it('is one per day for two connections racing, replaced the next day with the old one deleted', async () => {
    const other = openDatabase(database.url);
    try {
      const morning = new Date('2026-12-01T07:00:00Z');
      const [first, second] = await Promise.all([
        saltOfDay(db, morning),
        saltOfDay(other, morning),
      ]);
      expect(first).toBe(second);
      expect(Buffer.from(first, 'base64')).toHaveLength(32);
      expect(await saltOfDay(other, new Date('2026-12-01T22:59:00Z'))).toBe(first);
      // Midnight in Zurich (23:00 UTC in winter) starts a new day with a new salt.
      const next = await saltOfDay(db, new Date('2026-12-01T23:01:00Z'));
      expect(next).not.toBe(first);
      const rows = await db.selectFrom('analytics_salt').selectAll().execute();
      expect(rows).toEqual([{ day: '2026-12-02', salt: next }]);
    } finally {
      await other.destroy();
    }
  });
});

/** The beacon's POST of a page view, as a browser at 203.0.113.`visitor` sends it. */
function beacon(page: string, visitor: number, cookie?: string): Promise<Response> {
  const body = JSON.stringify({ page, referrer: '' });
  return ingestBeacon(
    new Request('http://localhost:3000/api/event', {
      method: 'POST',
      body,
      headers: {
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': firefox,
        'x-forwarded-for': `203.0.113.${visitor}`,
        ...(cookie && { cookie }),
      },
    }),
  );
}

describe(`a newsletter's link followed (${lane})`, () => {
  it('counts the goal once the page opened from a campaign mail is viewed, and not for other visits', async () => {
    // The endpoint counts in the process's database: this file's database is that connection.
    (globalThis as { siteDb?: unknown }).siteDb = db;
    try {
      const campaign = 'lettre-de-novembre-goal';
      const tagged = `/blog?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
      expect((await beacon(tagged, 1)).status).toBe(204);
      expect((await beacon('/services', 1)).status).toBe(204);
      expect((await beacon('/blog?utm_source=linkedin&utm_campaign=ads', 2)).status).toBe(204);
      await flushEvents();
      const events = await db
        .selectFrom('analytics_event')
        .select(['kind', 'path', 'utm_campaign'])
        .where('utm_campaign', 'in', [campaign, 'ads'])
        .execute();
      expect(events.filter((event) => event.kind === 'campaign_link')).toEqual([
        { kind: 'campaign_link', path: '/blog', utm_campaign: campaign },
      ]);
      expect(events.filter((event) => event.kind === 'pageview')).toHaveLength(3);
    } finally {
      delete (globalThis as { siteDb?: unknown }).siteDb;
    }
  });
});

describe(`staff signed in for real (${lane})`, () => {
  it("leaves a page view out when the beacon carries a staff member's session cookie", async () => {
    // The endpoint reads the process's database and auth: this file's database, and the auth
    // built on it the way getAuth builds it (its secret derived from the database's).
    const held = globalThis as { siteDb?: unknown; siteAuth?: Promise<Auth> };
    const auth = createAuth(db, database.dialect, await authSecret(db));
    held.siteDb = db;
    held.siteAuth = Promise.resolve(auth);
    try {
      const password = 'correct-horse-battery-42';
      const email = 'editor-counted-not@example.ch';
      await createStaffMember(db, database.dialect, { email, password, role: 'editor' });
      const signedIn = await signInWithPassword(
        { db, auth, headers: new Headers({ 'x-forwarded-for': '203.0.113.40' }), now: new Date() },
        { email, password },
      );
      expect(signedIn.outcome).toBe('signed-in');
      // The Cookie header the browser sends back: each Set-Cookie line's name=value.
      const cookie = signedIn.setCookies.map((line) => line.split(';')[0]).join('; ');
      expect(cookie).toMatch(/session_token=/);

      const page = '/services/geneve?utm_campaign=staff-session-check';
      const counted = () =>
        db
          .selectFrom('analytics_event')
          .select('visit')
          .where('utm_campaign', '=', 'staff-session-check')
          .execute();
      expect((await beacon(page, 41, cookie)).status).toBe(204);
      await flushEvents();
      expect(await counted()).toEqual([]);
      // The same beacon from the same browser, signed out: counted.
      expect((await beacon(page, 41)).status).toBe(204);
      await flushEvents();
      expect(await counted()).toHaveLength(1);
    } finally {
      delete held.siteDb;
      delete held.siteAuth;
    }
  });
});
