import { escapeMarkup } from '@/lib/markup-escape';

/**
 * The sitemaps protocol's two documents (sitemaps.org): a child sitemap (`urlset`) with
 * hreflang alternates (xhtml:link), and the index that lists the children.
 */

/** One URL of a child sitemap. */
export interface SitemapEntry {
  url: string;
  /** ISO time of the page's last real change; left out when none is recorded. */
  lastModified?: string;
  changeFrequency?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
  /** hreflang → URL of each language version, the page's own included. */
  alternates?: Record<string, string>;
}

/**
 * URLs per child sitemap. The protocol allows 50 000 URLs and 50 MB; with four language
 * alternates an entry weighs about a kilobyte, so 10 000 keeps a child near 10 MB.
 */
export const maxSitemapUrls = 10_000;

const header = '<?xml version="1.0" encoding="UTF-8"?>';

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeMarkup(entry.url)}</loc>`,
      ...Object.entries(entry.alternates ?? {}).map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeMarkup(language)}" href="${escapeMarkup(href)}"/>`,
      ),
      entry.lastModified ? `<lastmod>${escapeMarkup(entry.lastModified)}</lastmod>` : '',
      entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
      entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '',
      '</url>',
    ].join(''),
  );
  return [
    header,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
  ].join('\n');
}

export function sitemapIndexXml(children: { url: string; lastModified?: string }[]): string {
  return [
    header,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children.map(
      (child) =>
        `<sitemap><loc>${escapeMarkup(child.url)}</loc>${
          child.lastModified ? `<lastmod>${escapeMarkup(child.lastModified)}</lastmod>` : ''
        }</sitemap>`,
    ),
    '</sitemapindex>',
  ].join('\n');
}

/** The newest of the entries' change times, or undefined when none is recorded. */
export function newestModification(entries: SitemapEntry[]): string | undefined {
  return entries
    .map((entry) => entry.lastModified)
    .filter((time): time is string => time !== undefined)
    .sort()
    .at(-1);
}
