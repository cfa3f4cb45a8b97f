import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import {
  audienceReader,
  countVisitsBetween,
  daysOf,
  pageviewsByHour,
  type AudienceReader,
  type ConversionCell,
  type GoalTotals,
  type TopRow,
  type VisitColumn,
  type VisitTotals,
} from './analytics-store.server';
import { previousRange, type AudienceQuery } from './audience-query';
import { beaconGoals, bookingGoal, type Goal } from './event-shape';

/*
 * The audience screen's figures for one period and filter set (decision 080), assembled from
 * analytics-store's reads: the figures beside the previous period's, the series by day (by hour
 * for one day), the top tables, the goals and the conversions by entry page × language × source.
 */

/** Every goal in the order the screen lists them: leads first, then the clicks. */
export const audienceGoals: readonly Goal[] = [
  'contact_stored',
  bookingGoal,
  'newsletter_confirmed',
  ...beaconGoals,
  'campaign_link',
];

/** Goals that are leads: a person who wrote to the agency, booked, or confirmed a subscription. */
const leadGoals = new Set<string>(['contact_stored', bookingGoal, 'newsletter_confirmed']);

/** The top tables, each by one column: the pages seen, then the visit's columns. */
export const audienceTables = [
  'pages',
  'entry_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'entry_locale',
  'device',
  'browser',
] as const satisfies readonly ('pages' | VisitColumn)[];
export type AudienceTable = (typeof audienceTables)[number];

/** Rows a top table shows on the screen; its CSV has them all. */
export const screenRows = 10;

export interface AudienceFigures extends VisitTotals {
  /** Goal completions (under a page filter, of the visits that had seen the page by then). */
  conversions: number;
}

export interface SeriesPoint {
  /** A day ('2026-11-29') or an hour of the day ('13'). */
  at: string;
  visits: number;
  pageviews: number;
}

export interface GoalRow extends GoalTotals {
  /** Converted visits per visit of the period, 0 when there were none. */
  rate: number;
}

export interface ConversionRow {
  entry_page: string;
  entry_locale: string;
  /** The campaign's UTM source, else the referring site, '' for a direct visit. */
  source: string;
  sourceIsCampaign: boolean;
  visits: number;
  leads: number;
  clicks: number;
  /** Leads per visit. */
  rate: number;
}

export interface AudienceReport {
  figures: AudienceFigures;
  previous: AudienceFigures;
  series: { unit: 'hour' | 'day'; points: SeriesPoint[] };
  tables: Record<AudienceTable, TopRow[]>;
  goals: GoalRow[];
  conversions: ConversionRow[];
  /** Visits with an event in the last five minutes. */
  now: number;
}

const zurichHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** A period's figures, and the goals read for them for its goal rows. */
async function figuresOf(
  reader: AudienceReader,
): Promise<{ figures: AudienceFigures; goals: GoalTotals[] }> {
  const [totals, goals] = await Promise.all([reader.totals(), reader.goals()]);
  const conversions = goals.reduce((sum, goal) => sum + goal.completions, 0);
  return { figures: { ...totals, conversions }, goals };
}

async function seriesOf(
  db: Kysely<Database>,
  reader: AudienceReader,
  query: AudienceQuery,
): Promise<AudienceReport['series']> {
  if (query.range.from === query.range.to) {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      at: String(hour).padStart(2, '0'),
      visits: 0,
      pageviews: 0,
    }));
    for (const row of await pageviewsByHour(db, query.range.from, query.filters)) {
      const point = hours[Number(zurichHour.format(new Date(`${row.hour}:00:00Z`)))];
      if (point) {
        point.visits += row.visits;
        point.pageviews += row.pageviews;
      }
    }
    return { unit: 'hour', points: hours };
  }
  const byDay = new Map((await reader.byDay()).map((row) => [row.day, row]));
  return {
    unit: 'day',
    points: daysOf(query.range).map((day) => ({
      at: day,
      visits: byDay.get(day)?.visits ?? 0,
      pageviews: byDay.get(day)?.pageviews ?? 0,
    })),
  };
}

/** One top table, `limit` rows: the screen shows 10, an export all of them. */
export function topTable(reader: AudienceReader, table: AudienceTable, limit: number) {
  return table === 'pages' ? reader.topPages(limit) : reader.top(table, limit);
}

/** The goals read, in the screen's order, each with its rate over the period's visits. */
export function goalRows(goals: readonly GoalTotals[], visits: number): GoalRow[] {
  const reached = new Map(goals.map((row) => [row.goal, row]));
  return audienceGoals.map((goal) => {
    const row = reached.get(goal) ?? { goal, completions: 0, visitors: 0 };
    return { ...row, rate: visits > 0 ? row.visitors / visits : 0 };
  });
}

/**
 * Which entry page, language and source bring leads: goal completions joined with the visits of
 * the same entry page, language and source, rows with a conversion only, most leads first.
 */
export async function conversionRows(reader: AudienceReader): Promise<ConversionRow[]> {
  const [cells, visits] = await Promise.all([reader.conversionCells(), reader.entryVisits()]);
  type EntryKey = Pick<ConversionCell, 'entry_page' | 'entry_locale' | 'utm_source' | 'referrer'>;
  const idOf = (key: EntryKey) =>
    JSON.stringify([
      key.entry_page,
      key.entry_locale,
      key.utm_source,
      key.utm_source ? '' : key.referrer,
    ]);
  const rows = new Map<string, ConversionRow>();
  for (const cell of cells) {
    const id = idOf(cell);
    const row = rows.get(id) ?? {
      entry_page: cell.entry_page,
      entry_locale: cell.entry_locale,
      source: cell.utm_source || cell.referrer,
      sourceIsCampaign: cell.utm_source !== '',
      visits: 0,
      leads: 0,
      clicks: 0,
      rate: 0,
    };
    if (leadGoals.has(cell.goal)) row.leads += cell.completions;
    else row.clicks += cell.completions;
    rows.set(id, row);
  }
  for (const entry of visits) {
    const row = rows.get(idOf(entry));
    if (row) row.visits += entry.visits;
  }
  return [...rows.values()]
    .map((row) => ({ ...row, rate: row.visits > 0 ? row.leads / row.visits : 0 }))
    .sort((a, b) => b.leads - a.leads || b.clicks - a.clicks || b.visits - a.visits);
}

export async function audienceReport(
  db: Kysely<Database>,
  query: AudienceQuery,
  now: Date,
): Promise<AudienceReport> {
  const [reader, before] = await Promise.all([
    audienceReader(db, query.range, query.filters),
    audienceReader(db, previousRange(query.range), query.filters),
  ]);
  const [current, previous, series, tableRows, conversions, visitsNow] = await Promise.all([
    figuresOf(reader),
    figuresOf(before),
    seriesOf(db, reader, query),
    Promise.all(audienceTables.map((table) => topTable(reader, table, screenRows))),
    conversionRows(reader),
    countVisitsBetween(
      db,
      new Date(now.getTime() - 5 * 60_000).toISOString(),
      // A minute ahead: an instance whose clock runs a little fast still counts.
      new Date(now.getTime() + 60_000).toISOString(),
      query.filters,
    ),
  ]);
  return {
    figures: current.figures,
    previous: previous.figures,
    series,
    tables: Object.fromEntries(
      audienceTables.map((table, index) => [table, tableRows[index] ?? []]),
    ) as Record<AudienceTable, TopRow[]>,
    goals: goalRows(current.goals, current.figures.visits),
    conversions: conversions.slice(0, screenRows),
    now: visitsNow,
  };
}
