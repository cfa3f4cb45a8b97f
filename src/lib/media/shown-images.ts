import * as z from 'zod/mini';
import { locales, type Locale } from '@/i18n/locales';
import { uploadNamePattern, uploadNamesIn } from './upload-paths';

/*
 * The images a publish would show, per language being published: what an editor sends to ask
 * which of them have no alt text in that language (the warning beside its publish button).
 */

/** At most this many images per language are asked about: far more than a page shows. */
const maxImagesPerLanguage = 100;

export const shownImagesSchema = z.partialRecord(
  z.enum(locales),
  z.array(z.string().check(z.regex(uploadNamePattern))).check(z.maxLength(maxImagesPerLanguage)),
);

export type ShownImages = z.infer<typeof shownImagesSchema>;

/**
 * The upload names shown in each language, from the texts that language's readers get (those it
 * shares with every language included); a language with no text is not being published.
 */
export function shownImages(texts: Partial<Record<Locale, readonly string[]>>): ShownImages {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const shown = texts[locale];
      return shown
        ? [[locale, uploadNamesIn(shown.join('\n')).slice(0, maxImagesPerLanguage)]]
        : [];
    }),
  );
}
