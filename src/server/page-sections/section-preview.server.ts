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
 * its draft's revision and time (a draft discarded and begun again starts at revision 1 anew),
 * and the same of what pages show beside their sections (services, testimonials, FAQ entries,
 * the contact form's services, the settings: decision 071). Any save, publish or discard changes
 * it; the screen then reloads its frames.
 */
export async function pagePreviewStamp(db: Kysely<Database>, page: SectionPage): Promise<string> {
  const [published, drafts, shared] = await Promise.all([
    db.selectFrom('page_section').select(['section', 'version']).where('page', '=', page).execute(),
    db
      .selectFrom('page_section_draft')
      .select(['section', 'revision', 'updated_at'])
      .where('page', '=', page)
      .execute(),
    sharedContentStamp(db),
  ]);
  const parts = [
    ...published.map((row) => `${row.section}:${row.version}`),
    ...drafts.map((row) => `${row.section}~${row.revision}@${row.updated_at}`),
  ];
  return `${parts.sort().join(',')}|${shared}`;
}

/** The records pages show beside their sections: their last publish, and each of their drafts. */
async function sharedContentStamp(db: Kysely<Database>): Promise<string> {
  const lastChange = (table: 'service' | 'testimonial' | 'faq_entry' | 'contact_service') =>
    db
      .selectFrom(table)
      .select((eb) => [eb.fn.max('updated_at').as('at'), eb.fn.countAll().as('count')])
      .executeTakeFirst()
      .then((row) => `${table}:${String(row?.count ?? 0)}@${String(row?.at ?? '')}`);
  const parts = await Promise.all([
    lastChange('service'),
    lastChange('testimonial'),
    lastChange('faq_entry'),
    lastChange('contact_service'),
    db
      .selectFrom('site_settings')
      .select('version')
      .executeTakeFirst()
      .then((row) => `settings:${row?.version ?? 0}`),
    db
      .selectFrom('document_draft')
      .select(['kind', 'document', 'revision', 'updated_at'])
      .where('kind', '!=', 'post')
      .execute()
      .then((rows) =>
        rows.map((row) => `${row.kind}/${row.document}~${row.revision}@${row.updated_at}`).sort(),
      ),
  ]);
  return parts.flat().join(',');
}
