import { publicPagePaths } from '../../src/content/public-pages';
import { serviceIds } from '../../src/content/service-ids';
import { landingSeeds } from '../../src/server/landing-pages/landing-seeds';

/** A page the bench measures, by its public (French) path. */
export interface BenchPage {
  path: string;
  /** The HTTP status the page answers with; Lighthouse is told to accept it. */
  status: 200 | 404;
  /** The page's path in other languages when it differs (a blog post's slug is per language). */
  translatedPaths?: Record<string, string>;
}

/** The path the bench uses for the not-found page. */
export const notFoundPath = '/does-not-exist';

/** The n8n guide, a seeded article of average length, with its slug in Arabic. */
const sampleArticle: BenchPage = {
  path: '/blog/guide-automatisation-n8n-pme',
  status: 200,
  translatedPaths: {
    en: '/blog/n8n-sme-automation-guide',
    ar: '/blog/دليل-أتمتة-الشركات-الصغيرة-والمتوسطة',
    'ar-ma': '/blog/الدليل-الكامل-لأتمتة-المقاولات',
  },
};

/**
 * The representative set Lighthouse measures by default: one page of each kind. Add a page
 * here when a new kind of page lands (the blog issue adds the list and one article).
 */
export const representativePages: BenchPage[] = [
  { path: '/', status: 200 },
  { path: '/services', status: 200 },
  { path: '/services/agents-ia', status: 200 }, // service detail
  { path: '/services/geneve', status: 200 }, // landing page
  { path: '/about', status: 200 },
  { path: '/contact', status: 200 },
  { path: '/blog', status: 200 },
  sampleArticle,
  { path: notFoundPath, status: 404 },
];

/** Every public page of the seeded site (its eight services included), plus the not-found page. */
export function everyPublicPage(): BenchPage[] {
  const seededServices = serviceIds.map((id) => `/services/${id}`);
  return [
    ...[...publicPagePaths(landingSeeds.map((page) => page.slug)), ...seededServices].map(
      (path): BenchPage => ({ path, status: 200 }),
    ),
    sampleArticle,
    { path: notFoundPath, status: 404 },
  ];
}

/** The public URL of a page in a language: French at the bare path, others with `?lang=`. */
export function publicUrl(origin: string, page: BenchPage, lang: string): string {
  const url = new URL(page.translatedPaths?.[lang] ?? page.path, origin);
  if (lang !== 'fr') url.searchParams.set('lang', lang);
  return url.href;
}
