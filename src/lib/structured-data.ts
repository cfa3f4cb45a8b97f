import type { Settings } from '@/config/settings';
import { absoluteUrl } from '@/i18n/href';
import { localeInfo, locales, type Locale } from '@/i18n/locales';

type SiteSettings = Pick<
  Settings,
  | 'SITE_NAME'
  | 'SITE_URL'
  | 'CONTACT_EMAIL'
  | 'CONTACT_PHONE'
  | 'ADDRESS'
  | 'SOCIAL_LINKEDIN'
  | 'SOCIAL_INSTAGRAM'
  | 'SOCIAL_FACEBOOK'
  | 'SOCIAL_X'
  | 'SOCIAL_YOUTUBE'
>;

/** The site-wide Organization node's @id, so other structured data can point at it. */
export const organizationId = (siteUrl: string) => new URL('/#organization', siteUrl).toString();

/** The agency as an Organization and ProfessionalService (site-wide). */
export function organizationJsonLd(config: SiteSettings, locale: Locale, description: string) {
  const sameAs = [
    config.SOCIAL_LINKEDIN,
    config.SOCIAL_INSTAGRAM,
    config.SOCIAL_FACEBOOK,
    config.SOCIAL_X,
    config.SOCIAL_YOUTUBE,
  ].filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': organizationId(config.SITE_URL),
    name: config.SITE_NAME,
    url: absoluteUrl(config.SITE_URL, '/', locale),
    logo: new URL('/icon.svg', config.SITE_URL).toString(),
    image: new URL('/icon.svg', config.SITE_URL).toString(),
    description,
    email: config.CONTACT_EMAIL,
    telephone: config.CONTACT_PHONE,
    priceRange: 'CHF 2000-25000',
    address: { '@type': 'PostalAddress', addressLocality: config.ADDRESS, addressCountry: 'CH' },
    areaServed: ['CH', 'FR', 'MC', 'MA'],
    // The languages the agency works in (schema.org's property for an Organization; its
    // `availableLanguage` belongs to contact points).
    knowsLanguage: locales.map((l) => localeInfo[l].tag),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function websiteJsonLd(config: SiteSettings, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.SITE_NAME,
    url: absoluteUrl(config.SITE_URL, '/', locale),
    inLanguage: localeInfo[locale].tag,
    publisher: { '@id': organizationId(config.SITE_URL) },
  };
}

/** Breadcrumb trail: [name, internal path] pairs from the home page down to this page. */
export function breadcrumbJsonLd(siteUrl: string, locale: Locale, trail: [string, string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, path, locale),
    })),
  };
}

export function faqJsonLd(locale: Locale, entries: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: localeInfo[locale].tag,
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A service the agency offers; `areaServed` names a place for the landing pages. */
export function serviceJsonLd(
  siteUrl: string,
  locale: Locale,
  input: {
    path: string;
    name: string;
    description: string;
    areaServed?: string;
    serviceType?: string;
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(siteUrl, input.path, locale),
    provider: { '@id': organizationId(siteUrl) },
    ...(input.serviceType && { serviceType: input.serviceType }),
    ...(input.areaServed && { areaServed: { '@type': 'Place', name: input.areaServed } }),
    // Services are quoted per project; the spec's only public figure is the starting price.
    offers: {
      '@type': 'Offer',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 3000, priceCurrency: 'CHF' },
    },
  };
}
