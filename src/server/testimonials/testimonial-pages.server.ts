import 'server-only';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';

export interface Testimonial {
  id: string;
  name: string;
  company: string;
  rating: number;
  quote: string;
  position: string;
}

/**
 * Client testimonials in display order, in one language, without those hidden in the admin.
 * Throws on a database error.
 */
export async function listTestimonials(locale: Locale, db = getDb()): Promise<Testimonial[]> {
  const rows = await db
    .selectFrom('testimonial')
    .innerJoin(
      'testimonial_translation',
      'testimonial_translation.testimonial_id',
      'testimonial.id',
    )
    .where('testimonial_translation.locale', '=', locale)
    .where('testimonial.visible', '=', 1)
    .select([
      'testimonial.id',
      'testimonial.name',
      'testimonial.company',
      'testimonial.rating',
      'testimonial_translation.quote',
      'testimonial_translation.position',
    ])
    .orderBy('testimonial.sort_order')
    .execute();
  return typesetFor(locale, rows);
}

/** listTestimonials as pages read it: cached, expired by refreshAfter('testimonial'). */
export const getTestimonials = cachedContent('testimonials', 'testimonials', (locale: Locale) =>
  listTestimonials(locale),
);
