import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { uploadNamesIn } from '@/lib/media/upload-paths';
import type { Database } from '@/server/db/schema';
import { uploadsUrlPrefix } from '@/server/uploads/upload-store.server';

/*
 * Where each uploaded image is used. Every kind that shows an image holds its public path
 * (`/uploads/….webp`) in a text: a post's hero image and its Markdown bodies in every language,
 * a newsletter letter's image and bodies, the JSON of a page section's content and of its draft,
 * a testimonial's photo, the site settings' default social image, and the JSON of a document's
 * draft (a published article's edits, decision 071).
 * Those texts are read where they contain an upload's path, so one list serves both one image's
 * detail screen (its name in the pattern) and the whole library's "unused" filter (any upload).
 * The tables are read directly: the kinds that own them come later in the domains' order.
 */

/** The kinds of place an image is used in, as the library's filter offers them. */
export const mediaUseKinds = [
  'postHero',
  'postBody',
  'newsletterImage',
  'newsletterBody',
  'pageSection',
  'pageSectionDraft',
  'testimonialPhoto',
  'settingsSocialImage',
  'documentDraft',
] as const;

export type MediaUseKind = (typeof mediaUseKinds)[number];

export interface MediaUse {
  kind: MediaUseKind;
  /** What uses it, as its editors name it: a post's or letter's title, a page's section. */
  label: string;
  /** The language of the text that shows it, for a text in one language. */
  locale?: Locale;
  /** The admin screen where it is edited. */
  href: string;
}

type Reader = Kysely<Database> | Transaction<Database>;

/** The editor of a document's draft, by the draft's kind (decision 071). */
const draftEditorHref: Record<string, (document: string) => string> = {
  post: (id) => `/admin/posts/${id}`,
  service: (id) => `/admin/services/${id}`,
  testimonial: (id) => `/admin/testimonials/${id}`,
  contact_service: (id) => `/admin/contact-services/${id}`,
  faq_entry: (id) => `/admin/faq/${id}`,
  landing_page: (id) => `/admin/landing-pages/${id}`,
  settings: () => '/admin/settings',
};

/**
 * Every use of the uploads, by upload name: of the one named, or of every upload when none is.
 * An image used twice in one text is listed once for it.
 */
export async function findMediaUses(db: Reader, name?: string): Promise<Map<string, MediaUse[]>> {
  const pattern = `%${uploadsUrlPrefix}${name ?? ''}%`;
  const [
    heroes,
    postBodies,
    letters,
    letterBodies,
    sections,
    sectionDrafts,
    testimonials,
    settings,
    documentDrafts,
  ] = await Promise.all([
    db
      .selectFrom('post')
      .leftJoin('post_translation as french', (join) =>
        join.onRef('french.post_id', '=', 'post.id').on('french.locale', '=', defaultLocale),
      )
      .select(['post.id', 'post.image as text', 'french.title'])
      .where('post.image', 'like', pattern)
      .execute(),
    db
      .selectFrom('post_translation')
      .select(['post_id as id', 'locale', 'content as text', 'title'])
      .where('content', 'like', pattern)
      .execute(),
    db
      .selectFrom('newsletter_campaign')
      .leftJoin('newsletter_campaign_translation as french', (join) =>
        join
          .onRef('french.campaign_id', '=', 'newsletter_campaign.id')
          .on('french.locale', '=', defaultLocale),
      )
      .select(['newsletter_campaign.id', 'newsletter_campaign.image as text', 'french.subject'])
      .where('newsletter_campaign.image', 'like', pattern)
      .execute(),
    db
      .selectFrom('newsletter_campaign_translation')
      .select(['campaign_id as id', 'locale', 'body as text', 'subject'])
      .where('body', 'like', pattern)
      .execute(),
    db
      .selectFrom('page_section_translation')
      .select(['page', 'section', 'locale', 'content as text'])
      .where('content', 'like', pattern)
      .execute(),
    db
      .selectFrom('page_section_draft')
      .select(['page', 'section', 'content as text'])
      .where('content', 'like', pattern)
      .execute(),
    db
      .selectFrom('testimonial')
      .select(['id', 'name', 'photo as text'])
      .where('photo', 'like', pattern)
      .execute(),
    db
      .selectFrom('site_settings')
      .select(['site_name', 'social_image as text'])
      .where('social_image', 'like', pattern)
      .execute(),
    db
      .selectFrom('document_draft')
      .select(['kind', 'document', 'values as text'])
      .where('values', 'like', pattern)
      .execute(),
  ]);

  const uses = new Map<string, MediaUse[]>();
  const add = (text: string, use: MediaUse) => {
    for (const found of uploadNamesIn(text)) {
      if (name !== undefined && found !== name) continue;
      const list = uses.get(found) ?? [];
      const same = list.some(
        (other) =>
          other.kind === use.kind && other.href === use.href && other.locale === use.locale,
      );
      if (!same) list.push(use);
      uses.set(found, list);
    }
  };
  for (const row of heroes)
    add(row.text, { kind: 'postHero', label: row.title ?? row.id, href: `/admin/posts/${row.id}` });
  for (const row of postBodies)
    add(row.text, {
      kind: 'postBody',
      label: row.title,
      locale: row.locale as Locale,
      href: `/admin/posts/${row.id}`,
    });
  for (const row of letters)
    add(row.text, {
      kind: 'newsletterImage',
      label: row.subject ?? row.id,
      href: `/admin/newsletter/${row.id}`,
    });
  for (const row of letterBodies)
    add(row.text, {
      kind: 'newsletterBody',
      label: row.subject,
      locale: row.locale as Locale,
      href: `/admin/newsletter/${row.id}`,
    });
  for (const row of sections)
    add(row.text, {
      kind: 'pageSection',
      label: `${row.page} · ${row.section}`,
      locale: row.locale as Locale,
      href: `/admin/pages/${row.page}`,
    });
  for (const row of sectionDrafts)
    add(row.text, {
      kind: 'pageSectionDraft',
      label: `${row.page} · ${row.section}`,
      href: `/admin/pages/${row.page}`,
    });
  for (const row of testimonials)
    add(row.text, {
      kind: 'testimonialPhoto',
      label: row.name,
      href: `/admin/testimonials/${row.id}`,
    });
  for (const row of settings)
    add(row.text, { kind: 'settingsSocialImage', label: row.site_name, href: '/admin/settings' });
  for (const row of documentDrafts)
    add(row.text, {
      kind: 'documentDraft',
      label: `${row.kind} · ${row.document}`,
      href: draftEditorHref[row.kind]?.(row.document) ?? '/admin',
    });
  return uses;
}
