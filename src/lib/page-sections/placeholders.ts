import { defaultLocale } from '@/i18n/locales';
import { frenchElision } from '@/i18n/typography';

/** The agency's settings a page's copy may name (decision 044): stored once, in the settings. */
export interface CopyPlaceholders {
  name: string;
  email: string;
  address: string;
}

/**
 * A text with `{name}`, `{email}` and `{address}` replaced by the settings' values; any other
 * brace is left as typed. French elides before the name ("de {name}" → "d’Automatia").
 */
export function fillPlaceholders(
  text: string,
  values: CopyPlaceholders,
  textLocale: string,
): string {
  const elided = textLocale === defaultLocale ? frenchElision(text, values.name) : text;
  return elided.replace(
    /\{(name|email|address)\}/g,
    (_, key: keyof CopyPlaceholders) => values[key],
  );
}
