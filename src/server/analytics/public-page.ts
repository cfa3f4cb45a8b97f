import { decodeSlugParam, isSlug } from '@/lib/blog/slug';
import { localeFromLangParam, type Locale } from '@/i18n/locales';
import { staticPagePaths } from '@/content/public-pages';

/** A page view's page as counted: the public path and the language it was shown in. */
export interface PublicPage {
  /** The public path, no query, no trailing slash ('/services/geneve'). */
  path: string;
  locale: Locale;
  /** What the address carried beyond the path that is kept: the five UTM parameters only. */
  query: URLSearchParams;
}

/** The query parameters that say where a visit comes from (campaign links, decision 077). */
export const utmParameters = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

/** Public pages below a section: one segment, a slug (Arabic letters allowed). */
const sectionsWithSlugs = ['/services/', '/blog/', '/newsletter/', '/thanks/'];
const fixedPaths = new Set<string>([...staticPagePaths, '/newsletter']);
const maxPathLength = 200;

function isPublicPath(path: string): boolean {
  if (fixedPaths.has(path)) return true;
  const section = sectionsWithSlugs.find((prefix) => path.startsWith(prefix));
  if (!section) return false;
  const slug = path.slice(section.length);
  return !slug.includes('/') && isSlug(slug);
}

/**
 * The page a beacon reports (`location.pathname + location.search`), as the site's public
 * address: French at the bare path, other languages by `?lang=` (src/i18n/rewrites.ts), every
 * parameter but `lang` and the UTM ones dropped. Undefined for what is no public page (the
 * admin, an internal `/fr/…` route, an API, a file): checked against the routes' shapes, with no
 * database read, so a page view of an unknown slug still counts — the 404 page was shown.
 */
export function publicPage(reported: string): PublicPage | undefined {
  if (!reported.startsWith('/') || reported.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(reported, 'http://site.invalid');
  } catch {
    return undefined;
  }
  const path = decodeSlugParam(url.pathname.replace(/(.)\/+$/, '$1'));
  if (path.length > maxPathLength || !isPublicPath(path)) return undefined;
  const query = new URLSearchParams();
  for (const name of utmParameters) {
    const value = url.searchParams.get(name);
    if (value) query.set(name, value);
  }
  return { path, locale: localeFromLangParam(url.searchParams.get('lang')), query };
}
