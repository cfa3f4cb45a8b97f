import type { Locale } from '@/i18n/locales';

/** One language version of a post: where it lives. */
export interface PostTranslationLink {
  locale: Locale;
  slug: string;
}

/** A published post as lists show it, in one language. */
export interface PostSummary {
  id: string;
  /** The slug in `contentLocale`. */
  slug: string;
  /** The language the texts are in: the one asked for, or French when the post lacks it. */
  contentLocale: Locale;
  title: string;
  excerpt: string;
  imageUrl: string;
  altText: string;
  category: string;
  tags: string[];
  targetKeywords: string[];
  metaTitle: string;
  metaDescription: string;
  searchIntent: string;
  competitionLevel: string;
  schemaType: string;
  expectedTraffic: number;
  author: string;
  /** ISO times. */
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  /** Every language the post exists in (hreflang, sitemap, language picker). */
  translations: PostTranslationLink[];
}

/** A published post with its markdown body. */
export interface PostDetail extends PostSummary {
  content: string;
}
