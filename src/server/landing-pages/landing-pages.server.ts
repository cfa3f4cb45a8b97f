import 'server-only';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import {
  landingPageSchema,
  type LandingKind,
  type LandingPageContent,
  type LandingPageInput,
  type LandingText,
  type LandingTextPath,
} from '@/lib/admin/landing-page-schema';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { parsedDrafts, previewsDrafts } from '@/server/preview/preview.server';
import { fieldsFromInput, landingDocumentKind, pageFromRows } from './landing-rows.server';

/*
 * What the public pages read of the landing pages: the page itself, the services page's link
 * lists, the "other pages" links, the sitemap, hreflang and the 404 logic all ask the one cached
 * list, so a cached hit queries nothing and a save shows everywhere at once (kind `landing`).
 * A member of staff previewing drafts (decision 069) reads the list anew with each page's draft
 * in place of its published text; the sitemap and every other reader keep the cached list.
 */

/** A landing page as pages show it, with its place in the services page's link lists. */
export type LandingPage = LandingPageContent & { position: number };

const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** `own` with each field it leaves empty taken from `french`, and the names of those fields. */
function withFrenchFields<Text extends object>(
  own: Partial<Text> | undefined,
  french: Text,
): { merged: Text; inFrench: (keyof Text & string)[] } {
  const merged = { ...french };
  const inFrench: (keyof Text & string)[] = [];
  for (const field of Object.keys(french) as (keyof Text & string)[]) {
    const value = own?.[field];
    if (!isEmpty(value)) merged[field] = value as Text[typeof field];
    else if (!isEmpty(french[field])) inFrench.push(field);
  }
  return { merged, inFrench };
}

/**
 * A language's text with each field it leaves empty taken from the French (typeset as French),
 * named in `inFrench` so the page marks it as French (lang="fr", dir="ltr" in an Arabic page); a
 * country page's blocks field by field, so one block left empty is not an empty block.
 */
function withFrench(locale: Locale, own: LandingText | undefined, french: LandingText) {
  const typesetFrench = typesetFor(defaultLocale, french);
  // Only French is typeset (typesetFor): the other languages' texts are shown as written.
  if (locale === defaultLocale) return typesetFrench;
  const { merged, inFrench } = withFrenchFields<Omit<LandingText, 'inFrench'>>(own, typesetFrench);
  const paths: LandingTextPath[] = [...inFrench];
  if (own?.country && typesetFrench.country) {
    const country = withFrenchFields(own.country, typesetFrench.country);
    merged.country = country.merged;
    paths.push(...country.inFrench.map((field) => `country.${field}` as const));
  }
  return paths.length > 0 ? { ...merged, inFrench: paths } : merged;
}

/** A page's content from a draft: its address stays the published one until it is published. */
function draftContent(slug: string, draft: LandingPageInput) {
  const { regionalAlternates, ...fields } = fieldsFromInput(draft);
  return { ...fields, slug, ...(regionalAlternates.length > 0 && { regionalAlternates }) };
}

/**
 * Every landing page in the order of creation, texts typeset; a page with one of `drafts` (the
 * preview's) shows it. Throws on a database error.
 */
export async function listLandingPages(
  db = getDb(),
  drafts: ReadonlyMap<string, LandingPageInput> = new Map(),
): Promise<LandingPage[]> {
  const [pages, texts] = await Promise.all([
    db.selectFrom('landing_page').selectAll().orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('landing_page_translation').selectAll().execute(),
  ]);
  return pages.flatMap((page) => {
    const draft = drafts.get(page.id);
    const content = draft
      ? draftContent(page.slug, draft)
      : pageFromRows(
          page,
          texts.filter((row) => row.landing_page_id === page.id),
        );
    const french = content.text[defaultLocale];
    // French is required by the form and written by the seed; a page without it shows nothing.
    if (!french) return [];
    const text = Object.fromEntries(
      locales.map((locale) => [locale, withFrench(locale, content.text[locale], french)]),
    ) as Record<Locale, LandingText>;
    return [{ ...content, text, position: page.position }];
  });
}

/** listLandingPages as pages read it: cached, expired by refreshAfter('landing-page'). */
export const getLandingPages = cachedContent('landing', 'landing-pages', () => listLandingPages());

/** Whether a landing page answers /services/{slug} now (read from the database, not a cache). */
export async function landingPageLives(slug: string, db = getDb()): Promise<boolean> {
  const row = await db
    .selectFrom('landing_page')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The landing pages as this request's page shows them: for a member of staff previewing drafts,
 * read anew with each page's draft that its form's schema accepts; for everyone else the cached
 * published list.
 */
export async function landingPagesOfRequest(): Promise<LandingPage[]> {
  return (await previewsDrafts()) ? previewedLandingPages(getDb()) : getLandingPages();
}

/** The landing pages with their drafts, as a member of staff previewing sees them (uncached). */
export async function previewedLandingPages(db = getDb()): Promise<LandingPage[]> {
  return listLandingPages(db, await parsedDrafts(db, landingDocumentKind, landingPageSchema));
}

export async function findLandingPage(slug: string): Promise<LandingPage | undefined> {
  return (await landingPagesOfRequest()).find((page) => page.slug === slug);
}

/** The pages of a kind, in the order of creation (the "other pages" links). */
export async function landingPagesOfKind(kind: LandingKind): Promise<LandingPage[]> {
  return (await landingPagesOfRequest()).filter((page) => page.kind === kind);
}

/** The pages of a kind in the services page's order (its link lists). */
export async function landingLinksOfKind(kind: LandingKind): Promise<LandingPage[]> {
  return (await landingPagesOfKind(kind)).sort((a, b) => a.position - b.position);
}
