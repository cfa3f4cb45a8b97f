import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { faqPages, faqSchema, type FaqPage } from '@/lib/admin/faq-schema';
import { readFaqContent, replaceFaq, type FaqEntryContent } from '@/server/faq/faq-admin.server';
import { contentFileKind, documentId, uniqueIds } from './content-file-kind.server';
import { writeChangedDrafts } from './file-drafts.server';

const entry = z.extend(z.omit(faqSchema, { pages: true }), { id: documentId });

/** Each page's entries in order: ids of the file's entries, each at most once per page. */
const pages = z.object(
  Object.fromEntries(
    faqPages.map((page) => [page, z.array(z.string('idUnknown (an entry id)'))]),
  ) as Record<FaqPage, z.ZodMiniArray<z.ZodMiniString>>,
);

/**
 * Each entry as its edit form holds it (the page's `initial`): a draft. The order on a page is
 * not the entry's, so a draft cannot hold it.
 */
function faqFormValues(content: {
  entries: readonly FaqEntryContent[];
  pages: Record<FaqPage, readonly string[]>;
}) {
  return content.entries.map(({ id, category, text }) => ({
    id,
    values: {
      category,
      pages: Object.fromEntries(faqPages.map((page) => [page, content.pages[page].includes(id)])),
      text,
    },
  }));
}

/**
 * The FAQ as `faq.json`: every entry (the FAQ form's fields and its id), then each page's entries
 * in their order there.
 */
export const faqFile = contentFileKind({
  file: 'faq.json',
  errorTexts: adminMessages.en.content.errors,
  schema: z.object({ entries: z.array(entry).check(uniqueIds()), pages }).check(
    z.superRefine((content, context) => {
      const known = new Set(content.entries.map((item) => item.id));
      for (const page of faqPages) {
        const placed = new Set<string>();
        for (const [index, id] of content.pages[page].entries()) {
          const problem = !known.has(id)
            ? `idUnknown (no entry ${id})`
            : placed.has(id)
              ? `idRepeated (${id} appears twice)`
              : undefined;
          if (problem)
            context.issues.push({
              code: 'custom',
              message: problem,
              path: ['pages', page, index],
              input: id,
            });
          placed.add(id);
        }
      }
    }),
  ),
  read: readFaqContent,
  async replace(trx, content, { actor, now }) {
    await replaceFaq(trx, actor, content, now);
    return content.entries.length;
  },
  async replaceDrafts(trx, content, by) {
    const versions = new Map(
      (await trx.selectFrom('faq_entry').select(['id', 'version']).execute()).map((row) => [
        row.id,
        String(row.version),
      ]),
    );
    return writeChangedDrafts(
      trx,
      { file: 'faq.json', kind: 'faq_entry' },
      faqFormValues(content).map(({ id, values }, index) => ({
        name: `entries[${index}] (${id})`,
        document: id,
        values,
      })),
      new Map(
        faqFormValues(await readFaqContent(trx)).map(({ id, values }) => [
          id,
          { base: versions.get(id)!, values },
        ]),
      ),
      by,
    );
  },
});
