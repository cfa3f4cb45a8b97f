import * as z from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import { fieldErrors } from '@/lib/forms/field-errors';
import { cleanLine, cleanText } from '@/lib/forms/text';

/*
 * Pieces shared by the testimonial and service forms: the text rules, the error keys, and the
 * mapping between a FormData and the schema's shape. Field names are the schema's paths joined
 * with dots (`text.fr.quote`, `text.en.features.2`), so an error lands on its field by name.
 */

/** Error keys of the content forms; each namespace (`testimonials`, `services`) translates them. */
export type ContentErrorKey =
  | 'required'
  | 'tooLong'
  | 'ratingInvalid'
  | 'orderInvalid'
  | 'iconInvalid'
  | 'idInvalid'
  | 'idTaken'
  | 'idReserved';

/** Every public language has its text: the seed, run on each start, restores a missing one. */
export const contentLocales: readonly Locale[] = locales;

/** One required line (cleaned like the public forms' text: no controls, spaces collapsed). */
export function requiredLine(max: number) {
  return z
    .string({ error: 'required' })
    .transform(cleanLine)
    .pipe(z.string().min(1, 'required').max(max, 'tooLong'));
}

/** One required multi-line text (paragraphs separated by blank lines). */
export function requiredText(max: number) {
  return z
    .string({ error: 'required' })
    .transform(cleanText)
    .pipe(z.string().min(1, 'required').max(max, 'tooLong'));
}

/** The display position: a whole number from 0, typed in a number field. */
export const sortOrderField = z
  .string({ error: 'orderInvalid' })
  .trim()
  .regex(/^\d{1,4}$/, 'orderInvalid')
  .transform(Number);

/** The text of each language, keyed by locale. */
export function perLocale<Shape extends z.ZodType>(shape: Shape) {
  return z.object(
    Object.fromEntries(contentLocales.map((locale) => [locale, shape])) as Record<Locale, Shape>,
  );
}

/** A FormData value as text ('' when missing or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A checkbox: present and 'on' (or 'true') when ticked. */
export function formFlag(form: FormData, name: string): boolean {
  const value = form.get(name);
  return value === 'on' || value === 'true';
}

/** The content forms' refusal by field name ('text.ar.quote'). */
export function contentFieldErrors(error: z.ZodError): Record<string, ContentErrorKey> {
  return fieldErrors<ContentErrorKey>(error) as Record<string, ContentErrorKey>;
}

/** The language whose tab holds a field (`text.ar.quote` → 'ar'), if any. */
export function localeOfField(name: string): Locale | undefined {
  const [root, locale] = name.split('.');
  return root === 'text' ? contentLocales.find((candidate) => candidate === locale) : undefined;
}
