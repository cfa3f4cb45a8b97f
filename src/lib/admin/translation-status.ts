import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/*
 * Where a translation stands against its French source (issue 29, the translation status screen).
 * Only French is required: a language without a text shows the French one on the public pages,
 * marked lang="fr", so every state here is a to-do for a translator, never a broken page.
 */

/** The languages a translator works on: every one but French (the default, `defaultLocale`). */
export type TranslatedLocale = Exclude<Locale, 'fr'>;
export const translatedLocales = locales.filter(
  (locale): locale is TranslatedLocale => locale !== defaultLocale,
);

/** One language's text as the status needs it: which fields hold something, and since when. */
export interface StoredText {
  /** Each field's name and whether it holds text (the text itself is not needed). */
  filled: Readonly<Record<string, boolean>>;
  /** ISO time the language's text last changed. */
  updatedAt: string;
}

/**
 * - `missing`: nothing of the French is translated;
 * - `incomplete`: some fields the French has are empty (named in `emptyFields`);
 * - `outdated`: complete, but the French changed after it;
 * - `current`: complete and at least as recent as the French.
 */
export type TranslationState = 'missing' | 'incomplete' | 'outdated' | 'current';

export interface TranslationStatus {
  state: TranslationState;
  emptyFields: string[];
}

export function translationStatus(
  french: StoredText | undefined,
  text: StoredText | undefined,
): TranslationStatus {
  const expected = Object.entries(french?.filled ?? {})
    .filter(([, filled]) => filled)
    .map(([field]) => field);
  const emptyFields = expected.filter((field) => !text?.filled[field]);
  if (!text || (expected.length > 0 && emptyFields.length === expected.length))
    return { state: 'missing', emptyFields: expected };
  if (emptyFields.length > 0) return { state: 'incomplete', emptyFields };
  if (french && text.updatedAt < french.updatedAt) return { state: 'outdated', emptyFields };
  return { state: 'current', emptyFields };
}

/** Counts of each state per language, for the summary of one kind. */
export type StateCounts = Record<
  TranslatedLocale,
  Record<Exclude<TranslationState, 'current'>, number>
>;

export function emptyStateCounts(): StateCounts {
  return Object.fromEntries(
    translatedLocales.map((locale) => [locale, { missing: 0, incomplete: 0, outdated: 0 }]),
  ) as StateCounts;
}
