import { defaultLocale, localeInfo, type Locale } from '@/i18n/locales';

/*
 * The one rule for copy whose translation is missing (decision 044): a field empty in the page's
 * language shows the French text, marked as French, so a page never shows an empty block. The
 * FAQ and the pages made of sections both show their texts through it.
 */

/** A text as a page shows it: in the page's language, or in French (`lang` is then 'fr'). */
export interface ShownText {
  text: string;
  lang?: typeof defaultLocale;
}

/** A field in the page's language, or the French one when the translation leaves it empty. */
export function shownText(value: string | undefined, french: string): ShownText {
  return value && value.trim() !== '' ? { text: value } : { text: french, lang: defaultLocale };
}

/**
 * The attributes of a text shown in French on a page in `locale`: marked as French, and left to
 * right inside a right-to-left page, so it is read and laid out as French. Landing pages, whose
 * texts name the fields shown in French, give only the language.
 */
export function fallbackAttributes(shown: Pick<ShownText, 'lang'>, locale: Locale) {
  if (shown.lang !== defaultLocale) return {};
  return { lang: defaultLocale, dir: localeInfo[locale].dir === 'rtl' ? 'ltr' : undefined };
}

/** What fallbackAttributes gives: nothing, or the French mark for one element. */
export type FallbackAttributes = ReturnType<typeof fallbackAttributes>;

/**
 * The text with `placeholder` replaced by a value of its own (an article's keyword, a link's
 * address, a mail's visitor). A function replacement, so a `$` in the value is taken as typed,
 * not as a replacement pattern.
 */
export function fillOwnValue(text: string, placeholder: string, value: string): string {
  return text.replaceAll(placeholder, () => value);
}

/** fillOwnValue on a text as a page shows it, its language mark kept. */
export function fillShown(shown: ShownText, placeholder: string, value: string): ShownText {
  return { ...shown, text: fillOwnValue(shown.text, placeholder, value) };
}
