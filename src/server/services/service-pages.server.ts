import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { serviceSchema } from '@/lib/admin/service-schema';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { parsedDrafts, previewsDrafts } from '@/server/preview/preview.server';

export interface Service {
  id: string;
  icon: string;
  title: string;
  description: string;
  features: string[];
  price: string;
  body: string;
}

function everyServiceQuery(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('service')
    .innerJoin('service_translation', 'service_translation.service_id', 'service.id')
    .where('service_translation.locale', '=', locale)
    .select([
      'service.id',
      'service.icon',
      'service.visible',
      'service.sort_order',
      'service_translation.title',
      'service_translation.description',
      'service_translation.features',
      'service_translation.price',
      'service_translation.body',
    ]);
}

function servicesQuery(db: Kysely<Database>, locale: Locale) {
  // Hidden in the admin: gone from every public page (list, home, its own page).
  return everyServiceQuery(db, locale).where('service.visible', '=', 1);
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof servicesQuery>['executeTakeFirst']>> & {};

/** A row as the pages show it, in its language's typography. */
function toService(
  { visible: _visible, sort_order: _order, ...row }: ServiceRow,
  locale: Locale,
): Service {
  return typesetFor(locale, { ...row, features: JSON.parse(row.features) as string[] });
}

/** The agency's services in display order, in one language. Throws on a database error. */
export async function listServices(locale: Locale, db = getDb()): Promise<Service[]> {
  const rows = await servicesQuery(db, locale).orderBy('service.sort_order').execute();
  return rows.map((row) => toService(row, locale));
}

export async function findService(
  id: string,
  locale: Locale,
  db = getDb(),
): Promise<Service | undefined> {
  const row = await servicesQuery(db, locale).where('service.id', '=', id).executeTakeFirst();
  return row && toService(row, locale);
}

/** listServices as pages read it: cached, expired by refreshAfter('service'). */
export const getServices = cachedContent('services', 'services', (locale: Locale) =>
  listServices(locale),
);

/** findService as pages read it: cached, expired by refreshAfter('service'). */
export const getService = cachedContent('services', 'service', (id: string, locale: Locale) =>
  findService(id, locale),
);

/**
 * The services as a member of staff previewing drafts sees them (decision 069): read anew, each
 * service's draft that the form's schema accepts in place of what is published, its visibility
 * and order included.
 */
export async function previewedServices(locale: Locale, db: Kysely<Database>): Promise<Service[]> {
  const [rows, drafts] = await Promise.all([
    everyServiceQuery(db, locale).orderBy('service.sort_order').execute(),
    parsedDrafts(db, 'service', serviceSchema),
  ]);
  return rows
    .map((row) => {
      const draft = drafts.get(row.id);
      if (!draft) return row;
      const text = draft.text[locale];
      return {
        ...row,
        ...text,
        icon: draft.icon,
        visible: draft.visible ? 1 : 0,
        sort_order: draft.sortOrder,
        features: JSON.stringify(text.features),
      };
    })
    .filter((row) => row.visible)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((row) => toService(row, locale));
}

/** The services a public page shows: the drafts for a member of staff previewing, else getServices. */
export async function servicesOfRequest(locale: Locale): Promise<Service[]> {
  if (await previewsDrafts()) return previewedServices(locale, getDb());
  return getServices(locale);
}

/** A service's page as this request sees it: its draft in a staff preview, else getService. */
export async function serviceOfRequest(id: string, locale: Locale): Promise<Service | undefined> {
  if (await previewsDrafts())
    return (await previewedServices(locale, getDb())).find((service) => service.id === id);
  return getService(id, locale);
}
