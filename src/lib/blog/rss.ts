import { escapeMarkup } from '@/lib/markup-escape';
import { categoryLabel } from '@/content/blog-categories';
import { absoluteUrl } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import type { PostSummary } from './types';

interface FeedInput {
  siteUrl: string;
  locale: Locale;
  title: string;
  description: string;
  posts: PostSummary[];
}

/** An RSS 2.0 document of the blog in one language, newest post first. */
export function rssFeed({ siteUrl, locale, title, description, posts }: FeedInput): string {
  const blogUrl = absoluteUrl(siteUrl, '/blog', locale);
  const selfUrl = absoluteUrl(siteUrl, '/blog/rss.xml', locale);
  const newest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, `/blog/${post.slug}`, post.contentLocale);
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

function element(name: string, text: string): string {
  return `<${name}>${escapeMarkup(text)}</${name}>`;
}

function imageType(path: string): string {
  const extension = path.split('?')[0]?.split('.').pop()?.toLowerCase();
  return extension === 'png' ? 'image/png' : extension === 'webp' ? 'image/webp' : 'image/jpeg';
}
