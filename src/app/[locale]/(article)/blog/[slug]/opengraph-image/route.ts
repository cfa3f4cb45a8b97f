import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { isLocale, localeInfo, locales } from '@/i18n/locales';
import { decodeSlugParam } from '@/lib/blog/slug';
import { getArticleStaticParams, getPublishedPost } from '@/server/blog/cached.server';
import { getDb } from '@/server/db/connection.server';
import { getImagePresentations } from '@/server/media/media-presentation.server';
import { cardResponse } from '@/server/og/card-image.server';
import { heroImageBytes } from '@/server/og/hero-image.server';
import { renderPostCard } from '@/server/og/social-cards.server';
import { withImageWork } from '@/server/uploads/image-processing.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

// Each article's own social card, at /{locale}/blog/{slug}/opengraph-image; the article page
// lists it in its metadata. A plain route handler, not an `opengraph-image.tsx` metadata file:
// inside the (article) route group Next serves such a file at `opengraph-image-{hash}` only, so
// the URL the page prints answered 404 (decision 028). Drawn once per version of its post and
// kept (a change to the blog makes it a miss at once, decision 011); the day is only a safety
// net, where the page's 300 s re-drew every card of a crawl that took longer (decision 042).
// Its hero is cropped around the library's focal point: a change to it is a miss too (073).
export const revalidate = 86400;
export const dynamicParams = true;

// A route handler gets no params from the [locale] layout's generateStaticParams: list both.
export async function generateStaticParams() {
  const perLocale = await Promise.all(
    locales.map(async (locale) =>
      (await getArticleStaticParams(locale)).map(({ slug }) => ({ locale, slug })),
    ),
  );
  return perLocale.flat();
}

/**
 * The card in the language of the text the page shows: its title, its category and the word
 * "Blog" in that language (right to left for Arabic), and its hero image when it has one (else
 * the settings' default social image, when there is one).
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/blog/[slug]/opengraph-image'>,
): Promise<Response> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const result = await getPublishedPost(decodeSlugParam(slug), locale);
  if (result?.kind !== 'found') notFound();
  const { post } = result;
  const language = post.contentLocale;
  const t = await getTranslations({ locale: language, namespace: 'nav' });
  const { SITE_URL } = settings();
  const { siteName, socialImage } = await getAgencySettings(locale);
  // An article without a hero image shows the site's default social image instead.
  const picture = post.imageUrl || socialImage;
  // Its focal point; read tagged `media`, so moving it draws the card anew (decision 073).
  const images = await getImagePresentations([picture], locale);
  const image = await heroImageBytes(getDb(), picture);
  // Drawn as one piece of the instance's image work (decision 074).
  const png = await withImageWork(() =>
    renderPostCard({
      siteName,
      host: new URL(SITE_URL).host,
      blogLabel: t('blog'),
      category: categoryLabel(post.category, language),
      title: post.title,
      image,
      focal: images[picture]?.focal,
      rtl: localeInfo[language].dir === 'rtl',
    }),
  );
  return cardResponse(png);
}
