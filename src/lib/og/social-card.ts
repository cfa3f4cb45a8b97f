import { absoluteUrl } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';

export const ogImageSize = { width: 1200, height: 630 } as const;

/**
 * The language's generated social cards (src/app/[locale]/opengraph-image.tsx and
 * twitter-image.tsx) as metadata images. Pages must list them explicitly: Next replaces a
 * parent segment's `openGraph`/`twitter` object wholesale, so a page that sets its own title
 * there would otherwise lose the file-based image.
 */
export function socialCardImages(siteUrl: string, locale: Locale, alt: string) {
  const image = (route: string) => ({
    // Public, like every URL the site prints: /opengraph-image?lang=ar, rewritten to the route.
    url: absoluteUrl(siteUrl, `/${route}`, locale),
    ...ogImageSize,
    alt,
    type: 'image/png',
  });
  return { openGraph: [image('opengraph-image')], twitter: [image('twitter-image')] };
}
