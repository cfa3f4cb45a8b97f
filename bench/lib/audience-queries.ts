import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { zurichDate } from '../../src/lib/time/zurich-time';
import {
  audienceReader,
  countVisitsBetween,
  insertEvents,
  maxEventsPerInsert,
  pageviewsByHour,
  type AnalyticsEventRow,
} from '../../src/server/analytics/analytics-store.server';
import { addDays, parseAudienceQuery } from '../../src/server/analytics/audience-query';
import { audienceReport, conversionRows } from '../../src/server/analytics/audience-report.server';
import { rollUpEndedDays } from '../../src/server/analytics/rollup.server';
import { openDatabase } from '../../src/server/db/connection.server';
import { startPgCluster } from '../../scripts/lib/pg-cluster';

/*
 * The audience screen's reads at scale (issue 31, decisions 080 and 082): `events` synthetic page
 * views and goals over the last 365 Swiss days, the ended days rolled up by the real rollup,
 * today's left raw; then each read of the screen timed (p50/p95 of `runs`) for 12 months, 30 days
 * and today, unfiltered, by a source and by a page, beside an anchor: a primary-key read of the
 * same database in the same run (what the database answers when it does nothing). The same on a
 * throwaway SQLite file and on a throwaway PostgreSQL cluster, one after the other.
 */

export interface QueryTiming {
  name: string;
  p50Ms: number;
  p95Ms: number;
}

/** The reads timed on one database. */
export interface AudienceReadsOnDatabase {
  events: number;
  rawToday: number;
  setupSeconds: number;
  queries: QueryTiming[];
  anchor: QueryTiming;
}

export interface AudienceQueriesMeasurement {
  events: number;
  runs: number;
  sqlite: AudienceReadsOnDatabase;
  postgres: AudienceReadsOnDatabase;
}

