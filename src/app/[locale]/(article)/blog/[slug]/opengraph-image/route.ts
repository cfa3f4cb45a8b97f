import { notFound } from 'next/navigation';
import { isLocale, locales } from '@/i18n/locales';
import { decodeSlugParam } from '@/lib/blog/slug';
import { getArticleStaticParams, getPublishedPost } from '@/server/blog/cached.server';
import { drawPostCard, postCardContent } from '@/server/og/card-content.server';
import { cardResponse } from '@/server/og/card-image.server';

// Each article's own social card, at /{locale}/blog/{slug}/opengraph-image; the article page
// lists it in its metadata. A plain route handler, not an `opengraph-image.tsx` metadata file:
// inside the (article) route group Next serves such a file at `opengraph-image-{hash}` only, so
// the URL the page prints answered 404 (decision 028). Drawn once per version of its post and
// kept (a change to the blog makes it a miss at once, decision 011); the day is only a safety
// net, where the page's 300 s re-drew every card of a crawl that took longer (decision 042).
// Its hero is cropped around the library's focal point: a change to it is a miss too (073).
// The page prints this URL with the version of what it draws (`?v=`, decision 084), not read here.
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
  return cardResponse(await drawPostCard(await postCardContent(result.post, locale)));
}
