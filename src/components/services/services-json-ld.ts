import type { Locale } from '@/i18n/locales';
import { serviceJsonLd } from '@/lib/structured-data';
import type { Service } from '@/server/services/service-pages.server';

/** The services of /services as one ItemList of Service entries, each pointing at its own page. */
export function servicesItemListJsonLd(siteUrl: string, locale: Locale, services: Service[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((service, index) => {
      // The list carries the context once; nested items must not repeat it.
      const { '@context': _context, ...item } = serviceJsonLd(siteUrl, locale, {
        path: `/services/${service.id}`,
        name: service.title,
        description: service.description,
      });
      return { '@type': 'ListItem', position: index + 1, item };
    }),
  };
}
