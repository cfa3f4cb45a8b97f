import 'server-only';
import type { Kysely } from 'kysely';
import {
  csvDownloadHeaders,
  csvExportMaxRows,
  csvStream,
  type CsvCell,
  type CsvSeparator,
} from '@/lib/csv';
import { adminTranslatorIn } from '@/server/admin/admin-i18n.server';
import { refuseLargeExport } from '@/server/admin/csv-export.server';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { Database } from '@/server/db/schema';
import { audienceReader } from './analytics-store.server';
import type { AudienceQuery } from './audience-query';
import {
  audienceTables,
  conversionRows,
  goalRows,
  topTable,
  type AudienceTable,
} from './audience-report.server';

/** What one audience export holds: a top table, the goals, or the conversions. */
export type AudienceExport = AudienceTable | 'goals' | 'conversions';

const audienceExports: readonly AudienceExport[] = [...audienceTables, 'goals', 'conversions'];

/** The export asked for, if it exists. */
export function audienceExportOf(value: string | null): AudienceExport | undefined {
  return audienceExports.find((table) => table === value);
}

type CsvHeader =
  | 'value'
  | 'visits'
  | 'pageviews'
  | 'goal'
  | 'completions'
  | 'converted'
  | 'rate'
  | 'entryPage'
  | 'language'
  | 'source'
  | 'leads'
  | 'clicks';

/** A rate as a spreadsheet reads it: a decimal fraction, four places. */
const fraction = (rate: number) => Math.round(rate * 10_000) / 10_000;

async function* each(rows: readonly (readonly CsvCell[])[]) {
  yield* rows;
}

/**
 * One table of the audience screen as CSV, for its period and filters, every row (not only the
 * screen's ten), values as stored ('' for a direct visit) so a script can read them; headers in
 * the admin's `locale`. Aggregates only: no visitor is in it, so no fresh proof or audit entry.
 */
export async function audienceCsv(
  db: Kysely<Database>,
  query: AudienceQuery,
  table: AudienceExport,
  separator: CsvSeparator,
  locale: AdminLocale,
): Promise<Response> {
  const t = adminTranslatorIn(locale);
  const header = (key: CsvHeader) => t(`audience.csvHeaders.${key}`);
  const reader = await audienceReader(db, query.range, query.filters);
  let head: string[];
  let rows: CsvCell[][];
  if (table === 'goals') {
    const [totals, goals] = await Promise.all([reader.totals(), reader.goals()]);
    head = (['goal', 'completions', 'converted', 'rate'] as const).map(header);
    rows = goalRows(goals, totals.visits).map((row) => [
      row.goal,
      row.completions,
      row.visitors,
      fraction(row.rate),
    ]);
  } else if (table === 'conversions') {
    head = (['entryPage', 'language', 'source', 'visits', 'leads', 'clicks', 'rate'] as const).map(
      header,
    );
    rows = (await conversionRows(reader)).map((row) => [
      row.entry_page,
      row.entry_locale,
      row.source,
      row.visits,
      row.leads,
      row.clicks,
      fraction(row.rate),
    ]);
  } else {
    head = (['value', 'visits', 'pageviews'] as const).map(header);
    rows = (await topTable(reader, table, csvExportMaxRows + 1)).map((row) => [
      row.value,
      row.visits,
      row.pageviews,
    ]);
  }
  const refusal = await refuseLargeExport(rows.length);
  if (refusal) return refusal;
  const name = `audience-${table.replaceAll('_', '-')}-${query.range.from}-${query.range.to}.csv`;
  return new Response(csvStream(head, each(rows), separator), {
    headers: csvDownloadHeaders(name),
  });
}
