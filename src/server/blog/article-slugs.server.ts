import 'server-only';
import type { Kysely } from 'kysely';
import { isLocale, type Locale } from '@/i18n/locales';
import { chooseArticle, type ArticleChoice, type SlugHolder } from '@/lib/blog/article-paths';
import { memoryTable } from '@/server/cache/memory-table.server';
import type { Database } from '@/server/db/schema';

/*
 * Every visible post's slug in every language, held in memory for the proxy, which answers an
 * article URL under another language's slug with its redirect before any page renders (decision
 * 012).
 */

export interface ArticleSlugs {
  /** slug → the language versions holding it (one per language at most). */
  holders: Map<string, SlugHolder[]>;
  /** post id → its slug per language. */
  slugsOf: Map<string, Partial<Record<Locale, string>>>;
}

/** Reads the slugs of every post visible at `now`. */
export async function loadArticleSlugs(
  db: Kysely<Database>,
  now = new Date(),
): Promise<ArticleSlugs> {
  const rows = await db
    .selectFrom('post_translation')
    .innerJoin('post', 'post.id', 'post_translation.post_id')
    .select(['post_translation.post_id', 'post_translation.locale', 'post_translation.slug'])
    .where('post.status', '=', 'published')
    .where('post.published_at', '<=', now.toISOString())
    .execute();
  const slugs: ArticleSlugs = { holders: new Map(), slugsOf: new Map() };
  for (const { post_id: postId, locale, slug } of rows) {
    if (!isLocale(locale)) continue;
    slugs.holders.set(slug, [...(slugs.holders.get(slug) ?? []), { postId, locale }]);
    slugs.slugsOf.set(postId, { ...slugs.slugsOf.get(postId), [locale]: slug });
  }
  return slugs;
}

/** What `/blog/{slug}` shows in a language, by the blog's one rule (chooseArticle). */
export function routeArticle(
  slugs: ArticleSlugs,
  slug: string,
  locale: Locale,
): ArticleChoice | undefined {
  return chooseArticle(slug, locale, slugs.holders.get(slug) ?? [], (postId) => {
    return slugs.slugsOf.get(postId) ?? {};
  });
}

/** The slugs as of the last change of the blog (memoryTable). */
export const currentArticleSlugs = memoryTable('blog', loadArticleSlugs);