const sqliteFile = './data/bench-audience-queries.db';
const days = 365;
const pools = {
  path: ['/', '/services', '/services/geneve', '/services/lausanne', '/blog', '/contact', '/about'],
  locale: ['fr', 'fr', 'fr', 'en', 'ar', 'ar-ma'],
  referrer: ['', '', 'google.com', 'linkedin.com', 'duckduckgo.com', 'facebook.com'],
  source: ['', '', '', 'linkedin', 'newsletter', 'google'],
  campaign: ['', 'automne', 'printemps', 'lancement'],
  device: ['desktop', 'desktop', 'mobile', 'tablet'],
  browser: ['Chrome', 'Firefox', 'Safari', 'Edge', 'other'],
  goal: ['contact_stored', 'newsletter_confirmed', 'booking_click', 'phone_click', 'email_click'],
};
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** One visit of about three events: its page views, then a goal for one visit in 25. */
function visitEvents(day: string, visit: number): AnalyticsEventRow[] {
  const start = Date.parse(`${day}T06:00:00Z`) + (visit % 800) * 60_000;
  const columns = {
    entry_page: pick(pools.path, visit * 7),
    entry_locale: pick(pools.locale, visit * 3),
    referrer: pick(pools.referrer, visit * 5),
    utm_source: pick(pools.source, visit * 11),
    utm_medium: '',
    utm_campaign: pick(pools.campaign, visit * 13),
    device: pick(pools.device, visit),
    browser: pick(pools.browser, visit * 17),
  };
  const rows: AnalyticsEventRow[] = [];
  const views = 1 + (visit % 4);
  for (let view = 0; view < views; view++) {
    rows.push({
      occurred_at: new Date(start + view * 45_000).toISOString(),
      day,
      visit: `${day}-${visit}`,
      kind: 'pageview',
      path: view === 0 ? columns.entry_page : pick(pools.path, visit + view),
      locale: columns.entry_locale,
      ...columns,
      utm_term: '',
      utm_content: '',
    });
  }
  if (visit % 25 === 0) {
    rows.push({
      ...rows[0]!,
      kind: pick(pools.goal, visit / 25),
      occurred_at: rows.at(-1)!.occurred_at,
    });
  }
  return rows;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function timed(
  name: string,
  runs: number,
  read: () => Promise<unknown>,
): Promise<QueryTiming> {
  await read();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { name, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

/** The screen's filters measured: none, a visit's column, and a page seen (decision 082). */
const filterSets = [
  { label: '', filters: {} },
  { label: ', by source', filters: { utm_source: 'linkedin' } },
  { label: ', by page', filters: { path: '/services/geneve' } },
];

/** Writes the events into a migrated, empty database at `databaseUrl` and times the reads. */
async function measureOn(
  databaseUrl: string,
  events: number,
  runs: number,
  log: (line: string) => void,
): Promise<AudienceReadsOnDatabase> {
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(databaseUrl, log);
  const db = openDatabase(databaseUrl);
  const now = new Date();
  const today = zurichDate(now);
  const setupStart = performance.now();
  try {
    const perDay = Math.ceil(events / days);
    let written = 0;
    let rawToday = 0;
    for (let back = days - 1; back >= 0 && written < events; back--) {
      const day = addDays(today, -back);
      const rows: AnalyticsEventRow[] = [];
      for (let visit = 0; rows.length < perDay; visit++) rows.push(...visitEvents(day, visit));
      const kept = rows.slice(0, Math.min(perDay, events - written));
      await db.transaction().execute(async (trx) => {
        for (let at = 0; at < kept.length; at += maxEventsPerInsert) {
          await insertEvents(trx, kept.slice(at, at + maxEventsPerInsert));
        }
      });
      written += kept.length;
      if (back === 0) rawToday = kept.length;
    }
    await rollUpEndedDays(db, now);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    log(
      `  ${written} events over ${days} days written and rolled up in ${Math.round(setupSeconds)} s`,
    );

    const queries: QueryTiming[] = [];
    for (const period of ['12m', '30d', 'today'] as const) {
      for (const { label: filterLabel, filters } of filterSets) {
        const query = parseAudienceQuery({ period, ...filters }, today);
        const label = `${period}${filterLabel}`;
        const reader = await audienceReader(db, query.range, query.filters);
        queries.push(
          await timed(`figures (${label})`, runs, () => reader.totals()),
          await timed(`top referrers (${label})`, runs, () => reader.top('referrer', 10)),
          await timed(`top pages (${label})`, runs, () => reader.topPages(10)),
          await timed(`conversions (${label})`, runs, () => conversionRows(reader)),
          await timed(
            `series (${label})`,
            runs,
            period === 'today'
              ? () => pageviewsByHour(db, today, query.filters)
              : () => reader.byDay(),
          ),
          await timed(`whole screen (${label})`, runs, () => audienceReport(db, query, now)),
        );
        // The same year without today: the rolled rows alone, without the open day's raw events.
        if (period === '12m' && filterLabel === '') {
          const rolledOnly = { ...query, range: { ...query.range, to: addDays(today, -1) } };
          queries.push(
            await timed(`whole screen (${label}, to yesterday)`, runs, () =>
              audienceReport(db, rolledOnly, now),
            ),
          );
        }
      }
    }
    queries.push(
      await timed('now (last 5 minutes)', runs, () =>
        countVisitsBetween(
          db,
          new Date(now.getTime() - 5 * 60_000).toISOString(),
          now.toISOString(),
          {},
        ),
      ),
    );
    const anchor = await timed('anchor: one row by key', runs, () =>
      db.selectFrom('analytics_rolled_day').selectAll().where('day', '=', today).execute(),
    );
    for (const timing of [anchor, ...queries]) {
      log(`  ${timing.name}: p50 ${timing.p50Ms.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`);
    }
    return { events: written, rawToday, setupSeconds, queries, anchor };
  } finally {
    await db.destroy();
  }
}

export async function measureAudienceQueries(
  events: number,
  runs: number,
  log: (line: string) => void,
): Promise<AudienceQueriesMeasurement> {
  const removeSqlite = () => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqliteFile}${suffix}`, { force: true });
  };
  removeSqlite();
  let sqlite: AudienceReadsOnDatabase;
  try {
    log('  SQLite:');
    sqlite = await measureOn(sqliteFile, events, runs, log);
  } finally {
    removeSqlite();
  }
  log('  PostgreSQL (a throwaway cluster):');
  const cluster = await startPgCluster();
  try {
    const postgres = await measureOn(cluster.url, events, runs, log);
    return { events, runs, sqlite, postgres };
  } finally {
    cluster.stop();
  }
}
