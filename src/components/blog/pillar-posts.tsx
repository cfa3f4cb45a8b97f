import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/blog/types';
import { PostCard } from './post-card';

/**
 * The 'Pillar articles' (spec §2, §9: expected traffic above 1000, at most two, highest
 * first, as selected by the data layer). They sit right under the hero, so their images load
 * first.
 */
export async function PillarPosts({ locale, posts }: { locale: Locale; posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'blog.pillars' });
  return (
    <section aria-labelledby="blog-pillars-title" className="py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="blog-pillars-title" className="text-3xl font-bold sm:text-4xl">
          {t('title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-relaxed text-fg-muted">{t('intro')}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} badge={t('badge')} priority />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
