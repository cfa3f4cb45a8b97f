import 'server-only';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { pillarPosts, relatedPosts } from '@/lib/blog/selection';
import type { PostSummary } from '@/lib/blog/types';
import { cachedContent } from '@/server/cache/content-cache.server';
import { findPublishedPost, listPublishedPosts, type PostLookup } from './posts.server';

/*
 * The blog data as pages, feeds and JSON endpoints read it: cached by Next and tagged `blog`, so
 * a change (refreshContent('blog')) or a scheduled publication reaching its time
 * (refreshContentAt) expires every page that shows posts at once (decision 011). A failing
 * query throws, which makes Next keep serving the last good page rather than an empty one.
 */

/** How long a cached answer lives without a change (a safety net, not the way changes show). */
export const blogRevalidateSeconds = 300;

const cachedPosts = cachedContent(
  'blog',
  'blog-posts',
  (locale: Locale) => listPublishedPosts(locale),
  blogRevalidateSeconds,
);

const cachedPost = cachedContent(
  'blog',
  'blog-post',
  (slug: string, locale: Locale) => findPublishedPost(slug, locale),
  blogRevalidateSeconds,
);

/** Published posts in one language, newest first. */
export function getPublishedPosts(locale: Locale): Promise<PostSummary[]> {
  return cachedPosts(locale);
}

/** The post a slug names in a language (see findPublishedPost). */
export function getPublishedPost(slug: string, locale: Locale): Promise<PostLookup | undefined> {
  return cachedPost(slug, locale);
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
