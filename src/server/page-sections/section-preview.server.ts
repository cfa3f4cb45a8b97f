import 'server-only';
import type { Kysely } from 'kysely';
import { draftMode } from 'next/headers';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { enrolmentDue } from '@/lib/admin/two-factor-policy';
import type { SectionPage } from '@/lib/page-sections/pages';
import { currentStaff, type Staff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import {
  getShownSections,
  listShownSections,
  type ShownSection,
} from './page-sections-pages.server';

/*
 * The preview of a page's drafts (decision 069): the public page itself, rendered by Next's draft
 * mode for one member of staff. Draft mode alone shows nothing of a draft: its cookie only tells
 * Next to render the page for this request instead of serving the prerendered one; the drafts are
 * read when the same request also carries a signed-in member of staff's session. Every other
 * request, and every feed, social card or sitemap (which never come here), reads what is published.
 */

/** Whether a request sees drafts: draft mode on, and a member of staff who may use the admin. */
export function readsDrafts(draftModeEnabled: boolean, staff: Staff | null): boolean {
  return draftModeEnabled && staff !== null && !enrolmentDue(settings(), staff);
}

/**
 * Whether this request previews drafts. The session is read only in draft mode: while a page is
 * prerendered draft mode reads as off without marking the page dynamic, so the page stays static
 * for visitors, and `headers()` is never reached at build time.
 */
export async function previewsDrafts(): Promise<boolean> {
  const { isEnabled } = await draftMode();
  return isEnabled && readsDrafts(true, await currentStaff());
}

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
