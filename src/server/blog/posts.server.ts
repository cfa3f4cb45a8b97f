import 'server-only';
import type { Kysely, Selectable } from 'kysely';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { readingMinutes } from '@/lib/blog/reading-time';
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
  return resolveSlug(await findSlugCandidates(slug, locale, db, now), slug, locale, now);
}

/** A post one of whose translations holds a slug, with its texts in the language asked for. */
export interface SlugCandidate {
  /** The language whose slug matched. */
  matchedLocale: string;
  post: PostDetail;
}

/**
 * Every post visible at `now` holding `slug` in some language (slugs are unique per language,
 * so at most one per language), as `resolveSlug` chooses among them. A cache passes the end of
 * time to keep scheduled posts too, and resolves at the time of reading.
 */
export async function findSlugCandidates(
  slug: string,
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<SlugCandidate[]> {
  const matches = await db
    .selectFrom('post_translation')
    .innerJoin('post', 'post.id', 'post_translation.post_id')
    .select(['post_translation.post_id', 'post_translation.locale'])
    .where('post_translation.slug', '=', slug)
    .where('post.status', '=', 'published')
    .where('post.published_at', '<=', now.toISOString())
    .execute();
  if (matches.length === 0) return [];
  const posts = await visiblePosts(db, now)
    .where(
      'id',
      'in',
      matches.map((match) => match.post_id),
    )
    .execute();
  const details = await withTranslations(db, posts, locale);
  return matches.flatMap((match) => {
    const post = details.find((detail) => detail.id === match.post_id);
    return post ? [{ matchedLocale: match.locale, post }] : [];
  });
}

/**
 * Among the candidates visible at `now`, the post whose slug in `locale` is `slug` (found), else
 * the post holding it in another language (moved to its slug here).
 */
export function resolveSlug(
  candidates: SlugCandidate[],
  slug: string,
  locale: Locale,
  now: Date,
): PostLookup | undefined {
  const visible = candidates.filter(({ post }) => isVisibleAt(post, now));
  const match = visible.find((candidate) => candidate.matchedLocale === locale) ?? visible[0];
  if (!match) return undefined;
  return match.post.slug === slug
    ? { kind: 'found', post: match.post }
    : { kind: 'moved', slug: match.post.slug };
}

/** A listed post (published) is visible once its publication time has come. */
export function isVisibleAt(post: Pick<PostSummary, 'publishedAt'>, now: Date): boolean {
  return Date.parse(post.publishedAt) <= now.getTime();
}

/** The next publication time after `now` among the posts, if one is scheduled. */
export function nextPublicationAfter(
  posts: Pick<PostSummary, 'publishedAt'>[],
  now: Date,
): string | undefined {
  return posts
    .map((post) => post.publishedAt)
    .filter((time) => Date.parse(time) > now.getTime())
    .sort()[0];
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
    const text =
      own.find((row) => row.locale === locale) ??
      own.find((row) => row.locale === defaultLocale) ??
      own[0];
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
    tags: parseList(text.tags),
    targetKeywords: parseList(text.target_keywords),
    metaTitle: text.meta_title || text.title,
    metaDescription: text.meta_description || text.excerpt,
    searchIntent: post.search_intent,
    competitionLevel: post.competition_level,
    schemaType: post.schema_type,
    expectedTraffic: post.expected_traffic,
    author: post.author,
    publishedAt: post.published_at ?? post.created_at,
    updatedAt: latest(post.updated_at, text.updated_at),
    readingMinutes: readingMinutes(text.content),
    translations,
  };
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function latest(a: string, b: string): string {
  return a > b ? a : b;
}
