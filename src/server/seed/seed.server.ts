import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import { locales } from '@/i18n/locales';
import { readingMinutes } from '@/lib/blog/reading-time';
import { searchColumns } from '@/lib/blog/search';
import { writePostKeywords } from '@/server/blog/post-keywords';
import { postSeeds } from '@/server/blog/seed-posts';
import { availableSlug } from '@/server/blog/slugs.server';
import { contactServiceSeeds } from '@/server/contact/contact-service-seeds';
import type { Database } from '@/server/db/schema';
import { removedSeeds } from '@/server/db/seed-ledger.server';
import { faqSeeds } from '@/server/faq/faq-seeds';
import { seedLandingPages } from '@/server/landing-pages/landing-pages-admin.server';
import { seedPageSections } from '@/server/page-sections/page-sections.server';
import { serviceSeeds } from '@/server/services/service-seeds';
import { seedSiteSettings } from '@/server/site-settings/site-settings.server';
import { siteSettingsSeed } from '@/server/site-settings/site-settings-seeds';
import {
  replacedTestimonialSeeds,
  testimonialSeeds,
} from '@/server/testimonials/testimonial-seeds';

/**
 * Writes the spec's content when it is missing and never touches rows that exist,
 * so it is safe on every start and never overwrites what the admin edited.
 */
