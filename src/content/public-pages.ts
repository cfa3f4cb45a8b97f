import { landingPages } from './landing';

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
 * The public pages fixed in code (without language): the static pages and the landing pages.
 * The services' own pages and the articles come from the database; the sitemap adds them.
 */
export function publicPagePaths(): string[] {
  return [...staticPagePaths, ...landingPages.map((page) => `/services/${page.slug}`)];
}
