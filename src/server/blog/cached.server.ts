import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { pillarPosts, relatedPosts } from '@/lib/blog/selection';
import type { PostSummary } from '@/lib/blog/types';
import {
  findSlugCandidates,
  isVisibleAt,
  listPublishedPosts,
  nextPublicationAfter,
  resolveSlug,
  type PostLookup,
} from './posts.server';

/*
 * The blog data as pages, feeds and JSON endpoints read it: cached by Next and tagged, so
 * `revalidateBlog()` refreshes every page that shows posts at once. A failing query throws,
 * which makes Next keep serving the last good page rather than an empty one.
 *
 * Scheduled posts need no job and no edit to appear: the cached answers hold every published
 * post, scheduled ones included, and what is visible is decided each time they are read. A page
 * read while a post is still scheduled is cached only until that post's time (see
 * `renderAgainAt`), so it is rendered again as soon as the post is due.
 */

const blogTag = 'blog';

/** How long a cached answer lives without an edit. */
export const blogRevalidateSeconds = 300;

const options = { tags: [blogTag], revalidate: blogRevalidateSeconds };

/** "Visible by then": asks the data modules for scheduled posts too. */
const endOfTime = new Date('9999-12-31T23:59:59.999Z');

const cachedPosts = unstable_cache(
  (locale: Locale) => listPublishedPosts(locale, undefined, endOfTime),
  ['blog-posts-and-scheduled'],
  options,
);

const cachedSlugCandidates = unstable_cache(
  (slug: string, locale: Locale) => findSlugCandidates(slug, locale, undefined, endOfTime),
  ['blog-slug-candidates'],
  options,
);

/** Published posts in one language whose time has come, newest first. */
export async function getPublishedPosts(locale: Locale): Promise<PostSummary[]> {
  const now = new Date();
  const posts = await cachedPosts(locale);
  await renderAgainAt(nextPublicationAfter(posts, now), now);
  return posts.filter((post) => isVisibleAt(post, now));
}

/** The post a slug names in a language (see findPublishedPost). */
export async function getPublishedPost(
  slug: string,
  locale: Locale,
): Promise<PostLookup | undefined> {
  const now = new Date();
  const candidates = await cachedSlugCandidates(slug, locale);
  await renderAgainAt(
    nextPublicationAfter(
      candidates.map(({ post }) => post),
      now,
    ),
    now,
  );
  return resolveSlug(candidates, slug, locale, now);
}

/** Up to three other published posts whose target keywords partly match this one's. */
export async function getRelatedPosts(
  post: Pick<PostSummary, 'id' | 'targetKeywords'>,
  locale: Locale,
): Promise<PostSummary[]> {
  return relatedPosts(post, await getPublishedPosts(locale));
}

/** The pillar articles: expected traffic above 1000, highest first, at most two. */
export async function getPillarPosts(locale: Locale): Promise<PostSummary[]> {
  return pillarPosts(await getPublishedPosts(locale));
}

/** The distinct categories of published posts, in their stored (French) names, sorted. */
export async function getCategories(): Promise<string[]> {
  const posts = await getPublishedPosts(defaultLocale);
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, 'fr'));
}

/**
 * The article slugs prerendered for a language: every published post under the slug that
 * language's list links to (its own, or the French one when it lacks a translation).
 */
export async function getArticleStaticParams(locale: string): Promise<{ slug: string }[]> {
  if (!isLocale(locale)) return [];
  return (await getPublishedPosts(locale)).map((post) => ({ slug: post.slug }));
}

/**
 * Shortens the cache life of the page being rendered so it is rendered again at `time` (the next
 * scheduled publication), when that comes before its usual `blogRevalidateSeconds`. Next gives a
 * page the shortest lifetime among the cached data it reads; reading this tiny entry is how a
 * page says "until then".
 */
async function renderAgainAt(time: string | undefined, now: Date): Promise<void> {
  if (!time) return;
  const seconds = Math.ceil((Date.parse(time) - now.getTime()) / 1000);
  if (seconds >= blogRevalidateSeconds) return;
  await unstable_cache(async () => true, ['blog-next-publication'], {
    revalidate: Math.max(1, seconds),
  })();
}

/**
 * Called after any change to posts (the admin): the next request to any page, feed or
 * endpoint that shows posts is rendered from the database again.
 */
export function revalidateBlog(): void {
  revalidateTag(blogTag, { expire: 0 });
}
