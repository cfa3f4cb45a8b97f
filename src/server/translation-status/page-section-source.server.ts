import 'server-only';
import { defaultLocale, locales } from '@/i18n/locales';
import type { StoredText } from '@/lib/admin/translation-status';
import { sectionDefinition, sectionPages } from '@/lib/page-sections/pages';
import {
  isSameInEveryLanguage,
  itemsOf,
  textOf,
  type SectionContent,
  type SectionDefinition,
} from '@/lib/page-sections/section-definition';
import { readPageSections } from '@/server/page-sections/page-sections.server';
// Types only: the registry (translation-sources) imports this source.
import type { SourceDocument, TranslationSource } from './translation-sources.server';

/**
 * Which fields a language has filled. A list counts field by field of French's items, named
 * `{list}.{item id}.{field}` (decision 051): an item the translation lacks is missing, and one
 * French removed no longer counts. An image is French's for every language (decision 053): not
 * a text to translate.
 */
function filledFields(
  content: SectionContent,
  french: SectionContent,
  definition: SectionDefinition | undefined,
): Record<string, boolean> {
  const filled: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(content)) {
    if (typeof value === 'string') {
      filled[name] = value.trim() !== '';
      continue;
    }
    const list = definition?.fields[name];
    const translated = Object.entries(list?.kind === 'list' ? list.item : {})
      .filter(([, field]) => !isSameInEveryLanguage(field))
      .map(([field]) => field);
    for (const { id } of itemsOf(french, name)) {
      const own = value.find((item) => item.id === id);
      for (const field of translated)
        filled[`${name}.${id}.${field}`] = (own?.[field] ?? '').trim() !== '';
    }
  }
  return filled;
}

/**
 * The pages made of sections (decision 047): each section is a document, named by its page's
 * French title and its own, its fields those of its definition. Stored as JSON per language, so
 * read through its domain rather than by the table description the other kinds use.
 */
export const pageSectionSource: TranslationSource = {
  kind: 'pages',
  async read(db) {
    const documents: SourceDocument[] = [];
    for (const { page } of sectionPages) {
      const sections = await readPageSections(db, page);
      const header = sections.find((section) => section.section === 'header');
      const pageTitle = header ? textOf(header.text[defaultLocale], 'title') : undefined;
      for (const section of sections) {
        const texts: SourceDocument['texts'] = {};
        for (const locale of locales) {
          const updatedAt = section.textUpdatedAt[locale];
          if (updatedAt === undefined) continue;
          const filled = filledFields(
            section.text[locale],
            section.text[defaultLocale],
            sectionDefinition(page, section.section),
          );
          texts[locale] = { filled, updatedAt } satisfies StoredText;
        }
        const title = textOf(section.text[defaultLocale], 'title');
        documents.push({
          id: `${page}/${section.section}`,
          label: [pageTitle ?? page, title && title !== pageTitle ? title : section.section].join(
            ' — ',
          ),
          href: `/admin/pages/${page}#section-${section.section}`,
          texts,
        });
      }
    }
    return documents;
  },
};
