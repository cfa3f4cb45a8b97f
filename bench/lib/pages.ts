import { publicPagePaths } from '../../src/content/public-pages';

/** A page the bench measures, by its public (French) path. */
export interface BenchPage {
  path: string;
  /** The HTTP status the page answers with; Lighthouse is told to accept it. */
  status: 200 | 404;
}

/** The path the bench uses for the not-found page. */
export const notFoundPath = '/does-not-exist';

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
  { path: notFoundPath, status: 404 },
];

/** Every public page of the site, plus the not-found page. */
export function everyPublicPage(): BenchPage[] {
  return [
    ...publicPagePaths().map((path): BenchPage => ({ path, status: 200 })),
    { path: notFoundPath, status: 404 },
  ];
}

/** The public URL of a page in a language: French at the bare path, others with `?lang=`. */
export function publicUrl(origin: string, path: string, lang: string): string {
  const url = new URL(path, origin);
  if (lang !== 'fr') url.searchParams.set('lang', lang);
  return url.href;
}
