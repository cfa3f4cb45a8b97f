import { localeInfo, type Locale } from '@/i18n/locales';

/**
 * The tagline a language's social card can carry. Arabic is left out: satori lays text out
 * left to right with no bidi reordering, and the Arabic face it would need is not installed
 * as .woff (see site-card.tsx), so Arabic cards show the Latin name and platforms only.
 */
export function ogTagline(locale: Locale, siteDescription: string): string | null {
  return localeInfo[locale].dir === 'rtl' ? null : siteDescription;
}
