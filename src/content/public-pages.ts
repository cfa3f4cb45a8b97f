/** Pages with their own route folder. */
export const staticPagePaths = [
  '/',
  '/services',
  '/about',
  '/blog',
  '/contact',
  '/flyer',
  '/terms',
  '/privacy',
] as const;

/**
 * The public pages (without language): the static pages and the landing pages of these slugs
 * (content: the database's, or the seed's for the tests and the bench). The services' own pages
 * and the articles come from the database too; the sitemap adds them.
 */
export function publicPagePaths(landingSlugs: readonly string[]): string[] {
  return [...staticPagePaths, ...landingSlugs.map((slug) => `/services/${slug}`)];
}
