import { defaultLocale, locales, queryLocales } from './locales';

/**
 * Paths that are not localized pages: Next's assets, route handlers, the admin, metadata
 * files (anything with an extension) and the internal locale segments themselves, which
 * must not be rewritten twice (beforeFiles rewrites chain, decision 001).
 */
const notAPage = ['_next', 'api', 'admin', 'data', ...locales].join('|');
const localizablePath = `/:path((?!(?:${notAPage})(?:/|$))(?!.*\\.[A-Za-z0-9]+$).*)`;

interface Rewrite {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
}

/**
 * Maps the public scheme (French at `/path`, others at `/path?lang=xx`) onto the internal,
 * prerendered `/{locale}/path` routes with next.config rewrites, which cost far less per
 * request than running `proxy.ts` on every page. Unknown `lang` values fall through to French.
 */
export function localeRewrites(): Rewrite[] {
  const langValue = `(?<lang>${queryLocales.join('|')})`;
  return [
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
