import { absoluteUrl } from '@/i18n/href';
import { localeInfo } from '@/i18n/locales';
import type { PostDetail, PostSummary } from './types';

/*
 * The shapes of the spec's two GET calls (§7): post summaries with the fields of §3 and the
 * derived meta block, and one post with its content and structured data. Kept stable for
 * whatever still reads /data/blog-posts.json.
 */

export interface SiteIdentity {
  siteUrl: string;
  siteName: string;
}

export function postSummaryJson(post: PostSummary, site: SiteIdentity) {
  const url = absoluteUrl(site.siteUrl, `/blog/${post.slug}`, post.contentLocale);
  const imageUrl = new URL(post.imageUrl, site.siteUrl).toString();
  return {
    id: post.id,
    slug: post.slug,
    lang: post.contentLocale,
    url,
    title: post.title,
    excerpt: post.excerpt,
    keywords: post.targetKeywords,
    imageUrl,
    altText: post.altText,
    date: post.publishedAt,
    lastModified: post.updatedAt,
    category: post.category,
    tags: post.tags,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    targetKeywords: post.targetKeywords,
    searchIntent: post.searchIntent,
    competitionLevel: post.competitionLevel,
    schemaType: post.schemaType,
    expectedTraffic: post.expectedTraffic,
    readingTime: post.readingMinutes,
    translations: post.translations.map(({ locale, slug }) => ({
      lang: locale,
      slug,
      url: absoluteUrl(site.siteUrl, `/blog/${slug}`, locale),
    })),
    meta: {
      title: post.metaTitle,
      description: post.metaDescription,
      author: post.author,
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      section: post.category,
      tags: post.tags,
      openGraph: {
        type: 'article',
        title: post.metaTitle,
        description: post.metaDescription,
        url,
        siteName: site.siteName,
        locale: localeInfo[post.contentLocale].ogLocale,
        image: { url: imageUrl, alt: post.altText },
      },
      twitter: {
        card: 'summary_large_image',
        title: post.metaTitle,
        description: post.metaDescription,
        image: imageUrl,
      },
    },
  };
}

export function postDetailJson(post: PostDetail, site: SiteIdentity, structuredData: object) {
  return { ...postSummaryJson(post, site), content: post.content, structuredData };
}
