import { getTranslations } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import { categoryLabel } from '@/content/blog-categories';
import { localeInfo, type Locale } from '@/i18n/locales';
import { isHighTraffic, maxKeywordChips } from '@/lib/blog/selection';
import type { PostSummary } from '@/lib/blog/types';
import { objectPosition } from '@/lib/media/focal-point';
import type { ImagePresentation } from '@/lib/media/image-text';
import { PostCardView, type PostCardTexts } from './post-card-view';

interface Props {
  post: PostSummary;
  locale: Locale;
  /** Its image as the library presents it (focal point), when the image is the library's. */
  image: ImagePresentation | undefined;
  /** Heading level of the card's title, so every list keeps headings in order. */
  headingLevel?: 'h2' | 'h3';
  /** Load the image eagerly: for the cards above the fold. */
  priority?: boolean;
  /** The pillar badge: the blog page's copy, marked French when it falls back to it. */
  badge?: ReactNode;
}

/**
 * The texts all cards share, one object per request and language: the page's data then holds
 * it once and every card refers to it.
 */
const cardTexts = cache(async (locale: Locale): Promise<PostCardTexts> => {
  const [blog, card] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'blog.card' }),
  ]);
  return {
    readMore: blog('readMore'),
    loading: blog('loading'),
    readMoreAbout: card.raw('readMoreAbout') as string,
    keywords: card('keywords'),
    searchKeyword: card.raw('searchKeyword') as string,
  };
});

/** One article in a grid, its texts translated here and handed to the card as data. */
export async function PostCard({ post, locale, image, headingLevel = 'h3', ...display }: Props) {
  const [t, texts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.card' }),
    cardTexts(locale),
  ]);
  const foreign = post.contentLocale !== locale;
  return (
    <PostCardView
      card={{
        slug: post.slug,
        ...(foreign && {
          lang: localeInfo[post.contentLocale].tag,
          dir: localeInfo[post.contentLocale].dir,
        }),
        imageUrl: post.imageUrl,
        ...(image && { imagePosition: objectPosition(image.focal) }),
        title: post.title,
        excerpt: post.excerpt,
        category: categoryLabel(post.category, locale),
        readingTime: t('readingTime', { minutes: post.readingMinutes }),
        ...(isHighTraffic(post) && { traffic: t('traffic', { count: post.expectedTraffic }) }),
        keywords: post.targetKeywords.slice(0, maxKeywordChips),
      }}
      texts={texts}
      locale={locale}
      headingLevel={headingLevel}
      {...display}
    />
  );
}
