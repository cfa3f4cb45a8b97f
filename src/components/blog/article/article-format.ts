import { localeInfo, type Locale } from '@/i18n/locales';

/** The spec formats dates "fr-CH" for French; the other languages get their own conventions. */
const dateLocales: Record<Locale, string> = {
  fr: 'fr-CH',
  en: 'en-GB',
  ar: 'ar',
  'ar-ma': 'ar-MA',
};

/** "10 mars 2026" / "10 March 2026" / "10 مارس 2026", on the agency's calendar (Geneva). */
export function formatArticleDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  }).format(new Date(iso));
}

/** Whether an edit happened on a later day than publication (worth an "updated on" line). */
export function updatedLater(publishedAt: string, updatedAt: string): boolean {
  return updatedAt.slice(0, 10) > publishedAt.slice(0, 10);
}

/**
 * `lang`/`dir` for the page's own texts (labels, dates) placed inside an article shown in
 * another language, so screen readers and fonts switch back; nothing when they agree.
 */
export function pageLanguageAttributes(
  locale: Locale,
  contentLocale: Locale,
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (locale === contentLocale) return {};
  return { lang: localeInfo[locale].tag, dir: localeInfo[locale].dir };
}

/**
 * French typography puts a space before : ; ! ? » and after «; making it a no-break space
 * keeps a line from starting with the punctuation ("Automatisation n8n / : le guide").
 */
export function frenchSpacing(text: string, contentLocale: Locale): string {
  if (contentLocale !== 'fr') return text;
  return text.replace(/ ([:;!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}
