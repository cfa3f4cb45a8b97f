import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';
import { chooseArticle, slugsByLocale } from '@/lib/blog/article-paths';
import { parseJsonList } from '@/lib/blog/json-list';
import { pillarPosts, relatedPosts } from '@/lib/blog/selection';
import type { PostDetail, PostSummary, PostTranslationLink } from '@/lib/blog/types';
import { getDb } from '../db/connection.server';
import type { Database, PostTable, PostTranslationTable } from '../db/schema';

/*
 * What visitors may read of the blog. A post is visible when it is published and its
 * publication time has come, so scheduling needs no job: it happens at read time. Every
 * function throws on a database error rather than answering "no posts", so a cached page is
 * kept instead of being replaced by an empty one.
 */

type PostRow = Selectable<PostTable>;
type TranslationRow = Selectable<PostTranslationTable>;

function visiblePosts(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('post')
    .selectAll()
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString());
}

/** Published posts in one language, newest first; a post missing that language comes in French. */
export async function listPublishedPosts(
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostSummary[]> {
  const posts = await visiblePosts(db, now).orderBy('published_at', 'desc').orderBy('id').execute();
  const details = await withTranslations(db, posts, locale);
  return details.map(({ content: _content, ...summary }) => summary);
}

export type PostLookup = { kind: 'found'; post: PostDetail } | { kind: 'moved'; slug: string };

/**
 * The post a slug names in a language. A slug of another language of the same post answers
 * `moved` with the slug to use (so switching language on an article lands on its
 * translation); a post without that language is found in French. Unknown, draft and
 * scheduled posts answer undefined.
 */
export async function findPublishedPost(
  slug: string,
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostLookup | undefined> {
  const holders = await db
    .selectFrom('post_translation')
    .innerJoin('post', 'post.id', 'post_translation.post_id')
    .select(['post_translation.post_id', 'post_translation.locale'])
    .where('post_translation.slug', '=', slug)
    .where('post.status', '=', 'published')
    .where('post.published_at', '<=', now.toISOString())
    .execute();
  if (holders.length === 0) return undefined;
  const posts = await visiblePosts(db, now)
    .where(
      'id',
      'in',
      holders.map((holder) => holder.post_id),
    )
    .execute();
  const details = await withTranslations(db, posts, locale);
  const choice = chooseArticle(
    slug,
    locale,
    holders.flatMap(({ post_id, locale: held }) =>
      isLocale(held) ? [{ postId: post_id, locale: held }] : [],
    ),
    (postId) => slugsByLocale(details.find((detail) => detail.id === postId)?.translations ?? []),
  );
  const post = details.find((detail) => detail.id === choice?.postId);
  if (!choice || !post) return undefined;
  return choice.kind === 'found' ? { kind: 'found', post } : { kind: 'moved', slug: choice.slug };
}

/** Up to three other published posts whose target keywords partly match this one's. */
export async function listRelatedPosts(
  post: Pick<PostSummary, 'id' | 'targetKeywords'>,
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostSummary[]> {
  return relatedPosts(post, await listPublishedPosts(locale, db, now));
}

/** The pillar articles: expected traffic above 1000, highest first, at most two. */
export async function listPillarPosts(
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostSummary[]> {
  return pillarPosts(await listPublishedPosts(locale, db, now));
}

/** The distinct categories of published posts, in their stored (French) names, sorted. */
export async function listCategories(
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<string[]> {
  const rows = await visiblePosts(db, now).clearSelect().select('category').distinct().execute();
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, 'fr'));
}

/**
 * Each post with its texts in `locale`, else French, else whichever language it has, and
 * the list of every language it exists in. Posts with no translation at all are left out.
 */
async function withTranslations(
  db: Kysely<Database>,
  posts: PostRow[],
  locale: Locale,
): Promise<PostDetail[]> {
  if (posts.length === 0) return [];
  const translations = await db
    .selectFrom('post_translation')
    .selectAll()
    .where(
      'post_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute();
  return posts.flatMap((post) => {
    const own = translations.filter((row) => row.post_id === post.id && isLocale(row.locale));
    const text = [locale, defaultLocale, ...locales]
      .map((wanted) => own.find((row) => row.locale === wanted))
      .find((row) => row !== undefined);
    if (!text) return [];
    const links: PostTranslationLink[] = own.map((row) => ({
      locale: row.locale as Locale,
      slug: row.slug,
    }));
    return [toDetail(post, text, links)];
  });
}

function toDetail(
  post: PostRow,
  text: TranslationRow,
  translations: PostTranslationLink[],
): PostDetail {
  return {
    id: post.id,
    slug: text.slug,
    contentLocale: text.locale as Locale,
    title: text.title,
    excerpt: text.excerpt,
    content: text.content,
    imageUrl: post.image,
    altText: text.alt_text,
    category: post.category,
    tags: parseJsonList(text.tags),
    targetKeywords: parseJsonList(text.target_keywords),
    metaTitle: text.meta_title || text.title,
    metaDescription: text.meta_description || text.excerpt,
    searchIntent: post.search_intent,
    competitionLevel: post.competition_level,
    schemaType: post.schema_type,
    expectedTraffic: post.expected_traffic,
    author: post.author,
    publishedAt: post.published_at ?? post.created_at,
    updatedAt: latest(post.updated_at, text.updated_at),
    readingMinutes: text.reading_minutes,
    translations,
  };
}

function latest(a: string, b: string): string {
  return a > b ? a : b;
}
