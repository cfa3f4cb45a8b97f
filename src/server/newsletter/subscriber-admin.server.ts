import 'server-only';
import { sql, type Kysely } from 'kysely';
import { createTranslator } from 'next-intl';
import { adminMessages, type AdminLocale } from '@/i18n/admin-messages';
import { locales, type Locale } from '@/i18n/locales';
import { detailedAudit } from '@/lib/admin/audit-detail';
import type { SubscriberFilters } from '@/lib/admin/subscriber-filters';
import { csvDateTime, csvExportMaxRows, csvStream, type CsvSeparator } from '@/lib/csv';
import type { Staff } from '@/server/auth/guards.server';
import { batchedRows } from '@/server/db/batched-rows.server';
import { countRows } from '@/server/db/count-rows.server';
import type { Database, SubscriberStatus } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/audit-log.server';
import { languageName } from '@/lib/admin/language-name';
import { matchesSearch } from '@/server/db/text-search.server';

/**
 * Newsletter subscribers for admins (issue 5 §3, issue 15 §3): the list by state and language,
 * counts per state and per language, the CSV export. People leave through the unsubscribe link;
 * addresses that consented elsewhere come in through the import (subscriber-import.server.ts).
 */

export interface SubscriberListRow {
  id: string;
  email: string;
  locale: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberPage {
  rows: SubscriberListRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export type SubscriberCounts = Record<SubscriberStatus | 'all', number>;

export const subscribersPageSize = 50;

/** Rows an export reads per query. */
const exportBatchSize = 500;

function filteredSubscribers(db: Kysely<Database>, filters: SubscriberFilters) {
  let query = db.selectFrom('newsletter_subscriber');
  if (filters.state !== 'all') query = query.where('status', '=', filters.state);
  if (filters.language !== 'all') query = query.where('locale', '=', filters.language);
  const searched = matchesSearch(db, sql<string>`newsletter_subscriber.email`, filters.query);
  if (searched) query = query.where(searched);
  return query;
}

const columns = [
  'id',
  'email',
  'locale',
  'status',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

function toRow(record: {
  id: string;
  email: string;
  locale: string;
  status: SubscriberStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}): SubscriberListRow {
  return {
    id: record.id,
    email: record.email,
    locale: record.locale,
    status: record.status,
    createdAt: record.created_at,
    confirmedAt: record.confirmed_at,
    unsubscribedAt: record.unsubscribed_at,
  };
}

/** One page of subscribers, newest sign-up first. A page past the end shows the last one. */
export async function listSubscribers(
  db: Kysely<Database>,
  filters: SubscriberFilters,
  page = 1,
  pageSize = subscribersPageSize,
): Promise<SubscriberPage> {
  const total = await countSubscribers(db, filters);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const records = await filteredSubscribers(db, filters)
    .select(columns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return { rows: records.map(toRow), total, page: current, pageCount, pageSize };
}

/** How many addresses are in each state, and in all. */
export async function subscriberCounts(db: Kysely<Database>): Promise<SubscriberCounts> {
  const rows = await db
    .selectFrom('newsletter_subscriber')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  const counts: SubscriberCounts = {
    all: 0,
    pending: 0,
    confirmed: 0,
    unsubscribed: 0,
    bounced: 0,
  };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

export interface LanguageCount {
  locale: Locale;
  /** Addresses that receive the newsletter now. */
  confirmed: number;
  /** Addresses in every state. */
  all: number;
}

/** How many addresses each language has, in all and confirmed (the ones a campaign reaches). */
export async function subscriberCountsByLanguage(db: Kysely<Database>): Promise<LanguageCount[]> {
  const rows = await db
    .selectFrom('newsletter_subscriber')
    .select(['locale', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['locale', 'status'])
    .execute();
  return locales.map((locale) => {
    const ofLocale = rows.filter((row) => row.locale === locale);
    return {
      locale,
      confirmed: Number(ofLocale.find((row) => row.status === 'confirmed')?.count ?? 0),
      all: ofLocale.reduce((sum, row) => sum + Number(row.count), 0),
    };
  });
}

/** How many addresses the filters select (for the export's limit and its audit line). */
export function countSubscribers(
  db: Kysely<Database>,
  filters: SubscriberFilters,
): Promise<number> {
  return countRows(filteredSubscribers(db, filters));
}

/**
 * The subscribers the filters select, newest first, at most `maxRows`, read a batch at a time:
 * the export streams them without holding them all.
 */
export function exportSubscribers(
  db: Kysely<Database>,
  filters: SubscriberFilters,
  { maxRows = csvExportMaxRows, batchSize = exportBatchSize } = {},
): AsyncGenerator<SubscriberListRow> {
  const readBatch = async (after: SubscriberListRow | undefined, limit: number) => {
    let query = filteredSubscribers(db, filters).select(columns);
    if (after)
      query = query.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
      );
    const records = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return records.map(toRow);
  };
  return batchedRows(readBatch, { maxRows, batchSize });
}

/** Records that an admin exported addresses (personal data leaving the site). */
export async function recordSubscribersExport(
  db: Kysely<Database>,
  actor: Pick<Staff, 'id' | 'email'>,
  filters: SubscriberFilters,
  count: number,
  now: Date = new Date(),
): Promise<void> {
  await recordAudit(
    db,
    actor,
    {
      ...detailedAudit('subscriber.export', {
        count,
        state: filters.state,
        language: filters.language,
        searched: !!filters.query,
      }),
      targetType: 'subscriber',
      targetId: '*',
    },
    now,
  );
}

/**
 * The export as a spreadsheet opens it, streamed: labels in the admin's language, Swiss local
 * times, fields separated by `separator`.
 */
export function subscribersCsv(
  rows: AsyncIterable<SubscriberListRow>,
  locale: AdminLocale,
  separator: CsvSeparator = ',',
): ReadableStream<Uint8Array> {
  const t = createTranslator({ locale, messages: adminMessages[locale], namespace: 'subscribers' });
  const header = [
    t('csv.email'),
    t('csv.language'),
    t('csv.state'),
    t('csv.created'),
    t('csv.confirmed'),
    t('csv.unsubscribed'),
  ];
  async function* lines() {
    for await (const row of rows)
      yield [
        row.email,
        languageName(locale, row.locale),
        t(`state.${row.status}`),
        csvDateTime(row.createdAt),
        csvDateTime(row.confirmedAt),
        csvDateTime(row.unsubscribedAt),
      ];
  }
  return csvStream(header, lines(), separator);
}
