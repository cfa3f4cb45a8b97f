import { landingPages } from './landing';
import { serviceIds } from './service-ids';

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
 * Every public page's internal path (without language). The sitemap lists these in every
 * language, and the end-to-end crawl checks it reaches them all.
 */
export function publicPagePaths(): string[] {
  return [
    ...staticPagePaths,
    ...serviceIds.map((id) => `/services/${id}`),
    ...landingPages.map((page) => `/services/${page.slug}`),
  ];
}
