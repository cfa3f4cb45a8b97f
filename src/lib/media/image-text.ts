import { localeInfo, type Locale } from '@/i18n/locales';
import type { FocalPoint } from './focal-point';

/*
 * How a public page shows an image of the media library (issue 33, decision 073): where it is
 * cropped, and which alt text it gets in the reader's language. French is every language's
 * fallback; a French text shown on another language's page says so with `lang="fr"`.
 */

/** A text and the language it is written in. */
export interface LocalizedText {
  text: string;
  locale: Locale;
}

/** A library image as one language's pages show it. */
export interface ImagePresentation {
  focal: FocalPoint;
  /** Its alt text in the reader's language, else the French one; null when neither is written. */
  alt: LocalizedText | null;
  /** The French alt as written ('' when none): the one an editor's Markdown may have copied. */
  frenchAlt: string;
}

/** The library images of a page, by public path (`/uploads/….webp`); other paths are absent. */
export type ImagePresentations = Record<string, ImagePresentation>;

/**
 * The hero image's alt: the library's in the reader's language, else the post's own (written in
 * the post's language), else the library's French one; the post's own when the image is not a
 * described library image.
 */
export function heroImageAlt(
  presentation: ImagePresentation | undefined,
  reader: Locale,
  own: LocalizedText,
): LocalizedText {
  const library = presentation?.alt;
  if (library?.locale === reader) return library;
  if (own.text !== '') return own;
  return library ?? own;
}

/**
 * An image's alt in an article's Markdown, as shown: the library's (reader's language, else
 * French) where the editor left it empty or left the library's French alt as it was inserted;
 * undefined where the editor wrote an alt of their own, which is kept.
 */
export function inlineImageAlt(
  written: string,
  presentation: ImagePresentation | undefined,
): LocalizedText | undefined {
  if (!presentation?.alt) return undefined;
  const untouched = written === '' || written === presentation.frenchAlt;
  return untouched ? presentation.alt : undefined;
}

/** The `lang` a text needs inside content of another language (undefined inside its own). */
export function langWithin(text: LocalizedText, surrounding: Locale): string | undefined {
  return text.locale === surrounding ? undefined : localeInfo[text.locale].tag;
}
