import { defaultLocale, locales, queryLocales } from './locales';

/**
 * Paths that are not localized pages: Next's assets, route handlers, the admin, the health
 * checks, metadata files (anything with an extension) and the internal locale segments
 * themselves, which must not be rewritten twice (beforeFiles rewrites chain, decision 001).
 */
const notAPage = ['_next', 'api', 'admin', 'data', 'healthz', 'readyz', ...locales].join('|');
const localizablePath = `/:path((?!(?:${notAPage})(?:/|$))(?!.*\\.[A-Za-z0-9]+$).*)`;

interface QueryCondition {
  type: 'query';
  key: string;
  value?: string;
}

interface Redirect {
  source: string;
  destination: string;
  permanent: true;
}

interface Rewrite {
  source: string;
  destination: string;
  has?: QueryCondition[];
}

/**
 * Maps the public scheme (French at `/path`, others at `/path?lang=xx`) onto the internal,
 * prerendered `/{locale}/path` routes with next.config rewrites, which cost far less per
 * request than running `proxy.ts` on every page. Unknown `lang` values fall through to French.
 * A searched or filtered `/blog` is the proxy's (src/server/blog/search-rewrite.ts).
 */
export function localeRewrites(): Rewrite[] {
  const langValue = `(?<lang>${queryLocales.join('|')})`;
  const language = { type: 'query', key: 'lang', value: langValue } as const;
  return [
    { source: '/', has: [language], destination: '/:lang' },
    { source: localizablePath, has: [language], destination: '/:lang/:path' },
    { source: '/', destination: `/${defaultLocale}` },
    { source: localizablePath, destination: `/${defaultLocale}/:path` },
  ];
}

/**
 * The internal `/{locale}/…` routes are not pages of their own (issue 14): asked for directly,
 * each answers 308 to its public URL (`/fr/services` → `/services`, `/en/blog/x` →
 * `/blog/x?lang=en`), so a page has one URL. next.config redirects only ever see the URL as
 * requested, never the rewrites above. A searched list's internal route (decision 022) has no
 * public URL of its own: it leads to the list in that language.
 */
export function internalRouteRedirects(): Redirect[] {
  return locales.flatMap((locale): Redirect[] => {
    const language = locale === defaultLocale ? '' : `?lang=${locale}`;
    return [
      { source: `/${locale}/blog-search/:key*`, destination: `/blog${language}`, permanent: true },
      { source: `/${locale}`, destination: `/${language}`, permanent: true },
      { source: `/${locale}/:path*`, destination: `/:path*${language}`, permanent: true },
    ];
  });
}
