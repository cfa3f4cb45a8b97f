import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { faqPages, faqSchema, type FaqPage } from '@/lib/admin/faq-schema';
import { readFaqContent, replaceFaq } from '@/server/faq/faq-admin.server';
import { contentFileKind, documentId, uniqueIds } from './content-file-kind.server';

const entry = z.extend(z.omit(faqSchema, { pages: true }), { id: documentId });

/** Each page's entries in order: ids of the file's entries, each at most once per page. */
const pages = z.object(
  Object.fromEntries(
    faqPages.map((page) => [page, z.array(z.string('idUnknown (an entry id)'))]),
  ) as Record<FaqPage, z.ZodMiniArray<z.ZodMiniString>>,
);

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
});
