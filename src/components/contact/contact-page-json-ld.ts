import { absoluteUrl } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { AgencySettings } from '@/lib/site-settings';
import { organizationId } from '@/lib/structured-data';

type ContactSettings = Pick<AgencySettings, 'siteName' | 'contactEmail' | 'contactPhone'>;

/**
 * ContactPage structured data (spec §2 Contact): the agency as main entity, with a
 * customer-service contact point in the languages the team answers in (French, English).
 * The organisation's @id matches the site-wide Organization node, so search engines merge them.
 */
export function contactPageJsonLd(
  siteUrl: string,
  agency: ContactSettings,
  locale: Locale,
  page: { name: string; description: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(siteUrl, '/contact', locale),
    inLanguage: localeInfo[locale].tag,
    mainEntity: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: agency.siteName,
      url: absoluteUrl(siteUrl, '/', locale),
      email: agency.contactEmail,
      telephone: agency.contactPhone,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: agency.contactEmail,
        telephone: agency.contactPhone,
        availableLanguage: ['French', 'English'],
      },
    },
  };
}
