import type { MetadataRoute } from 'next';
import { settings } from '@/config/settings';
import { findLandingPage } from '@/content/landing';
import { publicPagePaths } from '@/content/public-pages';
import { absoluteUrl } from '@/i18n/href';
import { locales } from '@/i18n/locales';
import { hreflangAlternates, type RegionalAlternate } from '@/lib/seo';

/**
 * Every public page in every language, each entry with the page's full hreflang set (the
 * landing pages' regional alternates included) so search engines read the same alternates as
 * in the pages' <head>. Built at build time.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const { SITE_URL } = settings();
  return publicPagePaths().flatMap((path) => {
    const languages = hreflangAlternates(SITE_URL, path, regionalAlternatesOf(path));
    return locales.map((locale) => ({
      url: absoluteUrl(SITE_URL, path, locale),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}

function regionalAlternatesOf(path: string): RegionalAlternate[] {
  const slug = path.match(/^\/services\/([^/]+)$/)?.[1];
  return (slug && findLandingPage(slug)?.regionalAlternates) || [];
}
