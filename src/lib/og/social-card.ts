import { absoluteUrl } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';

export const ogImageSize = { width: 1200, height: 630 } as const;

/**
 * A card's path with its version (decision 084): `?v=` changes with what the card draws, so
 * social networks and caches that keep cards by URL fetch a changed one; the routes ignore it.
 */
export function versionedCardPath(path: string, version: string | undefined): string {
  return version ? `${path}?v=${version}` : path;
}

/**
 * The language's generated social cards (src/app/[locale]/opengraph-image.tsx and
 * twitter-image.tsx) as metadata images. Pages must list them explicitly: Next replaces a
 * parent segment's `openGraph`/`twitter` object wholesale, so a page that sets its own title
 * there would otherwise lose the file-based image.
 */
export function socialCardImages(siteUrl: string, locale: Locale, alt: string, version?: string) {
  const image = (route: string) => ({
    // Public, like every URL the site prints: /opengraph-image?v=…&lang=ar, rewritten to the route.
    url: absoluteUrl(siteUrl, versionedCardPath(`/${route}`, version), locale),
    ...ogImageSize,
    alt,
    type: 'image/png',
  });
  return { openGraph: [image('opengraph-image')], twitter: [image('twitter-image')] };
}
