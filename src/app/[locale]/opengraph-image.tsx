import { settings } from '@/config/settings';
import { localeInfo, locales } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { ogImageSize } from '@/lib/og/social-card';
import { getDb } from '@/server/db/connection.server';
import { cardResponse } from '@/server/og/card-image.server';
import { heroImageBytes } from '@/server/og/hero-image.server';
import { renderSiteCard } from '@/server/og/social-cards.server';
import { withImageWork } from '@/server/uploads/image-processing.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { getPublishedPageCopy } from '@/components/site/page-copy';
import { sharedSection } from '@/components/site/shared-section';

// One card per language, generated at build time under /{locale}/opengraph-image. Pages point
// at it (and at twitter-image) through socialCardImages() in '@/lib/og/social-card'.
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
  const locale = await pageLocale(params);
  const { SITE_URL } = settings();
  const [{ siteName, socialImage }, copy] = await Promise.all([
    getAgencySettings(locale),
    getPublishedPageCopy('site', locale),
  ]);
  // One card at a time among the instance's image work (decision 074).
  const picture = socialImage ? await heroImageBytes(getDb(), socialImage) : null;
  const png = await withImageWork(() =>
    renderSiteCard({
      siteName,
      host: new URL(SITE_URL).host,
      tagline: sharedSection(copy, 'identity').fields.description?.text ?? '',
      // The pages without an image of their own share this card: the settings' picture is theirs.
      image: picture,
      rtl: localeInfo[locale].dir === 'rtl',
    }),
  );
  return cardResponse(png);
}
