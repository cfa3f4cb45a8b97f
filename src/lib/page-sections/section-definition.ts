import * as z from 'zod/mini';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { requiredLine, requiredText } from '@/lib/admin/translated-content';
import { postedFlag, postedText } from '@/lib/forms/form-state';
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

/**
 * The kinds of field a section has today. Repeatable items (team cards) and images from the
 * uploads are the next kinds, for the about page (decision 047).
 */
export type SectionField = LineField | MarkdownField;

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

/** A language's content of a section: each field's text. */
export type SectionContent = Record<string, string>;

function fieldSchema(field: SectionField, french: boolean) {
  const max = field.maxLength;
  if (french && !field.optional)
    return field.kind === 'line' ? requiredLine(max) : requiredText(max);
  return z
    .string()
    .check(z.overwrite(field.kind === 'line' ? cleanLine : cleanText), z.maxLength(max, 'tooLong'));
}

/** One language's content of a section: French with its required fields, or a translation. */
export function sectionContentSchema(section: SectionDefinition, locale: Locale) {
  const french = locale === defaultLocale;
  return z.object(
    Object.fromEntries(
      Object.entries(section.fields).map(([name, field]) => [name, fieldSchema(field, french)]),
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
export function emptySectionContent(section: SectionDefinition): SectionContent {
  return Object.fromEntries(Object.keys(section.fields).map((name) => [name, '']));
}

/** The errors a section's form can show, translated under `pages.errors`. */
export const sectionErrorKeys = ['required', 'tooLong'] as const;

/** What a section's form sends, in its schema's shape (read the same way in the browser and server). */
export function sectionValuesFromForm(
  form: FormData,
  section: SectionDefinition,
  locales: readonly Locale[],
) {
  return {
    // The form asks whether the section is shown; a section always shown has no such box.
    hidden: !section.alwaysShown && !postedFlag(form, 'visible'),
    text: Object.fromEntries(
      locales.map((locale) => [
        locale,
        Object.fromEntries(
          Object.keys(section.fields).map((name) => [
            name,
            postedText(form, `text.${locale}.${name}`),
          ]),
        ),
      ]),
    ),
  };
}
