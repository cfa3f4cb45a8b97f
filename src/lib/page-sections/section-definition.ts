import * as z from 'zod/mini';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { requiredLine, requiredText } from '@/lib/admin/translated-content';
import { cleanLine, cleanText } from '@/lib/forms/text';

/*
 * The page-sections content model (decision 047): a marketing page is a fixed list of sections
 * defined here, in code; each section's fields are declared once, and its zod schema (used by the
 * admin form in the browser, by the server action and on every read of the stored JSON) is
 * derived from that declaration. French is the source: its required fields must be filled; a
 * translation may leave any field empty, and the page then shows the French text.
 */

/** A short plain text on one line (a heading, a label, an intro sentence). */
export interface LineField {
  kind: 'line';
  maxLength: number;
  /** Even in French it may stay empty. */
  optional?: boolean;
}

/** Paragraphs in Markdown, rendered and sanitised like an article's. */
export interface MarkdownField {
  kind: 'markdown';
  maxLength: number;
  rows: number;
  optional?: boolean;
}

/** An image from the uploads (its stored name); the same in every language, so set in French. */
export interface ImageField {
  kind: 'image';
  optional?: boolean;
}

export type ItemField = LineField | MarkdownField | ImageField;

/**
 * A list of repeatable items (team cards, values), each with its own fields. Items are matched
 * across languages by their place: adding, removing or reordering is done on the French list and
 * the translations follow it.
 */
export interface ItemsField {
  kind: 'items';
  fields: Readonly<Record<string, ItemField>>;
  maxItems: number;
}

export type SectionField = ItemField | ItemsField;

export interface SectionDefinition {
  /** Stable id: the row's key and the anchor of the section on the page. */
  id: string;
  fields: Readonly<Record<string, SectionField>>;
  /** A section the page cannot do without (its title): the admin offers no hide switch. */
  alwaysShown?: boolean;
}

export interface PageDefinition<Page extends string = string> {
  page: Page;
  /** The public path the page lives at, without language. */
  path: string;
  sections: readonly SectionDefinition[];
}

/** A language's content of a section: each field's text (or image name), or its items. */
export type SectionContent = Record<string, string | Record<string, string>[]>;

const imageName = /^[\w.-]{1,200}$/;

function leafSchema(field: ItemField, french: boolean) {
  if (field.kind === 'image')
    return z.string().check(
      z.trim(),
      z.refine((value) => value === '' || imageName.test(value), 'imageInvalid'),
      ...(french && !field.optional ? [z.minLength(1, 'required')] : []),
    );
  const max = field.maxLength;
  if (french && !field.optional)
    return field.kind === 'line' ? requiredLine(max) : requiredText(max);
  return z
    .string()
    .check(z.overwrite(field.kind === 'line' ? cleanLine : cleanText), z.maxLength(max, 'tooLong'));
}

function fieldSchema(field: SectionField, french: boolean) {
  if (field.kind !== 'items') return leafSchema(field, french);
  const item = z.object(
    Object.fromEntries(
      Object.entries(field.fields)
        // An image is set once, in French; a translation's item has only its texts.
        .filter(([, sub]) => french || sub.kind !== 'image')
        .map(([name, sub]) => [name, leafSchema(sub, french)]),
    ),
  );
  return z.array(item).check(z.maxLength(field.maxItems, 'tooMany'));
}

/** One language's content of a section: French with its required fields, or a translation. */
export function sectionContentSchema(section: SectionDefinition, locale: Locale) {
  const french = locale === defaultLocale;
  return z.object(
    Object.fromEntries(
      Object.entries(section.fields)
        .filter(([, field]) => french || field.kind !== 'image')
        .map(([name, field]) => [name, fieldSchema(field, french)]),
    ),
  );
}

/** The admin form of one section: shown or hidden, and its content in every language. */
export function sectionFormSchema(section: SectionDefinition, locales: readonly Locale[]) {
  return z.object({
    hidden: z.boolean(),
    text: z.object(
      Object.fromEntries(
        locales.map((locale) => [locale, sectionContentSchema(section, locale)]),
      ) as Record<Locale, ReturnType<typeof sectionContentSchema>>,
    ),
  });
}

export interface SectionInput {
  hidden: boolean;
  text: Record<Locale, SectionContent>;
}

/** An empty content for a section in one language (what a missing translation reads as). */
export function emptySectionContent(section: SectionDefinition, locale: Locale): SectionContent {
  const french = locale === defaultLocale;
  return Object.fromEntries(
    Object.entries(section.fields)
      .filter(([, field]) => french || field.kind !== 'image')
      .map(([name, field]) => [name, field.kind === 'items' ? [] : '']),
  );
}
