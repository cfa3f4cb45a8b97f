import type { Page } from '@playwright/test';
import { localeFromLangParam, localeInfo, locales, type Locale } from '../../src/i18n/locales';

/** `<html lang dir>` each language must have (issue §3). */
export function expectedHtml(locale: Locale): { lang: string; dir: string } {
  return { lang: localeInfo[locale].tag, dir: localeInfo[locale].dir };
}

/** The public URL of a language's home page. */
export function homePath(locale: Locale): string {
  return locale === 'fr' ? '/' : `/?lang=${locale}`;
}

/**
 * A page's identity across hosts: path and query, no fragment. Canonical and hreflang URLs use
 * the configured SITE_URL, the test server another origin; both reduce to the same key.
 */
export function pageKey(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The language a public URL is served in: its `lang` parameter, French when absent or unknown. */
export function localeOfUrl(url: string | URL): Locale {
  return localeFromLangParam(new URL(url).searchParams.get('lang'));
}

/** Pages the public crawl must not enter: Next's assets and the admin (any case). */
export function isCrawlable(url: URL): boolean {
  return !/^\/(_next|admin)(\/|$)/i.test(url.pathname);
}

/** A blog list URL with a search or category filter: the list again, rendered per request. */
export function isSearchedList(url: URL): boolean {
  return url.searchParams.has('q') || url.searchParams.has('category');
}

/** True for the internal `/{locale}/…` routes the rewrites serve the public URLs from. */
export function isInternalLocaleRoute(url: URL): boolean {
  return locales.some(
    (locale) => url.pathname === `/${locale}` || url.pathname.startsWith(`/${locale}/`),
  );
}

/**
 * Waits until the page's finite animations (the 0.8 s page transition, reveals) have ended, so
 * checks such as axe's colour contrast see the page as it settles. Endless decorative
 * animations are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Attributes of every `<link>` in an HTML document, names lower-cased, entities decoded. */
export function linkTags(html: string): Record<string, string>[] {
  return elementAttributes(html, 'link');
}

/** Attributes of every element of one name (`a`, `link`…), names lower-cased, entities decoded. */
export function elementAttributes(html: string, element: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        decodeEntities(value!),
      ]),
    ),
  );
}

/** hreflang → URL of an HTML document's alternates. */
export function hreflangLinks(html: string): Map<string, string> {
  return new Map(
    linkTags(html)
      .filter((link) => link.rel === 'alternate' && link.hreflang && link.href)
      .map((link) => [link.hreflang!, link.href!]),
  );
}

/** True when the HTML has an element with this id (or a named anchor), i.e. `#id` lands. */
export function htmlHasAnchor(html: string, id: string): boolean {
  const escaped = escapeHtml(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<[^>]+\\s(?:id|name)="${escaped}"`).test(html);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Every URL the sitemap lists: /sitemap.xml is an index, each child read in turn through
 * `fetchText` (by path: the index names them under the configured SITE_URL).
 */
export async function sitemapLocations(
  fetchText: (path: string) => Promise<string>,
): Promise<URL[]> {
  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!.replace(/&amp;/g, '&')),
    );
  const children = locations(await fetchText('/sitemap.xml'));
  const sitemaps = await Promise.all(children.map((child) => fetchText(child.pathname)));
  return sitemaps.flatMap(locations);
}
