import type { APIRequestContext } from '@playwright/test';
import { localeOfUrl, pageKey } from './site';
import type { Locale } from '../../src/i18n/locales';

export interface SitemapPages {
  /** The configured SITE_URL's origin, which the site's printed URLs carry. */
  siteOrigin: string;
  /** Every public page in every language: its path and query, and its language. */
  pages: { key: string; locale: Locale }[];
}

/** Every page × language the sitemap lists: the site's public pages, fixed and from the database. */
export async function sitemapPages(
  request: APIRequestContext,
  origin: string,
): Promise<SitemapPages> {
  const xml = await (await request.get(`${origin}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, '&')),
  );
  if (urls.length === 0) throw new Error('the sitemap lists no page');
  return {
    siteOrigin: urls[0]!.origin,
    pages: urls.map((url) => ({ key: pageKey(url), locale: localeOfUrl(url) })),
  };
}
