import type { Settings } from '@/config/settings';
import { absoluteUrl } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import { organizationId } from '@/lib/structured-data';

type ContactSettings = Pick<Settings, 'SITE_URL' | 'SITE_NAME' | 'CONTACT_EMAIL' | 'CONTACT_PHONE'>;

/**
 * ContactPage structured data (spec §2 Contact): the agency as main entity, with a
 * customer-service contact point in the languages the team answers in (French, English).
 * The organisation's @id matches the site-wide Organization node, so search engines merge them.
 */
export function contactPageJsonLd(
  config: ContactSettings,
  locale: Locale,
  page: { name: string; description: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(config.SITE_URL, '/contact', locale),
    inLanguage: localeInfo[locale].tag,
    mainEntity: {
      '@type': 'Organization',
      '@id': organizationId(config.SITE_URL),
      name: config.SITE_NAME,
      url: absoluteUrl(config.SITE_URL, '/', locale),
      email: config.CONTACT_EMAIL,
      telephone: config.CONTACT_PHONE,
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: config.CONTACT_EMAIL,
        telephone: config.CONTACT_PHONE,
        availableLanguage: ['French', 'English'],
      },
    },
  };
}
