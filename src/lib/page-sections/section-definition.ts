import * as z from 'zod/mini';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { isHttpsUrl } from '@/lib/admin/site-settings-schema';
import { optionalUploadPath, requiredLine, requiredText } from '@/lib/admin/translated-content';
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
  /** Words between asterisks are shown highlighted (the home's hero title); the form says so. */
  highlight?: boolean;
  /**
   * A long sentence or two (an answer): typed in a box of this many rows, so it can be read
   * whole while edited. Still one paragraph: a line break becomes a space on saving.
   */
  rows?: number;
}

/** Paragraphs in Markdown, rendered and sanitised like an article's. */
export interface MarkdownField {
  kind: 'markdown';
  maxLength: number;
  rows: number;
  optional?: boolean;
}

/**
 * An image from the uploads (`/uploads/….webp`, decision 053): set in French, the same in every
 * language (a translation's form does not offer it, so its page shows the French one). Always
 * optional, and read as empty where stored content predates it.
 */
export interface ImageField {
  kind: 'image';
}

/**
 * An https address (a platform's own site): required and set in French, the same in every
 * language, like an image (a translation's form does not offer it).
 */
export interface LinkField {
  kind: 'link';
}

/** The fields an item of a list may have: texts, an image or a link, never a list inside a list. */
export type ItemField = LineField | MarkdownField | ImageField | LinkField;

/** A field French sets for every language: no translation has its own, none is missing. */
export function isSameInEveryLanguage(
  field: ItemField | SectionField,
): field is ImageField | LinkField {
  return field.kind === 'image' || field.kind === 'link';
}

/**
 * Repeatable items (a section's cards, steps, figures), each with its own fields and a stable
 * `id` (decision 051). French decides which items exist and their order; a translation holds
 * the same items by id, and an item or field it leaves empty shows the French.
 */
export interface ListField {
  kind: 'list';
  item: Readonly<Record<string, ItemField>>;
  minItems: number;
  maxItems: number;
}

/** The kinds of field a section has today. Images from the uploads are next (decision 047). */
export type SectionField = LineField | MarkdownField | ListField;

export interface SectionDefinition {
  /** Stable id: the row's key and the anchor of the section on the page. */
  id: string;
  fields: Readonly<Record<string, SectionField>>;
  /** A section the page cannot do without (its title): the admin offers no hide switch. */
  alwaysShown?: boolean;
  /**
   * The section shows records edited on their own screen (which ones, in which order): its form
   * holds only the words around them and links to that screen.
   */
  itemsFrom?: SectionItemsScreen;
}

/** The admin screens whose records a section shows. */
export type SectionItemsScreen = 'services' | 'testimonials' | 'faq' | 'posts';

export interface PageDefinition<Page extends string = string> {
  page: Page;
  /** The public path the page lives at, without language; none for words no page shows (mails). */
  path?: string;
  /**
   * Words shared by every record's own page (services, articles): the page has no path of its
   * own, `path` is one example, and the admin's view link opens another record of the kind when
   * that one is gone.
   */
  sharedBy?: 'services' | 'posts';
  sections: readonly SectionDefinition[];
}

/** One item of a list field in one language: its id and each of its fields' text. */
export type ListItem = { id: string } & Record<string, string>;

/** A field's value in one language: a text, or a list's items. */
export type SectionValue = string | ListItem[];

/** A language's content of a section: each field's value. */
export type SectionContent = Record<string, SectionValue>;

/** A text field's value ('' for a list or a field the content lacks). */
export function textOf(content: SectionContent | undefined, name: string): string {
  const value = content?.[name];
  return typeof value === 'string' ? value : '';
}

/** A list field's items ([] for a text or a field the content lacks). */
export function itemsOf(content: SectionContent | undefined, name: string): ListItem[] {
  const value = content?.[name];
  return Array.isArray(value) ? value : [];
}

/** An item's id: short, stable, safe in a form field's name and an anchor. */
export const itemIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

function imageFieldSchema() {
  return z._default(optionalUploadPath(), '');
}

/** Required in French; a translation's is ignored, so it may be empty. */
function linkFieldSchema(french: boolean) {
  return z._default(
    z.string().check(
      z.overwrite((value) => value.trim()),
      z.maxLength(500, 'tooLong'),
      ...(french ? [z.minLength(1, 'required')] : []),
      z.refine((value) => value === '' || isHttpsUrl(value), 'httpsUrl'),
    ),
    '',
  );
}

/** An item field's schema in French or in a translation. */
function itemFieldSchema(field: ItemField, french: boolean) {
  if (field.kind === 'image') return imageFieldSchema();
  if (field.kind === 'link') return linkFieldSchema(french);
  return textFieldSchema(field, french);
}

function textFieldSchema(field: LineField | MarkdownField, french: boolean) {
  const max = field.maxLength;
  if (french && !field.optional)
    return field.kind === 'line' ? requiredLine(max) : requiredText(max);
  return z
    .string()
    .check(z.overwrite(field.kind === 'line' ? cleanLine : cleanText), z.maxLength(max, 'tooLong'));
}

/**
 * A list's items: each an object with a valid id and its fields (French with its required ones),
 * no id twice. French counts between minItems and maxItems; a translation may hold fewer (the
 * missing ones show the French) but never more.
 */
function listSchema(field: ListField, french: boolean) {
  const item = z.object(
    {
      id: z.string('itemInvalid').check(z.regex(itemIdPattern, 'itemInvalid')),
      ...Object.fromEntries(
        Object.entries(field.item).map(([name, itemField]) => [
          name,
          itemFieldSchema(itemField, french),
        ]),
      ),
    },
    'itemInvalid',
  );
  const counts = [
    ...(french ? [z.minLength(field.minItems, 'tooFewItems')] : []),
    z.maxLength(field.maxItems, 'tooManyItems'),
  ];
  return z.array(item, 'itemInvalid').check(
    ...counts,
    z.superRefine((items, context) => {
      const ids = items.map((candidate) => candidate.id);
      if (new Set(ids).size !== ids.length)
        context.issues.push({ code: 'custom', message: 'itemInvalid', input: items });
    }),
  );
}

