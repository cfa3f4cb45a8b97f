import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { SectionPage } from '@/lib/page-sections/pages';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { previewsDrafts } from '@/server/preview/preview.server';
import {
  getShownSections,
  listShownSections,
  type ShownSection,
} from './page-sections-pages.server';

/*
 * The preview of a page's drafts (decision 069): the public page itself, rendered by Next's draft
 * mode for one member of staff (previewsDrafts, of the preview domain).
 */

/**
 * The shown sections a public page renders: for a previewing member of staff the drafts overlaid,
 * read anew; for everyone else the cached published read (getShownSections).
 */
export async function shownSectionsOfRequest(
  page: SectionPage,
  locale: Locale,
): Promise<ShownSection[]> {
  if (await previewsDrafts()) return listShownSections(page, locale, getDb(), { drafts: true });
  return getShownSections(page, locale);
}

/**
 * What the preview screen watches to know the page changed: each section's published version and
 * its draft's revision and time (a draft discarded and begun again starts at revision 1 anew).
 * Any save, publish or discard changes it; the screen then reloads its frames.
 */
export async function pagePreviewStamp(db: Kysely<Database>, page: SectionPage): Promise<string> {
  const [published, drafts] = await Promise.all([
    db.selectFrom('page_section').select(['section', 'version']).where('page', '=', page).execute(),
    db
      .selectFrom('page_section_draft')
      .select(['section', 'revision', 'updated_at'])
      .where('page', '=', page)
      .execute(),
  ]);
  const parts = [
    ...published.map((row) => `${row.section}:${row.version}`),
    ...drafts.map((row) => `${row.section}~${row.revision}@${row.updated_at}`),
  ];
  return parts.sort().join(',');
}
