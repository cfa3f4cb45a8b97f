import { defaultLocale, type Locale } from '@/i18n/locales';
import type { SiteSettingsText, SiteSettingsValues } from '@/lib/admin/site-settings-schema';

/** A text as a page prints it, and its language when it is not the page's (French shown instead). */
export interface LocalizedText {
  text: string;
  fallbackLang?: Locale;
}

/** The agency's settings as a page in one language reads them (decision 045). */
export interface AgencySettings extends Omit<SiteSettingsValues, 'text'> {
  text: Record<keyof SiteSettingsText, LocalizedText>;
}

/**
 * The settings' texts in `locale`: each field in that language, or the French one (marked with
 * its language, so the page can say so) when that language's is empty.
 */
export function agencyText(
  texts: Partial<Record<Locale, SiteSettingsText>>,
  locale: Locale,
): AgencySettings['text'] {
  const own = texts[locale];
  const french = texts[defaultLocale];
  const field = (name: keyof SiteSettingsText): LocalizedText =>
    own?.[name]
      ? { text: own[name] }
      : {
          text: french?.[name] ?? '',
          ...(locale !== defaultLocale && { fallbackLang: defaultLocale }),
        };
  return { address: field('address'), officeHours: field('officeHours') };
}

/**
 * The shared figures as the text sets print them (`{years}`, `{projects}+`, `{rating} / 5`…):
 * whole numbers as typed, without grouping, and the rating with French's decimal comma in French.
 */
export function figureTexts(figures: AgencySettings['figures'], locale: Locale) {
  const rating = String(figures.rating);
  return {
    years: String(figures.years),
    projects: String(figures.projects),
    clients: String(figures.clients),
    satisfaction: String(figures.satisfaction),
    rating: locale === defaultLocale ? rating.replace('.', ',') : rating,
    reviews: String(figures.reviewCount),
  };
}
