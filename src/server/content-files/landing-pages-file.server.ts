import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { locales, type Locale } from '@/i18n/locales';
import {
  landingFormText,
  landingPageSchema,
  landingTextFromForm,
  parseRegionalAlternates,
  regionalAlternatesLine,
  type LandingText,
} from '@/lib/admin/landing-page-schema';
import {
  getAdminLandingPage,
  listLandingPageDocuments,
  removeLandingPage,
  writeLandingPageDocument,
} from '@/server/landing-pages/landing-pages-admin.server';
import { landingDocumentKind } from '@/server/landing-pages/landing-rows.server';
import { ContentImportRefusal, contentFileKind, uniqueIds } from './content-file-kind.server';
import { writeChangedDrafts, type PublishedDocument } from './file-drafts.server';

/**
 * A page of the file: the form's fields, and — only when the file renames a page — the slug it
 * had, so the page keeps its identity and its old address answers 308 as after the admin's
 * rename. A slug the file still gives to a page cannot be renamed away.
 */
const landingPageEntry = z.extend(landingPageSchema, {
  previousSlug: z.optional(landingPageSchema.shape.slug),
});

const renamesOnlyDroppedSlugs = z.superRefine<z.output<typeof landingPageEntry>[]>(
  (pages, context) => {
    const slugs = new Set(pages.map((page) => page.slug));
    for (const [index, page] of pages.entries())
      if (page.previousSlug !== undefined && slugs.has(page.previousSlug))
        context.issues.push({
          code: 'custom',
          message: `previousSlugKept (${page.previousSlug} is still a page of the file)`,
          path: [index, 'previousSlug'],
          input: page.previousSlug,
        });
  },
);

/**
 * The landing pages as `landing-pages.json`: each one the landing page form's fields, in the
 * services page's order. A page's id in the file is its slug (its address, what the admin and
 * the redirects know it by); the database's UUID is not content, so the file never shows it.
 */
export const landingPagesFile = contentFileKind({
  file: 'landing-pages.json',
  errorTexts: adminMessages.en.content.errors,
  schema: z.object({
    landingPages: z.array(landingPageEntry).check(uniqueIds('slug'), renamesOnlyDroppedSlugs),
  }),
  async read(db) {
    // The times of the last saves are not content.
    const documents = await listLandingPageDocuments(db);
    return {
      landingPages: documents.map((document) => ({
        slug: document.slug,
        kind: document.kind,
        areaServed: document.areaServed,
        country: document.country,
        regionalAlternates: regionalAlternatesLine(document.regionalAlternates),
        text: Object.fromEntries(
          locales.map((locale) => {
            const { updatedAt: _saved, ...text } = document.text[locale] ?? {};
            return [locale, landingFormText(document.text[locale] && (text as LandingText))];
          }),
        ),
      })),
    };
  },
  async replace(trx, content, { actor, now }) {
    // The admin's rule: a service's page lives at the same address (/services/{slug}).
    const services = new Set(
      (await trx.selectFrom('service').select('id').execute()).map((row) => row.id),
    );
    const taken = content.landingPages.findIndex((page) => services.has(page.slug));
    if (taken >= 0)
      throw new ContentImportRefusal([
        `landing-pages.json: landingPages[${taken}].slug: slugTaken — ${adminMessages.en.content.errors.slugTaken}`,
      ]);
    // A page absent from the file is deleted as the admin deletes it, its address answering 410;
    // one the file renames is kept, and renamed below — unless its new slug already exists.
    const stored = await trx.selectFrom('landing_page').select(['id', 'slug']).execute();
    const storedSlugs = new Set(stored.map((page) => page.slug));
    const kept = new Set(
      content.landingPages.flatMap((page) =>
        page.previousSlug === undefined || storedSlugs.has(page.slug)
          ? [page.slug]
          : [page.slug, page.previousSlug],
      ),
    );
    for (const page of stored)
      if (!kept.has(page.slug)) await removeLandingPage(trx, actor, page.id, null, now, false);
    // The file's order is the services page's; positions are renumbered from it.
    for (const [position, page] of content.landingPages.entries())
      await writeLandingPageDocument(
        trx,
        actor,
        {
          slug: page.slug,
          previousSlug: page.previousSlug,
          kind: page.kind,
          areaServed: page.areaServed,
          country: page.country,
          regionalAlternates: parseRegionalAlternates(page.regionalAlternates) ?? [],
          position,
          text: Object.fromEntries(
            locales.map((locale) => [locale, landingTextFromForm(page.text[locale])]),
          ) as Record<Locale, LandingText>,
        },
        now,
      );
    return content.landingPages.length;
  },
  // A page is its UUID in the drafts; the file names it by its slug, or the slug it had when the
  // file renames it (the draft then holds the new slug, published as the admin's rename).
  async replaceDrafts(trx, content, by) {
    const ids = new Map(
      (await trx.selectFrom('landing_page').select(['id', 'slug']).execute()).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const published = new Map<string, PublishedDocument>();
    for (const id of ids.values()) {
      const page = (await getAdminLandingPage(trx, id))!;
      published.set(id, { base: String(page.version), values: page.values });
    }
    return writeChangedDrafts(
      trx,
      { file: 'landing-pages.json', kind: landingDocumentKind },
      content.landingPages.map(({ previousSlug, ...values }, index) => ({
        name: `landingPages[${index}] (${values.slug})`,
        document: ids.get(values.slug) ?? (previousSlug && ids.get(previousSlug)),
        values,
      })),
      published,
      by,
    );
  },
});
