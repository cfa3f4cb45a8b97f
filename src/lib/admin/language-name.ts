import type { AdminLocale } from '@/i18n/admin-messages';
import { isLocale, localeInfo } from '@/i18n/locales';

/** A site language as staff read it, e.g. `arabe (Maroc)` for `ar-ma`. */
export function languageName(adminLocale: AdminLocale, locale: string): string {
  const tag = isLocale(locale) ? localeInfo[locale].tag : locale;
  try {
    return new Intl.DisplayNames([adminLocale], { type: 'language' }).of(tag) ?? locale;
  } catch {
    return locale;
  }
}
