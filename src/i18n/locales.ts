/**
 * The one list of languages the site speaks. Everything that varies by language
 * (`<html lang dir>`, hreflang, the sitemap, the picker, the rewrites) derives from here.
 */
export const locales = ['fr', 'en', 'ar', 'ar-ma'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'fr';

/** Locales served through `?lang=`: every locale but the default, which lives at the bare path. */
export const queryLocales = locales.filter((locale) => locale !== defaultLocale);

interface LocaleInfo {
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl`. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language's own name, shown in the picker. */
  nativeName: string;
  /** Open Graph locale (`og:locale`). */
  ogLocale: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  fr: { tag: 'fr', dir: 'ltr', nativeName: 'Français', ogLocale: 'fr_CH' },
  en: { tag: 'en', dir: 'ltr', nativeName: 'English', ogLocale: 'en_GB' },
  ar: { tag: 'ar', dir: 'rtl', nativeName: 'العربية', ogLocale: 'ar_AR' },
  'ar-ma': { tag: 'ar-MA', dir: 'rtl', nativeName: 'الدارجة', ogLocale: 'ar_MA' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale a `?lang=` value asks for; anything unknown falls back to French, never an error. */
export function localeFromLangParam(value: string | null | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}
