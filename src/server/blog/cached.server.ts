import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { isLocale, type Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/blog/types';
import {
  findPublishedPost,
  listCategories,
  listPillarPosts,
  listPublishedPosts,
  listRelatedPosts,
} from './posts.server';

/*
 * The blog data as pages, feeds and JSON endpoints read it: cached by Next and tagged, so
 * `revalidateBlog()` refreshes every page that shows posts at once. A failing query throws,
 * which makes Next keep serving the last good page rather than an empty one.
 */

const blogTag = 'blog';

/**
 * How long a cached answer lives without an edit: a scheduled post appears at most this long
 * after its publication time, since visibility is decided when the data is read.
 */
export const blogRevalidateSeconds = 300;

const options = { tags: [blogTag], revalidate: blogRevalidateSeconds };

export const getPublishedPosts = unstable_cache(
  (locale: Locale) => listPublishedPosts(locale),
  ['blog-posts'],
  options,
);

export const getPublishedPost = unstable_cache(
  (slug: string, locale: Locale) => findPublishedPost(slug, locale),
  ['blog-post'],
  options,
);

export const getRelatedPosts = unstable_cache(
  (post: Pick<PostSummary, 'id' | 'targetKeywords'>, locale: Locale) =>
    listRelatedPosts({ id: post.id, targetKeywords: post.targetKeywords }, locale),
  ['blog-related'],
  options,
);

export const getPillarPosts = unstable_cache(
  (locale: Locale) => listPillarPosts(locale),
  ['blog-pillars'],
  options,
);

/**
 * The article slugs prerendered for a language: every published post under the slug that
 * language's list links to (its own, or the French one when it lacks a translation).
 */
export async function getArticleStaticParams(locale: string): Promise<{ slug: string }[]> {
  if (!isLocale(locale)) return [];
  return (await getPublishedPosts(locale)).map((post) => ({ slug: post.slug }));
}

export const getCategories = unstable_cache(() => listCategories(), ['blog-categories'], options);

/**
 * Called after any change to posts (the admin): the next request to any page, feed or
 * endpoint that shows posts is rendered from the database again.
 */
export function revalidateBlog(): void {
  revalidateTag(blogTag, { expire: 0 });
}
