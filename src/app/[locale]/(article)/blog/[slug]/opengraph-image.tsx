import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { localeInfo, locales } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { decodeSlugParam } from '@/lib/blog/slug';
import { ogImageSize } from '@/lib/og/social-card';
import { getArticleStaticParams, getPublishedPost } from '@/server/blog/cached.server';
import { getDb } from '@/server/db/connection.server';
import { cardResponse } from '@/server/og/card-image.server';
import { heroImageBytes } from '@/server/og/hero-image.server';
import { renderPostCard } from '@/server/og/social-cards.server';

// Each article's own social card, at /{locale}/blog/{slug}/opengraph-image; the article page
// lists it in its metadata. Cached like the page (a metadata image is a route handler, so
// its segment config is declared here).
export const alt = settings().SITE_NAME;
export const size = ogImageSize;
export const contentType = 'image/png';
export const revalidate = 300;
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
 * "Blog" in that language (right to left for Arabic), and its hero image when it has one.
 */
export default async function ArticleOpenGraphImage({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const locale = await pageLocale(params);
  const result = await getPublishedPost(decodeSlugParam((await params).slug), locale);
  if (result?.kind !== 'found') notFound();
  const { post } = result;
  const language = post.contentLocale;
  const t = await getTranslations({ locale: language, namespace: 'nav' });
  const { SITE_NAME, SITE_URL } = settings();
  const png = await renderPostCard({
    siteName: SITE_NAME,
    host: new URL(SITE_URL).host,
    blogLabel: t('blog'),
    category: categoryLabel(post.category, language),
    title: post.title,
    image: await heroImageBytes(getDb(), post.imageUrl),
    rtl: localeInfo[language].dir === 'rtl',
  });
  return cardResponse(png);
}
