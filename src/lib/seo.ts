import type { Metadata } from 'next';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, localeInfo, locales, type Locale } from '@/i18n/locales';
import type { RegionalAlternate } from '@/lib/admin/landing-page-schema';
import { socialCardImages } from '@/lib/og/social-card';

/** hreflang → absolute URL for every language of a path, plus x-default (the French URL). */
export function hreflangAlternates(
  siteUrl: string,
  path: string,
  regional: RegionalAlternate[] = [],
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales)
    alternates[localeInfo[locale].tag] = absoluteUrl(siteUrl, path, locale);
  for (const { language, region } of regional) {
    alternates[`${language.split('-')[0]}-${region}`] = absoluteUrl(siteUrl, path, language);
  }
  alternates['x-default'] = absoluteUrl(siteUrl, path, defaultLocale);
  return alternates;
}

/**
 * hreflang → absolute URL for a page that exists in some languages only, each at its own
 * path (a blog post's translations have their own slugs). x-default is the French version,
 * else the first one listed.
 */
export function translationAlternates(
  siteUrl: string,
  paths: Partial<Record<Locale, string>>,
): Record<string, string> {
  const alternates: Record<string, string> = {};
  const present = locales.filter((locale) => paths[locale] !== undefined);
  for (const locale of present) {
    alternates[localeInfo[locale].tag] = absoluteUrl(siteUrl, paths[locale]!, locale);
  }
  const fallback = paths[defaultLocale] !== undefined ? defaultLocale : present[0];
  if (fallback) alternates['x-default'] = absoluteUrl(siteUrl, paths[fallback]!, fallback);
  return alternates;
}

export interface PageMetadataInput {
  siteUrl: string;
  siteName: string;
  locale: Locale;
  /** The page's internal path, without language: '/', '/services', '/services/geneve'. */
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  regionalAlternates?: RegionalAlternate[];
  /**
   * For pages that exist in some languages only, at per-language paths: the path of each
   * language. The canonical URL is then the page's own language version (or `path` in
   * `canonicalLocale` when the page shows another language's text).
   */
  translations?: Partial<Record<Locale, string>>;
  canonicalLocale?: Locale;
  /** Replaces the site-wide social card (a post's own generated image). */
  images?: ReturnType<typeof socialCardImages>;
  /** The site-wide card's version, printed in its URL so a changed card is a new URL. */
  siteCardVersion?: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    authors: string[];
    section: string;
    tags: string[];
  };
  robots?: Metadata['robots'];
  /** Announces the blog's feeds (RSS, Atom) in this language (blog pages), under this title. */
  blogFeedTitle?: string;
}

/** Title, description, canonical, hreflang alternates and social cards of one page. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { siteUrl, siteName, locale, path, title, description, keywords, translations } = input;
  const url = absoluteUrl(siteUrl, path, input.canonicalLocale ?? locale);
  const images = input.images ?? socialCardImages(siteUrl, locale, siteName, input.siteCardVersion);
  return {
    title,
    description,
    keywords,
    robots: input.robots,
    alternates: {
      canonical: url,
      languages: translations
        ? translationAlternates(siteUrl, translations)
        : hreflangAlternates(siteUrl, path, input.regionalAlternates),
      ...(input.blogFeedTitle && {
        types: {
          'application/rss+xml': [
            { url: absoluteUrl(siteUrl, '/blog/rss.xml', locale), title: input.blogFeedTitle },
          ],
          'application/atom+xml': [
            { url: absoluteUrl(siteUrl, '/blog/atom.xml', locale), title: input.blogFeedTitle },
          ],
        },
      }),
    },
    openGraph: {
      ...(input.article ? { type: 'article', ...input.article } : { type: 'website' }),
      url,
      title,
      description,
      siteName,
      locale: localeInfo[locale].ogLocale,
      alternateLocale: locales.filter((l) => l !== locale).map((l) => localeInfo[l].ogLocale),
      images: images.openGraph,
    },
    twitter: { card: 'summary_large_image', title, description, images: images.twitter },
  };
}
