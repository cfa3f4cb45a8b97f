import { defaultLocale, type Locale } from '@/i18n/locales';
import { frenchElision } from '@/i18n/typography';
import { figureTexts, type AgencySettings } from '@/lib/site-settings';

/**
 * The agency's settings a page's copy may name (decisions 044, 053): stored once, in the
 * settings. Besides its name and contact details, its headline figures as the page's language
 * writes them ({years}, {projects}, {clients}, {satisfaction}, {rating}, {reviews}).
 */
export type CopyPlaceholders = Readonly<
  { name: string; email: string; address: string } & ReturnType<typeof figureTexts>
>;

/** Every value a page's copy may name, from the settings as `locale` shows them. */
export function copyPlaceholders(agency: AgencySettings, locale: Locale): CopyPlaceholders {
  return {
    name: agency.siteName,
    email: agency.contactEmail,
    address: agency.address,
    ...figureTexts(agency.figures, locale),
  };
}

/**
 * A text with each `{key}` the values hold replaced by its value; any other brace is left as
 * typed. French elides before the name ("de {name}" → "d’Automatia").
 */
export function fillPlaceholders(
  text: string,
  values: CopyPlaceholders,
  textLocale: string,
): string {
  const elided = textLocale === defaultLocale ? frenchElision(text, values.name) : text;
  return elided.replace(/\{([a-z]+)\}/g, (typed, key: string) =>
    Object.hasOwn(values, key) ? values[key as keyof CopyPlaceholders] : typed,
  );
}
