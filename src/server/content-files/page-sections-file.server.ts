import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { contentLocales } from '@/lib/admin/translated-content';
import { sectionPages, type SectionPage } from '@/lib/page-sections/pages';
import { sectionFormSchema, type SectionInput } from '@/lib/page-sections/section-definition';
import { readPageSections, writePageSection } from '@/server/page-sections/page-sections.server';
import { contentFileKind } from './content-file-kind.server';

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
  async replace(trx, content, { actor, now }) {
    let written = 0;
    for (const definition of sectionPages) {
      const page = content.pages[definition.page] as
        Record<string, SectionInput | undefined> | undefined;
      for (const section of definition.sections) {
        const input = page?.[section.id];
        if (!input) continue;
        const target = { page: definition.page as SectionPage, section: section.id };
        if (
          (await writePageSection(trx, target, input, now, { actor, action: 'import' })) ===
          'missing'
        )
          throw new Error(
            `pages.json: pages.${definition.page}.${section.id}: not in the database yet (start the site once, its seed writes every section)`,
          );
        written++;
      }
    }
    return written;
  },
});