function fieldSchema(field: SectionField, french: boolean) {
  return field.kind === 'list' ? listSchema(field, french) : textFieldSchema(field, french);
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

/**
 * The admin form of one section: shown or hidden, and its content in every language. A
 * translation's list may only hold items French has (the ids French decides).
 */
export function sectionFormSchema(section: SectionDefinition, locales: readonly Locale[]) {
  const lists = Object.keys(section.fields).filter((name) => section.fields[name]!.kind === 'list');
  return z
    .object({
      hidden: z.boolean(),
      text: z.object(
        Object.fromEntries(
          locales.map((locale) => [locale, sectionContentSchema(section, locale)]),
        ) as Record<Locale, ReturnType<typeof sectionContentSchema>>,
      ),
    })
    .check(
      z.superRefine((value, context) => {
        const text = value.text as Record<Locale, SectionContent>;
        for (const name of lists) {
          const frenchIds = new Set(itemsOf(text[defaultLocale], name).map((item) => item.id));
          for (const locale of locales)
            if (itemsOf(text[locale], name).some((item) => !frenchIds.has(item.id)))
              context.issues.push({
                code: 'custom',
                message: 'itemUnknown',
                path: ['text', locale, name],
                input: text[locale]?.[name],
              });
        }
      }),
    );
}

/**
 * Any text of a draft, whatever its field's own limit: a draft may be incomplete or too long
 * (its publish says so, beside the field), never unbounded.
 */
const draftTextCeiling = 100_000;

/** A text of a draft, normalised like the form's (`clean`) so a draft compares with its page. */
function draftTextSchema(clean: (value: string) => string) {
  return z._default(
    z.string().check(z.overwrite(clean), z.maxLength(draftTextCeiling, 'tooLong')),
    '',
  );
}

/** How the form normalises a field's text: a line, paragraphs, or an address as typed. */
function cleaning(field: ItemField): (value: string) => string {
  if (field.kind === 'line') return cleanLine;
  if (field.kind === 'markdown') return cleanText;
  return (value) => value.trim();
}

/**
 * One language's content of a draft (decision 068): the section's fields with the form's types
 * and nothing required, so an editor's half-done work is kept as typed; a field the draft lacks
 * (added to the code since) reads as empty.
 */
export function sectionDraftContentSchema(section: SectionDefinition) {
  return z.object(
    Object.fromEntries(
      Object.entries(section.fields).map(([name, field]) => [
        name,
        field.kind === 'list'
          ? z._default(
              z
                .array(
                  z.object({
                    id: z.string('itemInvalid').check(z.regex(itemIdPattern, 'itemInvalid')),
                    ...Object.fromEntries(
                      Object.entries(field.item).map(([itemName, itemField]) => [
                        itemName,
                        draftTextSchema(cleaning(itemField)),
                      ]),
                    ),
                  }),
                  'itemInvalid',
                )
                .check(z.maxLength(field.maxItems, 'tooManyItems')),
              [],
            )
          : draftTextSchema(cleaning(field)),
      ]),
    ),
  );
}

/** A section's form as a draft saves it: shown or hidden, every language as typed. */
export function sectionDraftSchema(section: SectionDefinition, locales: readonly Locale[]) {
  return z.object({
    hidden: z.boolean(),
    text: z.object(
      Object.fromEntries(
        locales.map((locale) => [locale, sectionDraftContentSchema(section)]),
      ) as Record<Locale, ReturnType<typeof sectionDraftContentSchema>>,
    ),
  });
}

export interface SectionInput {
  hidden: boolean;
  text: Record<Locale, SectionContent>;
}

/** An empty content for a section in one language (what a missing translation reads as). */
export function emptySectionContent(section: SectionDefinition): SectionContent {
  return Object.fromEntries(
    Object.entries(section.fields).map(([name, field]) => [name, field.kind === 'list' ? [] : '']),
  );
}

/** The errors a section's form can show, translated under `content.errors`. */
export const sectionErrorKeys = [
  'required',
  'tooLong',
  'tooFewItems',
  'tooManyItems',
  'itemInvalid',
  'itemUnknown',
  'imageInvalid',
  'httpsUrl',
] as const;

/**
 * The form's name of a list item's field: `text.{locale}.{list}.{index}.{field}` (the schema's
 * path, so an error lands beside it); the item's id is posted as its field `id`.
 */
export function itemFieldName(locale: Locale, list: string, index: number, field: string) {
  return `text.${locale}.${list}.${index}.${field}`;
}

/** A list's items as the form posts them, in order, each with its id and its fields. */
function postedItems(form: FormData, locale: Locale, list: string, field: ListField) {
  const items: Record<string, string>[] = [];
  for (let index = 0; form.has(itemFieldName(locale, list, index, 'id')); index++)
    items.push({
      id: postedText(form, itemFieldName(locale, list, index, 'id')),
      ...Object.fromEntries(
        Object.keys(field.item).map((name) => [
          name,
          postedText(form, itemFieldName(locale, list, index, name)),
        ]),
      ),
    });
  return items;
}

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
          Object.entries(section.fields).map(([name, field]) => [
            name,
            field.kind === 'list'
              ? postedItems(form, locale, name, field)
              : postedText(form, `text.${locale}.${name}`),
          ]),
        ),
      ]),
    ),
  };
}
