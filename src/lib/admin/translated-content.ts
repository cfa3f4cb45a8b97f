import * as z from 'zod/mini';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { fieldErrors } from '@/lib/forms/field-errors';
import { postedFlag, postedText } from '@/lib/forms/form-state';
import { cleanLine, cleanText } from '@/lib/forms/text';

/*
 * A translated content kind (services, testimonials, the contact form's services): a record with its own fields, a display
 * order and a visible flag, and a text per public language. This module holds what every kind
 * shares on both sides of the wire: the text rules, the error keys, the layout of the admin
 * form (which controls, in which section, for which schema path) and the reading of a FormData
 * into the schema's shape. Field names are the schema's paths joined with dots (`text.fr.quote`,
 * `text.en.features.2`), so an error lands on its field by name.
 */

/** Error keys of the content forms, translated under `content.errors`. */
export type ContentErrorKey =
  | 'required'
  | 'tooLong'
  | 'ratingInvalid'
  | 'orderInvalid'
  | 'iconInvalid'
  | 'idInvalid'
  | 'idTaken'
  | 'idReserved'
  | 'categoryInvalid'
  | 'slugInvalid'
  | 'slugTaken'
  | 'countryInvalid'
  | 'alternatesInvalid'
  | 'imageInvalid';

/** Every public language has its text: the seed, run on each start, restores a missing one. */
export const contentLocales: readonly Locale[] = locales;

/**
 * A document's texts per language: French with its required fields (`french`), every other
 * language with the same fields optional (`translated`; an empty one shows the French text).
 */
export function textsPerLanguage<French extends z.ZodMiniType>(
  french: French,
  translated: z.ZodMiniType,
) {
  return z.object(
    Object.fromEntries(
      contentLocales.map((locale) => [locale, locale === defaultLocale ? french : translated]),
    ) as Record<Locale, French>,
  );
}

/** One required line (cleaned like the public forms' text: no controls, spaces collapsed). */
export function requiredLine(max: number) {
  return z
    .string('required')
    .check(z.overwrite(cleanLine), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
}

/** One required multi-line text (paragraphs separated by blank lines). */
export function requiredText(max: number) {
  return z
    .string('required')
    .check(z.overwrite(cleanText), z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
}

/** The public path of an upload (src/server/uploads/upload-store.server.ts). */
export const uploadPathPattern = /^\/uploads\/[0-9a-f]{32}\.webp$/;

/** An image of the media library, chosen with its picker: an upload's public path, '' for none. */
export function optionalUploadPath() {
  return z.string('imageInvalid').check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => value === '' || uploadPathPattern.test(value), 'imageInvalid'),
  );
}

/** The display position: a whole number from 0, typed in a number field. */
export const sortOrderField = z.pipe(
  z.string('orderInvalid').check(z.trim(), z.regex(/^\d{1,4}$/, 'orderInvalid')),
  z.transform(Number),
);

/** The text of each language, keyed by locale. */
export function perLocale<Shape extends z.ZodMiniType>(shape: Shape) {
  return z.object(
    Object.fromEntries(contentLocales.map((locale) => [locale, shape])) as Record<Locale, Shape>,
  );
}

/** The admin message namespace and address (`/admin/{kind}`) of each kind. */
export type ContentKind =
  'services' | 'testimonials' | 'contact-services' | 'faq' | 'landing-pages';

/**
 * One control of a kind's admin form, named by the schema path it fills. Its label (and hint,
 * when `hint` is set) is the message `{kind}.form.fields.{name}.label` (`.hint`).
 */
export type ContentControl =
  | ({ type: 'line'; name: string; maxLength: number; hint?: boolean; narrow?: boolean } & Need)
  | ({ type: 'paragraphs'; name: string; maxLength: number; rows: number; hint?: boolean } & Need)
  /** A choice among fixed values, labelled `fields.{name}.options.{value}`. */
  | { type: 'choice'; name: string; options: readonly string[] }
  /** A checkbox per value (`pages.home`), labelled `fields.{name}.options.{value}`. */
  | { type: 'flags'; name: string; options: readonly string[] }
  /** A rating from the options, labelled by the plural message `fields.{name}.option`. */
  | { type: 'rating'; name: string; options: readonly string[] }
  /** A fixed number of short lines (`features.0` … `features.3`), labelled `fields.{name}.item`. */
  | { type: 'lines'; name: string; count: number; maxLength: number }
  /** The address chosen at creation, shown as a sentence (`form.idFixed`) once it is fixed. */
  | { type: 'id'; name: string; maxLength: number }
  /** An image of the media library (ImageUploadField), the same in every language. */
  | { type: 'image'; name: string }
  | { type: 'order'; name: 'sortOrder' }
  | { type: 'visible'; name: 'visible' };

