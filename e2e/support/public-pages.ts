import type { APIRequestContext } from '@playwright/test';
import { localeOfUrl, pageKey, sitemapLocations } from './site';
import type { Locale } from '../../src/i18n/locales';

export interface SitemapPages {
  /** The configured SITE_URL's origin, which the site's printed URLs carry. */
  siteOrigin: string;
  /** Every public page in every language: its path and query, and its language. */
  pages: { key: string; locale: Locale }[];
}

/**
 * Every page × language the sitemap index's children list: the site's public pages, fixed and
 * from the database.
 */
export async function sitemapPages(
  request: APIRequestContext,
  origin: string,
): Promise<SitemapPages> {
  const urls = await sitemapLocations(async (path) =>
    (await request.get(`${origin}${path}`)).text(),
  );
  if (urls.length === 0) throw new Error('the sitemap lists no page');
  return {
    siteOrigin: urls[0]!.origin,
    pages: urls.map((url) => ({ key: pageKey(url), locale: localeOfUrl(url) })),
  };
}
