import 'server-only';
import type { Kysely } from 'kysely';
import { createTranslator } from 'next-intl';
import { adminMessages, type AdminLocale } from '@/i18n/admin-messages';
import { csvDateTime, csvStream, type CsvSeparator } from '@/lib/csv';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import type { Database } from '@/server/db/schema';
import { languageName } from '@/lib/admin/language-name';
import { exportedSourceColumns, type ContactExportRow } from './contact-admin.server';

/**
 * The source's columns, named as a spreadsheet or a script reads them in either language
 * (issue 31): where the visit entered, came from, which campaign, in which language.
 */
const sourceHeader = [
  'entry_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'language',
] as const satisfies { length: (typeof exportedSourceColumns)['length'] };

/** A booking's columns (decision 079), after the source: named alike in either language. */
const bookingHeader = ['kind', 'booking_start', 'booking_status'] as const;

/**
 * The export as a spreadsheet opens it, streamed: labels in the admin's language, Swiss local
 * times, fields separated by `separator`; the request's source, its columns named as issue 31
 * lists them, then its kind and a booking's start (Swiss time) and status (issue 32).
 */
export async function contactsCsv(
  db: Kysely<Database>,
  rows: AsyncIterable<ContactExportRow>,
  locale: AdminLocale,
  separator: CsvSeparator = ',',
): Promise<ReadableStream<Uint8Array>> {
  const t = createTranslator({
    locale,
    messages: adminMessages[locale],
    namespace: 'contacts',
  });
  const services = await serviceLabels(db, locale);
  const header = [
    t('csv.received'),
    t('csv.name'),
    t('csv.email'),
    t('csv.phone'),
    t('csv.company'),
    t('csv.service'),
    t('csv.message'),
    t('csv.language'),
    t('csv.status'),
    t('csv.notification'),
    t('csv.attempts'),
    t('csv.lastError'),
    t('csv.updated'),
    ...sourceHeader,
    ...bookingHeader,
  ];
  async function* lines() {
    for await (const row of rows)
      yield [
        csvDateTime(row.receivedAt),
        row.name,
        row.email,
        row.phone,
        row.company,
        services[row.service] ?? row.service,
        row.message,
        languageName(locale, row.locale),
        t(`status.${row.status}`),
        t(`delivery.${row.notification?.status ?? 'none'}`),
        row.notification?.attempts,
        row.notification?.lastError,
        csvDateTime(row.updatedAt),
        ...exportedSourceColumns.map((column) => row.source[column]),
        row.kind,
        csvDateTime(row.bookingStart),
        row.bookingStatus ?? '',
      ];
  }
  return csvStream(header, lines(), separator);
}
