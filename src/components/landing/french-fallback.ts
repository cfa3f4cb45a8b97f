import { defaultLocale, type Locale } from '@/i18n/locales';
import type { LandingText, LandingTextPath } from '@/lib/admin/landing-page-schema';
import { fallbackAttributes } from '@/lib/shown-text';

/**
 * The attributes of a landing page's block whose text this language has not yet (marked as
 * French, left to right in a right-to-left page: fallbackAttributes). A country block is in
 * French when it is named or the whole country text is.
 */
export function frenchFallback(text: LandingText, path: LandingTextPath, locale: Locale) {
  const parent = path.startsWith('country.') ? 'country' : path;
  const inFrench = text.inFrench?.some((field) => field === path || field === parent);
  return fallbackAttributes(inFrench ? { lang: defaultLocale } : {}, locale);
}
