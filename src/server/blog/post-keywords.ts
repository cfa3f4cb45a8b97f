// No 'server-only' marker: the seed, the scripts that generate posts and the end-to-end
// fixtures write posts too, outside any bundle.
import type { Kysely } from 'kysely';
import { searchKeywords } from '@/lib/blog/search';
import type { Database } from '@/server/db/schema';

/**
 * The keyword rows of one post translation (related posts look them up), replaced by the
 * folded target keywords it now has. Called by every writer of a translation's keywords, with
 * `searchColumns` for the translation's own columns (migration 0013).
 */
export async function writePostKeywords(
  db: Kysely<Database>,
  postId: string,
  locale: string,
  targetKeywords: string[],
): Promise<void> {
  await db
    .deleteFrom('post_keyword')
    .where('post_id', '=', postId)
    .where('locale', '=', locale)
    .execute();
  const keywords = searchKeywords(targetKeywords);
  if (keywords.length === 0) return;
  await db
    .insertInto('post_keyword')
    .values(keywords.map((keyword) => ({ post_id: postId, locale, keyword })))
    .execute();
}
