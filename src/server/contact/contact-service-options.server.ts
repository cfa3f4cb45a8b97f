import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import type { ServiceOption } from '@/lib/forms/contact-fields';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';

/*
 * The contact form's service options as the site reads them: the contact page's select (cached,
 * tagged `contact-services`), the check of a submitted value, and the labels the admin, the CSV
 * export and the agency's mail name a request's service by (decision 035).
 */

/** Every option (offered or not) with its label in one language. */
function labelledQuery(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('contact_service')
    .innerJoin(
      'contact_service_translation',
      'contact_service_translation.contact_service_id',
      'contact_service.id',
    )
    .where('contact_service_translation.locale', '=', locale)
    .select(['contact_service.id as value', 'contact_service_translation.label']);
}

function offeredQuery(db: Kysely<Database>, locale: Locale) {
  // Switched off in the admin: no longer offered, though old requests keep its label.
  return labelledQuery(db, locale).where('contact_service.visible', '=', 1);
}

/** The options the form offers, in order, in one language. Throws on a database error. */
export async function listContactServiceOptions(
  locale: Locale,
  db = getDb(),
): Promise<ServiceOption[]> {
  const rows = await offeredQuery(db, locale)
    .orderBy('contact_service.sort_order')
    .orderBy('contact_service.id')
    .execute();
  return typesetFor(locale, rows);
}

/** listContactServiceOptions as the contact page reads it: expired by refreshAfter('contact-service'). */
export const getContactServiceOptions = cachedContent(
  'contact-services',
  'contact-service-options',
  (locale: Locale) => listContactServiceOptions(locale),
);

/** The label of a value the form offers now, or undefined when it is not (or no longer) offered. */
export async function offeredServiceLabel(
  db: Kysely<Database>,
  value: string,
  locale: Locale,
): Promise<string | undefined> {
  const row = await offeredQuery(db, locale)
    .where('contact_service.id', '=', value)
    .executeTakeFirst();
  return row?.label;
}

/**
 * Every value a request may hold, named in one language: the options as they are now (switched
 * off ones included), in the form's order, then the deleted ones with the label they had.
 */
export async function serviceLabels(
  db: Kysely<Database>,
  locale: Locale,
): Promise<Record<string, string>> {
  const [current, removed] = await Promise.all([
    labelledQuery(db, locale)
      .orderBy('contact_service.sort_order')
      .orderBy('contact_service.id')
      .execute(),
    db.selectFrom('contact_service_removed').select(['id', 'labels']).orderBy('id').execute(),
  ]);
  // The current options first, in order (object keys keep their insertion order).
  const labels = Object.fromEntries(current.map(({ value, label }) => [value, label]));
  for (const { id, labels: json } of removed) {
    const label = (JSON.parse(json) as Partial<Record<string, string>>)[locale];
    if (label && !(id in labels)) labels[id] = label;
  }
  return labels;
}
