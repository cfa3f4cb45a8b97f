import { field } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/blog/types';
import type { ImagePresentations } from '@/lib/media/image-text';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { PostCard } from './post-card';

interface Props {
  locale: Locale;
  /** The band's heading, intro and badge (the blog page's `pillars` section). */
  copy: ShownSection;
  posts: PostSummary[];
  /** The library's presentation of their images (focal points). */
  images: ImagePresentations;
}

/**
 * The 'Pillar articles' (spec §2, §9: expected traffic above 1000, at most two, highest
 * first, as selected by the data layer). They sit right under the hero, so their images load
 * first.
 */
export function PillarPosts({ locale, copy, posts, images }: Props) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blog-pillars-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="blog-pillars-title" className="text-3xl font-bold sm:text-4xl">
          {field(copy, 'title', locale)}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-fg-muted">
          {field(copy, 'intro', locale)}
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard
                post={post}
                locale={locale}
                image={images[post.imageUrl]}
                badge={field(copy, 'badge', locale)}
                priority
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