/**
 * Whether a text field must be filled: by default in every language; `translationOptional`, in
 * French only (a translation left empty shows the French text); `optional`, nowhere.
 */
interface Need {
  optional?: boolean;
  translationOptional?: boolean;
}

/** The admin form of a kind: its sections of shared fields, then the fields of each language. */
export interface ContentFormLayout {
  /** Each translation's field shows the French text beside it, for the translator. */
  frenchBeside?: boolean;
  /** Each section's title is the message `{kind}.form.sections.{title}`. */
  sections: readonly { title: string; controls: readonly ContentControl[] }[];
  textControls: readonly ContentControl[];
}

/**
 * A value for every control of a layout, in the schema's shape: the shared fields by name, and
 * `text.{locale}.{name}` for each language. `valueOf` gets the control and its full field name.
 */
function layoutValues(
  layout: ContentFormLayout,
  valueOf: (control: ContentControl, name: string) => unknown,
) {
  const shared = layout.sections.flatMap((section) => section.controls);
  return {
    ...Object.fromEntries(shared.map((control) => [control.name, valueOf(control, control.name)])),
    text: Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        Object.fromEntries(
          layout.textControls.map((control) => [
            control.name,
            valueOf(control, `text.${locale}.${control.name}`),
          ]),
        ),
      ]),
    ) as Record<Locale, Record<string, unknown>>,
  };
}

/** What a kind's form sends, in its schema's shape (read the same way in the browser and server). */
export function contentValuesFromForm(form: FormData, layout: ContentFormLayout) {
  return layoutValues(layout, (control, name) => {
    if (control.type === 'visible') return postedFlag(form, name);
    if (control.type === 'flags')
      return Object.fromEntries(
        control.options.map((option) => [option, postedFlag(form, `${name}.${option}`)]),
      );
    if (control.type === 'lines')
      return Array.from({ length: control.count }, (_, index) =>
        postedText(form, `${name}.${index}`),
      );
    return postedText(form, name);
  });
}

/** A new record's form: visible, placed at `sortOrder`, the first of each choice, all else empty. */
export function emptyContentValues(layout: ContentFormLayout, sortOrder: number) {
  return layoutValues(layout, (control) => {
    switch (control.type) {
      case 'visible':
        return true;
      case 'order':
        return String(sortOrder);
      case 'lines':
        return Array.from({ length: control.count }, () => '');
      case 'flags':
        return Object.fromEntries(control.options.map((option) => [option, false]));
      case 'choice':
      case 'rating':
        return control.options[0];
      default:
        return '';
    }
  });
}

/** The content forms' refusal by field name ('text.ar.quote'). */
export function contentFieldErrors(error: z.core.$ZodError): Record<string, ContentErrorKey> {
  return fieldErrors<ContentErrorKey>(error) as Record<string, ContentErrorKey>;
}

/**
 * The language whose tab holds a field (`text.ar.quote` → 'ar'), if any. The article editor's
 * fields live under `translations` (`translations.en.slug`).
 */
export function localeOfField(name: string, root = 'text'): Locale | undefined {
  const [first, locale] = name.split('.');
  return first === root ? contentLocales.find((candidate) => candidate === locale) : undefined;
}

/** The language of the first of these fields that is in a language's tab. */
export function firstFieldLocale(names: readonly string[], root = 'text'): Locale | undefined {
  for (const name of names) {
    const locale = localeOfField(name, root);
    if (locale) return locale;
  }
  return undefined;
}

/** The languages whose tabs hold some of these fields (their tabs say they have errors). */
export function fieldLocales(names: readonly string[], root = 'text'): ReadonlySet<Locale> {
  return new Set(names.flatMap((name) => localeOfField(name, root) ?? []));
}
