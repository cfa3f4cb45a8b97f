import { ArrowRight } from '@/components/ui/icons';
import { PostCard } from '@/components/blog/post-card';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/blog/types';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field } from '@/components/site/page-copy';
import { getImagePresentations } from '@/server/media/media-presentation.server';
import { HomeSection } from './section';

/** Home's blog band: the newest posts (the page passes the first three) and a link to /blog. */
export async function HomeLatestPosts({
  locale,
  copy,
  posts,
}: {
  locale: Locale;
  copy: ShownSection;
  posts: PostSummary[];
}) {
  if (posts.length === 0) return null;
  const images = await getImagePresentations(
    posts.map((post) => post.imageUrl),
    locale,
  );
  return (
    <HomeSection id="home-blog">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {field(copy, 'eyebrow', locale)}
          </p>
          <h2 id="home-blog-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {field(copy, 'title', locale)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-fg-muted">
            {field(copy, 'intro', locale)}
          </p>
        </div>
        <ButtonLink
          href="/blog"
          locale={locale}
          variant="secondary"
          className="shrink-0 self-start md:self-auto"
        >
          {field(copy, 'all', locale)}
          <ArrowRight aria-hidden className="flip-rtl size-4" />
        </ButtonLink>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={locale} image={images[post.imageUrl]} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
