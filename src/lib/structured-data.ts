import { absoluteUrl } from '@/i18n/href';
import { localeInfo, locales, type Locale } from '@/i18n/locales';
import { socialNetworks } from '@/lib/admin/site-settings-schema';
import type { AgencySettings } from '@/lib/site-settings';

/** What the structured data says of the agency (the site settings'). */
type Agency = Pick<
  AgencySettings,
  'siteName' | 'contactEmail' | 'contactPhone' | 'address' | 'social'
>;

/** The site-wide Organization node's @id, so other structured data can point at it. */
export const organizationId = (siteUrl: string) => new URL('/#organization', siteUrl).toString();

/** The agency as an Organization and ProfessionalService (site-wide). */
export function organizationJsonLd(
  siteUrl: string,
  agency: Agency,
  locale: Locale,
  description: string,
) {
  const sameAs = socialNetworks.map((network) => agency.social[network]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'ProfessionalService'],
    '@id': organizationId(siteUrl),
    name: agency.siteName,
    url: absoluteUrl(siteUrl, '/', locale),
    logo: new URL('/icon.svg', siteUrl).toString(),
    image: new URL('/icon.svg', siteUrl).toString(),
    description,
    email: agency.contactEmail,
    telephone: agency.contactPhone,
    priceRange: 'CHF 2000-25000',
    address: { '@type': 'PostalAddress', addressLocality: agency.address, addressCountry: 'CH' },
    areaServed: ['CH', 'FR', 'MC', 'MA'],
    // The languages the agency works in (schema.org's property for an Organization; its
    // `availableLanguage` belongs to contact points).
    knowsLanguage: locales.map((l) => localeInfo[l].tag),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

export function websiteJsonLd(siteUrl: string, agency: Pick<Agency, 'siteName'>, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: agency.siteName,
    url: absoluteUrl(siteUrl, '/', locale),
    inLanguage: localeInfo[locale].tag,
    publisher: { '@id': organizationId(siteUrl) },
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
