import { categoryLabel } from '@/content/blog-categories';
import type { Locale } from '@/i18n/locales';
import { blogPostingJsonLd } from '@/lib/structured-data';
import { countWords } from './reading-time';
import type { PostDetail } from './types';

/** A post's BlogPosting node, shown on its page and returned by its JSON endpoint. */
export function postJsonLd(siteUrl: string, post: PostDetail, locale: Locale) {
  return blogPostingJsonLd(siteUrl, {
    path: `/blog/${post.slug}`,
    urlLocale: post.contentLocale,
    contentLocale: post.contentLocale,
    headline: post.title,
    description: post.metaDescription,
    image: post.imageUrl,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.author,
    keywords: post.targetKeywords,
    section: categoryLabel(post.category, locale),
    wordCount: countWords(post.content),
  });
}
