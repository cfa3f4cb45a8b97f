import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { slugify, uniqueSlug } from '@/lib/blog/slug';
import type { Database } from '@/server/db/schema';

/**
 * The slug a translation gets: the wanted text (or title) through the spec's slug rule, with
 * a numeric suffix when another post of the same language already holds it. The post's own
 * translation does not count as a clash, so saving a post unchanged keeps its slug.
 */
export async function availableSlug(
  db: Kysely<Database>,
  locale: Locale,
  wanted: string,
  postId?: string,
): Promise<string> {
  return uniqueSlug(slugify(wanted), async (candidate) => {
    let query = db
      .selectFrom('post_translation')
      .select('post_id')
      .where('locale', '=', locale)
      .where('slug', '=', candidate);
    if (postId) query = query.where('post_id', '!=', postId);
    return (await query.executeTakeFirst()) !== undefined;
  });
}
