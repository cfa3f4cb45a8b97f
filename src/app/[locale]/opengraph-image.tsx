import { settings } from '@/config/settings';
import { locales } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { ogImageSize } from '@/lib/og/social-card';
import { drawSiteCard, siteCardContent } from '@/server/og/card-content.server';
import { cardResponse } from '@/server/og/card-image.server';

// One card per language, generated at build time under /{locale}/opengraph-image. Pages point
// at it (and at twitter-image) through socialCardImages() in '@/lib/og/social-card', with the
// version of what it draws (`?v=`, decision 084), which this route does not read.
// The pages' own metadata names each card with the settings' name (socialCardImages); this
// file-level default is the environment's first-start name.
export const alt = settings().SITE_NAME;
export const size = ogImageSize;
export const contentType = 'image/png';

// Declared here rather than relying on the layout's: a metadata image is a route handler.
// One PNG per language at build time; unknown languages 404.
export const dynamicParams = false;
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function OpenGraphImage({ params }: { params: Promise<{ locale: string }> }) {
  // The pages without an image of their own share this card: the settings' picture is theirs.
  return cardResponse(await drawSiteCard(await siteCardContent(await pageLocale(params))));
}
