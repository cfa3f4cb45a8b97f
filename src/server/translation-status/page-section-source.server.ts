import 'server-only';
import { defaultLocale, locales } from '@/i18n/locales';
import type { StoredText } from '@/lib/admin/translation-status';
import { sectionPages } from '@/lib/page-sections/pages';
import { readPageSections } from '@/server/page-sections/page-sections.server';
// Types only: the registry (translation-sources) imports this source.
import type { SourceDocument, TranslationSource } from './translation-sources.server';

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
      const pageTitle = sections.find((section) => section.section === 'header')?.text[
        defaultLocale
      ].title;
      for (const section of sections) {
        const texts: SourceDocument['texts'] = {};
        for (const locale of locales) {
          const updatedAt = section.textUpdatedAt[locale];
          if (updatedAt === undefined) continue;
          const filled = Object.fromEntries(
            Object.entries(section.text[locale]).map(([field, value]) => [
              field,
              value.trim() !== '',
            ]),
          );
          texts[locale] = { filled, updatedAt } satisfies StoredText;
        }
        const title = section.text[defaultLocale].title;
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
