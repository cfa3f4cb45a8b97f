import 'server-only';
import { isLocale } from '@/i18n/locales';
import { getPublishedPosts } from '@/server/blog/cached.server';

/**
 * The article slugs prerendered for a language: every published post under the slug that
 * language's list links to (its own, or the French one when it lacks a translation).
 */
export async function articleStaticParams(locale: string): Promise<{ slug: string }[]> {
  if (!isLocale(locale)) return [];
  const posts = await getPublishedPosts(locale);
  return posts.map((post) => ({ slug: post.slug }));
}
