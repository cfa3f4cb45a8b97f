import { getTranslations } from 'next-intl/server';
import { PostCard } from '@/components/blog/post-card';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/blog/types';
import type { ImagePresentations } from '@/lib/media/image-text';

interface Props {
  posts: PostSummary[];
  locale: Locale;
  /** The library's presentation of their images (focal points), read with the article's. */
  images: ImagePresentations;
}

/** Columns by number of cards, so one or two related posts don't leave empty slots. */
const gridByCount: Record<number, string> = {
  1: 'md:max-w-md',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
};

/** 'Articles liés': up to three posts sharing a target keyword; nothing when none does. */
export async function RelatedPosts({ posts, locale, images }: Props) {
  if (posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'blog.article' });
  return (
    <section aria-labelledby="related-posts-title" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
      <h2 id="related-posts-title" className="text-3xl font-bold sm:text-4xl">
        {t('related')}
      </h2>
      <ul className={`mt-10 grid gap-6 ${gridByCount[posts.length] ?? gridByCount[3]}`}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={locale} image={images[post.imageUrl]} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