export async function seed(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const removed = await removedSeeds(trx);
    for (const [index, service] of serviceSeeds.entries()) {
      if (removed.has(`service:${service.id}`)) continue;
      await trx
        .insertInto('service')
        .values({
          id: service.id,
          sort_order: index,
          icon: service.icon,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const locale of locales) {
        const text = service.text[locale];
        await trx
          .insertInto('service_translation')
          .values({
            service_id: service.id,
            locale,
            ...text,
            features: JSON.stringify(text.features),
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(['service_id', 'locale']).doNothing())
          .execute();
      }
    }
    const keptByEditor = await replaceTestimonialSeeds(trx, removed);
    for (const [index, testimonial] of testimonialSeeds.entries()) {
      if (removed.has(`testimonial:${testimonial.id}`) || keptByEditor.has(testimonial.id))
        continue;
      const { text, ...fields } = testimonial;
      await trx
        .insertInto('testimonial')
        .values({ ...fields, sort_order: index, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      for (const locale of locales) {
        await trx
          .insertInto('testimonial_translation')
          .values({ testimonial_id: testimonial.id, locale, ...text[locale], updated_at: now })
          .onConflict((oc) => oc.columns(['testimonial_id', 'locale']).doNothing())
          .execute();
      }
    }
    await seedContactServices(trx, removed, now);
    // The environment's values are the first start's; afterwards the admin's win.
    await seedSiteSettings(trx, siteSettingsSeed(settings()), now);
    await seedFaq(trx, removed, now);
    await seedLandingPages(trx, removed, now);
    await seedPageSections(trx, now);
    await seedPosts(trx, removed);
  });
}

/**
 * The contact form's service options (spec §3), each with its label per language (part of
 * seed(); alone, for tests of the contact pipeline).
 */
export async function seedContactServices(
  db: Kysely<Database>,
  removedBefore?: ReadonlySet<string>,
  now = new Date().toISOString(),
): Promise<void> {
  const removed = removedBefore ?? (await removedSeeds(db));
  for (const [index, option] of contactServiceSeeds.entries()) {
    if (removed.has(`contact_service:${option.id}`)) continue;
    await db
      .insertInto('contact_service')
      .values({ id: option.id, sort_order: index, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const locale of locales)
      await db
        .insertInto('contact_service_translation')
        .values({
          contact_service_id: option.id,
          locale,
          label: option.label[locale],
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['contact_service_id', 'locale']).doNothing())
        .execute();
  }
}

/**
 * The FAQ entries as the site showed them before they became content, each placed on its page
 * in its rank there. Only an entry that is missing is written: an entry an editor moved, took off
 * a page or left untranslated stays as the editor left it, and a deleted one stays deleted.
 */
async function seedFaq(db: Kysely<Database>, removed: Set<string>, now: string): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('faq_entry').select('id').execute()).map((row) => row.id),
  );
  const rank = new Map<string, number>();
  for (const entry of faqSeeds) {
    const position = rank.get(entry.page) ?? 0;
    rank.set(entry.page, position + 1);
    if (existing.has(entry.id) || removed.has(`faq_entry:${entry.id}`)) continue;
    await db
      .insertInto('faq_entry')
      .values({ id: entry.id, category: entry.category, created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('faq_entry_translation')
      .values(
        locales.map((locale) => ({
          faq_entry_id: entry.id,
          locale,
          ...entry.text[locale],
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('faq_placement')
      .values({ faq_entry_id: entry.id, page: entry.page, position })
      .execute();
  }
}

/**
 * What a testimonial says (who, stars, and each language's text), as a fingerprint: a seeded
 * row whose fingerprint is still the seed's has not been changed since the seed wrote it.
 */
export function testimonialFingerprint(testimonial: {
  name: string;
  company: string;
  rating: number;
  texts: readonly { locale: string; position: string; quote: string }[];
}): string {
  const texts = [...testimonial.texts]
    .sort((a, b) => (a.locale < b.locale ? -1 : 1))
    .map(({ locale, position, quote }) => [locale, position, quote]);
  const { name, company, rating } = testimonial;
  return createHash('sha256')
    .update(JSON.stringify([name, company, Number(rating), texts]))
    .digest('hex');
}

/**
 * Puts each replaced testimonial seed's replacement in its place (same position and
 * visibility) where the old row is still exactly what the seed wrote: never saved in the admin
 * (`updated_at` is still its `created_at`) and its content unchanged. Returns the replacements
 * the seed must not add, because the editor kept (changed) or deleted what they replace.
 */
async function replaceTestimonialSeeds(
  db: Kysely<Database>,
  removed: Set<string>,
): Promise<Set<string>> {
  const keptByEditor = new Set<string>();
  for (const { id, replacedBy, fingerprint } of replacedTestimonialSeeds) {
    if (removed.has(`testimonial:${id}`)) {
      keptByEditor.add(replacedBy);
      continue;
    }
    const old = await db
      .selectFrom('testimonial')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!old) continue;
    const texts = await db
      .selectFrom('testimonial_translation')
      .select(['locale', 'position', 'quote'])
      .where('testimonial_id', '=', id)
      .execute();
    const untouched =
      old.updated_at === old.created_at &&
      testimonialFingerprint({ ...old, texts }) === fingerprint;
    if (!untouched) {
      keptByEditor.add(replacedBy);
      continue;
    }
    const replacement = testimonialSeeds.find((seed) => seed.id === replacedBy);
    if (!replacement) throw new Error(`seed: ${id} is replaced by ${replacedBy}, which is missing`);
    const { text: _text, ...fields } = replacement;
    await db.deleteFrom('testimonial_translation').where('testimonial_id', '=', id).execute();
    await db.deleteFrom('testimonial').where('id', '=', id).execute();
    await db
      .insertInto('testimonial')
      .values({
        ...fields,
        sort_order: old.sort_order,
        visible: old.visible,
        created_at: old.created_at,
        updated_at: old.updated_at,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return keptByEditor;
}

async function seedPosts(db: Kysely<Database>, removed: Set<string>): Promise<void> {
  for (const post of postSeeds()) {
    if (removed.has(`post:${post.id}`)) continue;
    const { text, publishedAt, updatedAt } = post;
    await db
      .insertInto('post')
      .values({
        id: post.id,
        category: post.category,
        search_intent: post.searchIntent,
        competition_level: post.competitionLevel,
        schema_type: post.schemaType,
        expected_traffic: post.expectedTraffic,
        image: post.image,
        status: 'published',
        published_at: publishedAt,
        author: post.author,
        created_at: publishedAt,
        updated_at: updatedAt,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const locale of locales) {
      // A sample's language removed in the editor stays removed.
      if (removed.has(`post:${post.id}:${locale}`)) continue;
      const exists = await db
        .selectFrom('post_translation')
        .select('slug')
        .where('post_id', '=', post.id)
        .where('locale', '=', locale)
        .executeTakeFirst();
      if (exists) continue;
      const { slug, title, excerpt, content, metaTitle, metaDescription, altText, targetKeywords } =
        text[locale];
      await db
        .insertInto('post_translation')
        .values({
          post_id: post.id,
          locale,
          // A post written in the admin may already hold this slug: the seed then takes the next one.
          slug: await availableSlug(db, locale, slug ?? title, post.id),
          title,
          excerpt,
          content,
          reading_minutes: readingMinutes(content),
          meta_title: metaTitle,
          meta_description: metaDescription,
          alt_text: altText,
          target_keywords: JSON.stringify(targetKeywords),
          tags: JSON.stringify(text[locale].tags),
          updated_at: updatedAt,
          ...searchColumns({ title, excerpt, targetKeywords }),
        })
        .execute();
      await writePostKeywords(db, post.id, locale, targetKeywords);
    }
  }
}
