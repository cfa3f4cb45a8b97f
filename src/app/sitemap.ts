import type { MetadataRoute } from 'next';
import { settings } from '@/config/settings';
import { findLandingPage } from '@/content/landing';
import { publicPagePaths } from '@/content/public-pages';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, locales } from '@/i18n/locales';
import type { PostSummary } from '@/lib/blog/types';
import type { RegionalAlternate } from '@/content/landing/types';
import { hreflangAlternates, translationAlternates } from '@/lib/seo';
import { getPublishedPosts } from '@/server/blog/cached.server';
import { getServices } from '@/server/services/service-pages.server';
import { newsletterSitemapEntries } from '@/server/newsletter/campaign-pages.server';

// Posts change without a build: the sitemap is regenerated like the blog pages.
export const revalidate = 300;

/**
 * Every public page in every language (those fixed in code and every visible service of the
 * database, which has a text in each), each entry with the page's full hreflang set (the
 * landing pages' regional alternates included) so search engines read the same alternates as
 * in the pages' <head>; then every published translation of every post, with the
 * alternates of the translations that exist.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { SITE_URL } = settings();
  const services = (await getServices(defaultLocale)).map((service) => `/services/${service.id}`);
  const pages = [...publicPagePaths(), ...services].flatMap((path) => {
    const languages = hreflangAlternates(SITE_URL, path, regionalAlternatesOf(path));
    return locales.map((locale) => ({
      url: absoluteUrl(SITE_URL, path, locale),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
  const posts = (await getPublishedPosts(defaultLocale)).flatMap((post) =>
    postEntries(SITE_URL, post),
  );
  return [...pages, ...posts, ...(await newsletterSitemapEntries())];
}

function postEntries(siteUrl: string, post: PostSummary): MetadataRoute.Sitemap {
  const paths = Object.fromEntries(
    post.translations.map(({ locale, slug }) => [locale, `/blog/${slug}`]),
  );
  const languages = translationAlternates(siteUrl, paths);
  return post.translations.map(({ locale, slug }) => ({
    url: absoluteUrl(siteUrl, `/blog/${slug}`, locale),
    lastModified: post.updatedAt,
    changeFrequency: 'weekly' as const,
    priority: 0.6,
    alternates: { languages },
  }));
}

function regionalAlternatesOf(path: string): RegionalAlternate[] {
  const slug = path.match(/^\/services\/([^/]+)$/)?.[1];
  return (slug && findLandingPage(slug)?.regionalAlternates) || [];
}
