import 'server-only';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import type { SectionPage } from '@/lib/page-sections/pages';
import { fillPlaceholders, type CopyPlaceholders } from '@/lib/page-sections/placeholders';
import { itemsOf, textOf, type SectionContent } from '@/lib/page-sections/section-definition';
import { shownText, type ShownText } from '@/lib/shown-text';
import { renderMarkdown } from '@/server/blog/markdown.server';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { readPageSections } from './page-sections.server';
import { readPageSectionsWithDrafts } from './section-drafts.server';

/*
 * A page made of sections as visitors read it (decision 047): its shown sections in order, each
 * field in the page's language or, field by field, in French. The cached read holds the texts as
 * stored; the page fills in the settings and renders the Markdown (showSection), so a change of
 * the settings shows without a change of the page's copy.
 */

/** An item of a list as shown: its id and each of its fields, in the page's language or French. */
export interface ShownItem {
  id: string;
  fields: Record<string, ShownText>;
}

export interface ShownSection {
  id: string;
  /** The text fields. */
  fields: Record<string, ShownText>;
  /** The list fields: French's items in French's order (decision 051). */
  lists: Record<string, ShownItem[]>;
}

/** Each text field in the page's language, or on its own in French. */
function shownFields(french: Record<string, string>, own: Record<string, string> | undefined) {
  return Object.fromEntries(
    Object.entries(french).map(([name, text]) => [name, shownText(own?.[name], text)]),
  );
}

/** French's items, each field in the page's language when its item (same id) has it. */
function shownLists(french: SectionContent, own: SectionContent | undefined) {
  return Object.fromEntries(
    Object.keys(french)
      .filter((name) => Array.isArray(french[name]))
      .map((name) => {
        const translated = itemsOf(own, name);
        return [
          name,
          itemsOf(french, name).map(({ id, ...fields }) => ({
            id,
            fields: shownFields(
              fields,
              translated.find((item) => item.id === id),
            ),
          })),
        ];
      }),
  );
}

/** The text fields of a content, without its lists. */
function textFields(content: SectionContent | undefined) {
  if (!content) return undefined;
  return Object.fromEntries(
    Object.keys(content)
      .filter((name) => !Array.isArray(content[name]))
      .map((name) => [name, textOf(content, name)]),
  );
}

/**
 * The shown sections of a page in `locale`, in order; with `drafts`, each drafted section as its
 * draft has it (the preview's read, never a visitor's). Throws on a database error.
 */
export async function listShownSections(
  page: SectionPage,
  locale: Locale,
  db = getDb(),
  options: { drafts?: boolean } = {},
): Promise<ShownSection[]> {
  const locales = locale === defaultLocale ? [defaultLocale] : [defaultLocale, locale];
  const read = options.drafts ? readPageSectionsWithDrafts : readPageSections;
  const sections = await read(db, page, locales);
  return sections
    .filter((section) => !section.hidden)
    .map((section) => ({
      id: section.section,
      fields: shownFields(
        textFields(section.text[defaultLocale])!,
        textFields(section.text[locale]),
      ),
      lists: shownLists(section.text[defaultLocale], section.text[locale]),
    }));
}

/**
 * listShownSections as pages read it: cached, expired by refreshAfter('page-section'); never
 * with drafts, so no draft reaches a shared cache.
 */
export const getShownSections = cachedContent(
  'pages',
  'page-sections',
  (page: SectionPage, locale: Locale) => listShownSections(page, locale),
);

/** A one-line text of a section as the page prints it: settings filled in, typeset in its language. */
export function showLine(text: ShownText, locale: Locale, values: CopyPlaceholders): ShownText {
  const language = text.lang ?? locale;
  return { ...text, text: typesetFor(language, fillPlaceholders(text.text, values, language)) };
}

/** A Markdown text of a section as HTML: settings filled in, rendered and sanitised like an article. */
export async function showMarkdown(
  text: ShownText,
  locale: Locale,
  values: CopyPlaceholders,
): Promise<ShownText> {
  const language = text.lang ?? locale;
  const markdown = fillPlaceholders(text.text, values, language);
  return { ...text, text: await renderMarkdown(markdown, locale, language) };
}

/** A section's every text as the page prints it (showLine), its lists' items too. */
export function showSection(
  section: ShownSection,
  locale: Locale,
  values: CopyPlaceholders,
): ShownSection {
  const show = (fields: Record<string, ShownText>) =>
    Object.fromEntries(
      Object.entries(fields).map(([name, text]) => [name, showLine(text, locale, values)]),
    );
  return {
    id: section.id,
    fields: show(section.fields),
    lists: Object.fromEntries(
      Object.entries(section.lists).map(([name, items]) => [
        name,
        items.map((item) => ({ id: item.id, fields: show(item.fields) })),
      ]),
    ),
  };
}
