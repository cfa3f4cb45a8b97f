import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { drawableLatin, PostSocialCard } from '@/components/blog/article/post-social-card';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { defaultLocale, locales } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { decodeSlugParam } from '@/lib/blog/slug';
import type { PostDetail } from '@/lib/blog/types';
import { ogImageSize } from '@/lib/og/social-card';
import { getArticleStaticParams, getPublishedPost } from '@/server/blog/cached.server';

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

export default async function ArticleOpenGraphImage({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const locale = await pageLocale(params);
  const result = await getPublishedPost(decodeSlugParam((await params).slug), locale);
  if (result?.kind !== 'found') notFound();
  const { post } = result;
  const { SITE_NAME, SITE_URL } = settings();
  return new ImageResponse(
    <PostSocialCard
      siteName={SITE_NAME}
      host={new URL(SITE_URL).host}
      category={
        drawableLatin(categoryLabel(post.category, locale)) ??
        drawableLatin(post.category) ??
        'Blog'
      }
      title={await latinTitle(post)}
      image={await heroDataUri(post.imageUrl)}
    />,
    ogImageSize,
  );
}

/** The title the card can draw: the post's own if Latin, else its French translation's. */
async function latinTitle(post: PostDetail): Promise<string | null> {
  const own = drawableLatin(post.title);
  if (own) return own;
  const french = post.translations.find((link) => link.locale === defaultLocale);
  if (!french) return null;
  const found = await getPublishedPost(french.slug, defaultLocale);
  return found?.kind === 'found' ? drawableLatin(found.post.title) : null;
}

const imageTypes: Record<string, string> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png' };

/**
 * The hero image for the card, read from public/ (satori fetches nothing and decodes only
 * JPEG and PNG). Another format, an outside URL or a missing file leaves the card without it.
 */
async function heroDataUri(imageUrl: string): Promise<string | null> {
  const type = imageTypes[path.extname(imageUrl).toLowerCase()];
  if (!type || !imageUrl.startsWith('/') || imageUrl.includes('..')) return null;
  try {
    const bytes = await readFile(path.join(process.cwd(), 'public', imageUrl));
    return `data:image/${type};base64,${bytes.toString('base64')}`;
  } catch {
    return null;
  }
}
