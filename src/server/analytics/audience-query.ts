import {
  filterColumns,
  type AudienceFilters,
  type DayRange,
  type FilterColumn,
} from './analytics-store.server';

/*
 * What the audience screen shows, as its URL says it (`/admin/audience?period=30d&referrer=…`):
 * the period and the filters, read the same by the screen and its CSV exports. A hand-edited URL
 * never fails: an unknown period is the last 7 days, a wrong custom range is the same.
 */

export const audiencePeriods = [
  'today',
  '7d',
  '30d',
  'month',
  'last-month',
  '12m',
  'custom',
] as const;
export type AudiencePeriod = (typeof audiencePeriods)[number];

/** What a row of the screen filters by: the visit's columns, every rollup has them, and a page. */
export const audienceFilterColumns = filterColumns;

export interface AudienceQuery {
  period: AudiencePeriod;
  range: DayRange;
  filters: AudienceFilters;
}

/** A custom range spans at most this many days (the rollups answer it in one read). */
export const maxRangeDays = 731;
/** A filter value as long as the stored ones may be (referrers and UTM are capped at 100). */
const maxFilterLength = 200;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function paramOf(params: Params, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A day moved by whole days ('2026-03-01', -1 → '2026-02-28'). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function rangeLength(range: DayRange): number {
  return Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
}

/** The period of equal length just before: what each figure is compared with. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeLength(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

const isDay = (value: string | undefined): value is string =>
  value !== undefined &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** The days a period covers, `today` being the Swiss day now. */
export function rangeOf(period: Exclude<AudiencePeriod, 'custom'>, today: string): DayRange {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: monthStart, to: today };
    case 'last-month': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case '12m': {
      const yearAgo = new Date(`${today}T00:00:00Z`);
      yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
      return { from: addDays(yearAgo.toISOString().slice(0, 10), 1), to: today };
    }
  }
}

export function parseAudienceQuery(params: Params, today: string): AudienceQuery {
  const filters: AudienceFilters = {};
  for (const column of audienceFilterColumns) {
    const value = paramOf(params, column);
    if (value !== undefined && value.length <= maxFilterLength) filters[column] = value;
  }
  const asked = paramOf(params, 'period');
  if (asked === 'custom') {
    const from = paramOf(params, 'from');
    const to = paramOf(params, 'to');
    if (isDay(from) && isDay(to) && from <= to && to <= today) {
      const range = { from, to };
      if (rangeLength(range) <= maxRangeDays) return { period: 'custom', range, filters };
    }
  }
  const period = audiencePeriods.find((each) => each === asked && each !== 'custom') ?? '7d';
  return { period, range: rangeOf(period as Exclude<AudiencePeriod, 'custom'>, today), filters };
}

/** The URL query of a screen (`period=30d&referrer=linkedin.com`), for links and exports. */
export function audienceSearch(query: AudienceQuery): URLSearchParams {
  const params = new URLSearchParams({ period: query.period });
  if (query.period === 'custom') {
    params.set('from', query.range.from);
    params.set('to', query.range.to);
  }
  for (const column of audienceFilterColumns) {
    const value = query.filters[column];
    if (value !== undefined) params.set(column, value);
  }
  return params;
}

/** The screen's address for a query. */
export function audienceHref(query: AudienceQuery): string {
  return `/admin/audience?${audienceSearch(query)}`;
}

/** The same screen with one more filter (a row clicked), or with some filters removed. */
export function withFilters(query: AudienceQuery, filters: AudienceFilters): AudienceQuery {
  return { ...query, filters: { ...query.filters, ...filters } };
}

export function withoutFilter(query: AudienceQuery, column: FilterColumn): AudienceQuery {
  const filters = { ...query.filters };
  delete filters[column];
  return { ...query, filters };
}
