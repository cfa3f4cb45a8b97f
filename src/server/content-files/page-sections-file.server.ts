import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { contentLocales } from '@/lib/admin/translated-content';
import { sectionPages, type SectionPage } from '@/lib/page-sections/pages';
import { sectionFormSchema, type SectionInput } from '@/lib/page-sections/section-definition';
import {
  readPageSections,
  writePageSection,
  type SectionSaveOutcome,
} from '@/server/page-sections/page-sections.server';
import { writeSectionDraft } from '@/server/page-sections/section-drafts.server';
import { ContentImportRefusal, contentFileKind } from './content-file-kind.server';

/** Refuses a key the code does not define (a page or a section is fixed by code, decision 047). */
function onlyKnownKeys(known: readonly string[], what: string) {
  return z.superRefine<Record<string, unknown>>((value, context) => {
    for (const key of Object.keys(value))
      if (!known.includes(key))
        context.issues.push({
          code: 'custom',
          message: `${what}Unknown (expected one of ${known.join(', ')})`,
          path: [key],
          input: value[key],
        });
  });
}

/** Each page, each of its sections optional: the section form's schema (shown or hidden, texts). */
const pages = z
  .looseObject(
    Object.fromEntries(
      sectionPages.map((definition) => [
        definition.page,
        z.optional(
          z
            .looseObject(
              Object.fromEntries(
                definition.sections.map((section) => [
                  section.id,
                  z.optional(sectionFormSchema(section, contentLocales)),
                ]),
              ),
            )
            .check(
              onlyKnownKeys(
                definition.sections.map((section) => section.id),
                'section',
              ),
            ),
        ),
      ]),
    ),
  )
  .check(
    onlyKnownKeys(
      sectionPages.map((definition) => definition.page),
      'page',
    ),
  );

/**
 * The pages made of sections as `pages.json`: each page's sections in their order, each shown or
 * hidden with its texts. The sections are the code's: a section absent from the file is left as
 * it is (there is nothing to delete), and one the code does not define is refused.
 */
export const pageSectionsFile = contentFileKind({
  file: 'pages.json',
  errorTexts: adminMessages.en.content.errors,
  schema: z.object({ pages }),
  async read(db) {
    const content: Record<string, Record<string, SectionInput>> = {};
    for (const definition of sectionPages)
      content[definition.page] = Object.fromEntries(
        (await readPageSections(db, definition.page)).map((section) => [
          section.section,
          { hidden: section.hidden, text: section.text },
        ]),
      );
    return { pages: content };
  },
  replace: (trx, content, by) =>
    writeSections(content.pages, (target, input) =>
      writePageSection(trx, target, input, by.now, { actor: by.actor, action: 'import' }),
    ),
  // A translator's file holds every section: only those it changes (or that have a draft
  // already, which the file then replaces) become drafts, so the others stay as they are.
  async replaceDrafts(trx, content, by) {
    const drafted = new Set(
      (await trx.selectFrom('page_section_draft').select(['page', 'section']).execute()).map(
        (row) => `${row.page}/${row.section}`,
      ),
    );
    const published = new Map<string, string>();
    for (const definition of sectionPages)
      for (const section of await readPageSections(trx, definition.page))
        published.set(
          `${section.page}/${section.section}`,
          JSON.stringify({ hidden: section.hidden, text: section.text }),
        );
    return writeSections(content.pages, async (target, input) => {
      const key = `${target.page}/${target.section}`;
      if (!drafted.has(key) && published.get(key) === JSON.stringify(input)) return 'unchanged';
      return writeSectionDraft(trx, by.actor, target, input, by.now);
    });
  },
});

/** Writes each section the file holds, in the code's order; answers how many were written. */
async function writeSections(
  pages: Record<string, unknown>,
  write: (
    target: { page: SectionPage; section: string },
    input: SectionInput,
  ) => Promise<SectionSaveOutcome | 'unchanged'>,
): Promise<number> {
  let written = 0;
  for (const definition of sectionPages) {
    const page = pages[definition.page] as Record<string, SectionInput | undefined> | undefined;
    for (const section of definition.sections) {
      const input = page?.[section.id];
      if (!input) continue;
      const target = { page: definition.page as SectionPage, section: section.id };
      const outcome = await write(target, input);
      if (outcome === 'missing')
        throw new ContentImportRefusal([
          `pages.json: pages.${definition.page}.${section.id}: not in the database yet (start the site once, its seed writes every section)`,
        ]);
      if (outcome !== 'unchanged') written++;
    }
  }
  return written;
}
