import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';

export interface Service {
  id: string;
  icon: string;
  title: string;
  description: string;
  features: string[];
  price: string;
  body: string;
}

function servicesQuery(db: Kysely<Database>, locale: Locale) {
  return (
    db
      .selectFrom('service')
      .innerJoin('service_translation', 'service_translation.service_id', 'service.id')
      .where('service_translation.locale', '=', locale)
      // Hidden in the admin: gone from every public page (list, home, its own page).
      .where('service.visible', '=', 1)
      .select([
        'service.id',
        'service.icon',
        'service_translation.title',
        'service_translation.description',
        'service_translation.features',
        'service_translation.price',
        'service_translation.body',
      ])
  );
}

type ServiceRow = Awaited<ReturnType<ReturnType<typeof servicesQuery>['executeTakeFirst']>> & {};

/** A row as the pages show it, in its language's typography. */
function toService(row: ServiceRow, locale: Locale): Service {
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
