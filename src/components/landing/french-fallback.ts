import { defaultLocale, localeInfo, type Locale } from '@/i18n/locales';
import type { LandingText, LandingTextField } from '@/lib/admin/landing-page-schema';

/**
 * The attributes of a landing page's block whose text this language has not yet: marked as
 * French, and left to right inside a right-to-left page, so it is read and laid out as French.
 */
export function frenchFallback(text: LandingText, field: LandingTextField, locale: Locale) {
  if (!text.inFrench?.includes(field)) return {};
  return { lang: defaultLocale, dir: localeInfo[locale].dir === 'rtl' ? 'ltr' : undefined };
}
