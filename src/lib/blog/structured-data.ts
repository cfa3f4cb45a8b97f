import { categoryLabel } from '@/content/blog-categories';
import { absoluteUrl } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import { organizationId } from '@/lib/structured-data';
import { countWords } from './reading-time';
import type { PostDetail } from './types';

/**
 * A post's BlogPosting node, shown on its page and returned by its JSON endpoint. Its URL is
 * the canonical one: the post in the language its text is in; the publisher is the site-wide
 * Organization node.
 */
export function postJsonLd(siteUrl: string, post: PostDetail, locale: Locale) {
  const url = absoluteUrl(siteUrl, `/blog/${post.slug}`, post.contentLocale);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    image: new URL(post.imageUrl, siteUrl).toString(),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: localeInfo[post.contentLocale].tag,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@id': organizationId(siteUrl) },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.targetKeywords.length > 0 && { keywords: post.targetKeywords.join(', ') }),
    articleSection: categoryLabel(post.category, locale),
    wordCount: countWords(post.content),
  };
}
