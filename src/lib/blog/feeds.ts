import { escapeMarkup } from '@/lib/markup-escape';
import { categoryLabel } from '@/content/blog-categories';
import { absoluteUrl } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { PostSummary } from './types';

/** How many posts a feed carries: the newest, whatever the archive's size. */
export const feedPostCount = 20;

interface FeedInput {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  /** The newest posts first, `feedPostCount` at most. */
  posts: PostSummary[];
}

/** The newest change among the posts, or undefined without posts. */
function newestUpdate(posts: PostSummary[]): string | undefined {
  return posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
}

const postUrl = (siteUrl: string, post: PostSummary) =>
  absoluteUrl(siteUrl, `/blog/${post.slug}`, post.contentLocale);

/** An RSS 2.0 document of the blog in one language, newest post first. */
export function rssFeed({ siteUrl, locale, title, description, posts }: FeedInput): string {
  const blogUrl = absoluteUrl(siteUrl, '/blog', locale);
  const selfUrl = absoluteUrl(siteUrl, '/blog/rss.xml', locale);
  const newest = newestUpdate(posts);
  const items = posts.map((post) => {
    const url = postUrl(siteUrl, post);
    return [
      '<item>',
      element('title', post.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      element('pubDate', new Date(post.publishedAt).toUTCString()),
      element('description', post.excerpt),
      element('category', categoryLabel(post.category, locale)),
      element('dc:creator', post.author),
      `<enclosure url="${escapeMarkup(new URL(post.imageUrl, siteUrl).toString())}" type="${imageType(post.imageUrl)}" length="0"/>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', title),
    element('link', blogUrl),
    element('description', description),
    element('language', localeInfo[locale].tag),
    `<atom:link href="${escapeMarkup(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

/**
 * An Atom 1.0 document of the blog in one language, newest post first (RFC 4287: every entry
 * with its id, title, link, update time and author; the feed's update time is its newest).
 */
export function atomFeed({ siteUrl, locale, title, description, posts }: FeedInput): string {
  const blogUrl = absoluteUrl(siteUrl, '/blog', locale);
  const selfUrl = absoluteUrl(siteUrl, '/blog/atom.xml', locale);
  const link = (href: string, rel: string, type: string) =>
    `<link rel="${rel}" type="${type}" href="${escapeMarkup(href)}"/>`;
  const entries = posts.map((post) => {
    const url = postUrl(siteUrl, post);
    return [
      `<entry xml:lang="${localeInfo[post.contentLocale].tag}">`,
      element('id', url),
      element('title', post.title),
      link(url, 'alternate', 'text/html'),
      element('published', new Date(post.publishedAt).toISOString()),
      element('updated', new Date(post.updatedAt).toISOString()),
      `<author>${element('name', post.author)}</author>`,
      `<category term="${escapeMarkup(categoryLabel(post.category, locale))}"/>`,
      element('summary', post.excerpt),
      link(new URL(post.imageUrl, siteUrl).toString(), 'enclosure', imageType(post.imageUrl)),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeInfo[locale].tag}">`,
    element('id', blogUrl),
    element('title', title),
    element('subtitle', description),
    link(blogUrl, 'alternate', 'text/html'),
    link(selfUrl, 'self', 'application/atom+xml'),
    element('updated', new Date(newestUpdate(posts) ?? 0).toISOString()),
    ...entries,
    '</feed>',
  ].join('\n');
}

function element(name: string, text: string): string {
  return `<${name}>${escapeMarkup(text)}</${name}>`;
}

function imageType(path: string): string {
  const extension = path.split('?')[0]?.split('.').pop()?.toLowerCase();
  return extension === 'png' ? 'image/png' : extension === 'webp' ? 'image/webp' : 'image/jpeg';
}
