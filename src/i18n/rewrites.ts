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

interface Rewrite {
  source: string;
  destination: string;
  has?: QueryCondition[];
}

/** The internal route of a searched or filtered blog list (the plain list is prerendered). */
export const blogSearchRoute = 'blog-search';

/**
 * `/blog?q=…` or `/blog?category=…` goes to a route rendered per request, so a shared or
 * JavaScript-free filtered list arrives already filtered while `/blog` itself stays static.
 */
function blogSearchRewrites(language: QueryCondition): Rewrite[] {
  return ['q', 'category'].flatMap((key) => [
    {
      source: '/blog',
      has: [language, { type: 'query', key }],
      destination: `/:lang/${blogSearchRoute}`,
    },
    {
      source: '/blog',
      has: [{ type: 'query', key }],
      destination: `/${defaultLocale}/${blogSearchRoute}`,
    },
  ]);
}

/**
 * Maps the public scheme (French at `/path`, others at `/path?lang=xx`) onto the internal,
 * prerendered `/{locale}/path` routes with next.config rewrites, which cost far less per
 * request than running `proxy.ts` on every page. Unknown `lang` values fall through to French.
 */
export function localeRewrites(): Rewrite[] {
  const langValue = `(?<lang>${queryLocales.join('|')})`;
  const language = { type: 'query', key: 'lang', value: langValue } as const;
  return [
    ...blogSearchRewrites(language),
    { source: '/', has: [{ type: 'query', key: 'lang', value: langValue }], destination: '/:lang' },
    {
      source: localizablePath,
      has: [{ type: 'query', key: 'lang', value: langValue }],
      destination: '/:lang/:path',
    },
    { source: '/', destination: `/${defaultLocale}` },
    { source: localizablePath, destination: `/${defaultLocale}/:path` },
  ];
}
