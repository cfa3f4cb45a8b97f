import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The public URL of an internal path in a language: French at the bare path,
 * the others with `?lang=`. The fragment stays last so anchors keep working.
 */
export function localizedHref(path: string, locale: Locale): string {
  if (!path.startsWith('/')) return path;
  const [beforeHash, hash] = splitOnce(path, '#');
  const [pathname, query] = splitOnce(beforeHash, '?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  if (locale !== defaultLocale) params.set('lang', locale);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** The absolute public URL of a path in a language, for canonical, hreflang, sitemap and JSON-LD. */
export function absoluteUrl(siteUrl: string, path: string, locale: Locale): string {
  return new URL(localizedHref(path, locale), siteUrl).toString();
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}

/**
 * The public path of a page from a pathname that may be the internal route: while a page is
 * prerendered, `usePathname()` sees `/en/services` rather than `/services`.
 */
export function publicPathname(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname;
  return `/${rest.join('/')}`;
}
