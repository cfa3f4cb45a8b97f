import 'server-only';
import { isLocale, type Locale } from '@/i18n/locales';
import type { BlogView } from '@/lib/blog/search';
import type { PostSummary } from '@/lib/blog/types';
import { cachedContent } from '@/server/cache/content-cache.server';
import {
  blogTotals,
  findPublishedPost,
  listBlogPage,
  listCategories,
  listLatestPosts,
  listPillarPosts,
  listRelatedPosts,
  listSitemapPosts,
  type BlogPage,
  type PostLookup,
  type SitemapPost,
} from './posts.server';

/*
 * The blog data as pages, feeds and JSON endpoints read it: cached by Next and tagged `blog`, so
 * a change (refreshAfter('post')) or a scheduled publication reaching its time
 * (refreshContentAt) expires every page that shows posts at once (decision 011). A failing
 * query throws, which makes Next keep serving the last good page rather than an empty one.
 * Each entry is one page of a list or one post, never the whole archive (decision 024).
 */

/** How long a cached answer lives without a change (a safety net, not the way changes show). */
export const blogRevalidateSeconds = 300;

/** How many articles per language are rendered at build time; the others on their first visit. */
export const prerenderedArticles = 20;

const blog = <Args extends unknown[], Result>(
  key: string,
  read: (...args: Args) => Promise<Result>,
) => cachedContent('blog', key, read, blogRevalidateSeconds);

/** One page of the list in a language (see listBlogPage); undefined past the last page. */
export const getBlogPage: (locale: Locale, view: BlogView) => Promise<BlogPage | undefined> = blog(
  'blog-page',
  (locale: Locale, view: BlogView) => listBlogPage(locale, view),
);

/** The newest posts in a language (home page, feeds). */
export const getLatestPosts: (locale: Locale, count: number) => Promise<PostSummary[]> = blog(
  'blog-latest',
  (locale: Locale, count: number) => listLatestPosts(locale, count),
);

/** The post a slug names in a language (see findPublishedPost). */
export const getPublishedPost: (slug: string, locale: Locale) => Promise<PostLookup | undefined> =
  blog('blog-post', (slug: string, locale: Locale) => findPublishedPost(slug, locale));

/**
 * Up to three other published posts whose target keywords partly match this one's. Called with
 * only what the selection needs: the arguments are the cache key.
 */
export const getRelatedPosts: (
  post: Pick<PostSummary, 'id' | 'targetKeywords'>,
  locale: Locale,
) => Promise<PostSummary[]> = blog(
  'blog-related',
  (post: Pick<PostSummary, 'id' | 'targetKeywords'>, locale: Locale) =>
    listRelatedPosts(post, locale),
);

/** The pillar articles: expected traffic above 1000, highest first, at most two. */
export const getPillarPosts: (locale: Locale) => Promise<PostSummary[]> = blog(
  'blog-pillars',
  (locale: Locale) => listPillarPosts(locale),
);

/** The distinct categories of published posts, in their stored (French) names, sorted. */
export const getCategories: () => Promise<string[]> = blog('blog-categories', () =>
  listCategories(),
);

/** The summary strip's figures: visible posts and their expected monthly visitors. */
export const getBlogTotals: () => Promise<{ articles: number; expectedVisitors: number }> = blog(
  'blog-totals',
  () => blogTotals(),
);

/** Every visible post written in a language, as its sitemap lists it. */
export const getSitemapPosts: (locale: Locale) => Promise<SitemapPost[]> = blog(
  'blog-sitemap',
  (locale: Locale) => listSitemapPosts(locale),
);

/**
 * The article slugs prerendered for a language at build time: its newest posts, under the slug
 * that language's list links to (its own, or the French one when it lacks a translation). The
 * rest render on their first visit and are cached the same way (dynamicParams), so a build
 * costs the same at two thousand posts as at five.
 */
export async function getArticleStaticParams(locale: string): Promise<{ slug: string }[]> {
  if (!isLocale(locale)) return [];
  return (await getLatestPosts(locale, prerenderedArticles)).map((post) => ({ slug: post.slug }));
}
