import 'server-only';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { testimonialSchema } from '@/lib/admin/testimonial-schema';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { parsedDrafts, previewsDrafts } from '@/server/preview/preview.server';

export interface Testimonial {
  id: string;
  name: string;
  company: string;
  /** The person's photo (an upload's public path), '' for none. */
  photo: string;
  rating: number;
  quote: string;
  position: string;
}

/** Every testimonial in display order, in one language, with its visibility and order. */
function everyTestimonial(locale: Locale, db = getDb()) {
  return db
    .selectFrom('testimonial')
    .innerJoin(
      'testimonial_translation',
      'testimonial_translation.testimonial_id',
      'testimonial.id',
    )
    .where('testimonial_translation.locale', '=', locale)
    .select([
      'testimonial.id',
      'testimonial.name',
      'testimonial.company',
      'testimonial.photo',
      'testimonial.rating',
      'testimonial.visible',
      'testimonial.sort_order',
      'testimonial_translation.quote',
      'testimonial_translation.position',
    ])
    .orderBy('testimonial.sort_order')
    .execute();
}

type TestimonialRow = Awaited<ReturnType<typeof everyTestimonial>>[number];

/** The rows hidden in the admin left out, the others as pages show them. */
function shownTestimonials(locale: Locale, rows: TestimonialRow[]): Testimonial[] {
  return typesetFor(
    locale,
    rows
      .filter((row) => row.visible)
      .map(({ visible: _visible, sort_order: _order, ...row }) => row),
  );
}

/**
 * Client testimonials in display order, in one language, without those hidden in the admin.
 * Throws on a database error.
 */
export async function listTestimonials(locale: Locale, db = getDb()): Promise<Testimonial[]> {
  return shownTestimonials(locale, await everyTestimonial(locale, db));
}

/** listTestimonials as pages read it: cached, expired by refreshAfter('testimonial'). */
export const getTestimonials = cachedContent('testimonials', 'testimonials', (locale: Locale) =>
  listTestimonials(locale),
);

/**
 * The testimonials a public page shows: for a member of staff previewing drafts (decision 069),
 * read anew with each draft that the form's schema accepts in place of what is published (its
 * visibility and order included); for everyone else getTestimonials.
 */
export async function testimonialsOfRequest(locale: Locale): Promise<Testimonial[]> {
  return (await previewsDrafts())
    ? previewedTestimonials(locale, getDb())
    : getTestimonials(locale);
}

/** The testimonials with their drafts, as a member of staff previewing sees them (uncached). */
export async function previewedTestimonials(locale: Locale, db = getDb()): Promise<Testimonial[]> {
  const [rows, drafts] = await Promise.all([
    everyTestimonial(locale, db),
    parsedDrafts(db, 'testimonial', testimonialSchema),
  ]);
  const previewed = rows.map((row) => {
    const draft = drafts.get(row.id);
    if (!draft) return row;
    const { name, company, photo, rating, sortOrder, visible, text } = draft;
    return {
      ...row,
      ...text[locale],
      name,
      company,
      photo,
      rating,
      sort_order: sortOrder,
      visible: visible ? 1 : 0,
    };
  });
  return shownTestimonials(
    locale,
    previewed.sort((a, b) => a.sort_order - b.sort_order),
  );
}
