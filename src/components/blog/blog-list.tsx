import { ArrowRight, BookOpen } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { localizedHref } from '@/i18n/href';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { FormStateAction } from '@/lib/forms/form-state';
import type { NewsletterFormState } from '@/lib/forms/newsletter-schema';
import { allCategories, filterPosts, searchText, type BlogFilters } from '@/lib/blog/search';
import type { PostSummary } from '@/lib/blog/types';
import { sitePageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getCategories, getPillarPosts, getPublishedPosts } from '@/server/blog/cached.server';
import { BlogExplorer, type CategoryOption } from './blog-explorer';
import { BlogSummary } from './blog-summary';
import { NewsletterPanel } from './newsletter-panel';
import { SiteToaster } from '@/components/ui/site-toaster';
import { PillarPosts } from './pillar-posts';
import { PostCard } from './post-card';

/** Cards whose images load eagerly when no pillar section sits above the grid. */
const eagerGridCards = 3;

/**
 * Metadata of the list in both its routes (plain and searched): canonical /blog, and the
 * language's RSS feed announced in the head.
 */
export async function blogListMetadata(
  locale: Locale,
  robots?: Metadata['robots'],
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const { SITE_NAME } = settings();
  return sitePageMetadata({
    locale,
    path: '/blog',
    title: t('meta.title'),
    description: t('meta.description'),
    robots,
    blogFeedTitle: t('feed.title', { siteName: SITE_NAME }),
  });
}

interface Props {
  locale: Locale;
  /** From the URL on the searched route; none on the prerendered /blog. */
  filters: BlogFilters;
  /** The newsletter form's server action (app/[locale]/(site)/blog/actions.ts). */
  signUp: FormStateAction<NewsletterFormState>;
}

/**
 * The blog list (spec §2), shared by /blog (prerendered) and its searched variant (rendered
 * per request from `?q=` and `?category=`). Everything is rendered here; the explorer island
 * only decides which of the server-rendered cards show.
 */
export async function BlogList({ locale, filters, signUp }: Props) {
  const [t, nav, posts, pillars, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'nav' }),
    getPublishedPosts(locale),
    getPillarPosts(locale),
    getCategories(),
  ]);
  return (
    <>
      <section className="relative overflow-hidden pt-32 pb-10">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(167,139,250,0.16),transparent_65%)]"
        />
        <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {t('eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl rtl:leading-snug rtl:tracking-normal">
            {t('title')}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-fg-muted">{t('intro')}</p>
          <NewsletterPanel locale={locale} signUp={signUp} />
        </div>
      </section>

      {posts.length === 0 ? (
        <NoArticles locale={locale} />
      ) : (
        <>
          <PillarPosts locale={locale} posts={pillars} />
          <section aria-labelledby="blog-all-title" className="pt-8 pb-20 sm:pt-12">
            <div className="mx-auto max-w-7xl px-4 sm:px-6">
              <h2 id="blog-all-title" className="mb-6 text-3xl font-bold sm:text-4xl">
                {t('filters.title')}
              </h2>
              <FilterableGrid
                locale={locale}
                posts={posts}
                categories={categories}
                filters={filters}
                eagerImages={pillars.length === 0}
              />
            </div>
          </section>
          <BlogSummary locale={locale} posts={posts} />
        </>
      )}

      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [nav('blog'), '/blog'],
        ])}
      />
      <SiteToaster locale={locale} />
    </>
  );
}

interface GridProps {
  locale: Locale;
  posts: PostSummary[];
  categories: string[];
  filters: BlogFilters;
  eagerImages: boolean;
}

/** Renders every card on the server and hands them, with the texts, to the filter island. */
async function FilterableGrid({ locale, posts, categories, filters, eagerImages }: GridProps) {
  const t = await getTranslations({ locale, namespace: 'blog.filters' });
  // An unknown category (say, from an old shared link) is no filter at all.
  const category = categories.includes(filters.category) ? filters.category : allCategories;
  const initialFilters = { query: filters.query, category };
  const eager = new Set(
    eagerImages
      ? filterPosts(posts, initialFilters)
          .slice(0, eagerGridCards)
          .map((post) => post.id)
      : [],
  );
  const options: CategoryOption[] = [
    { value: allCategories, label: t('allCategories') },
    ...categories.map((value) => ({ value, label: categoryLabel(value, locale) })),
  ];
  return (
    <BlogExplorer
      items={posts.map((post) => ({
        id: post.id,
        haystack: searchText(post),
        category: post.category,
      }))}
      cards={Object.fromEntries(
        posts.map((post) => [
          post.id,
          <PostCard key={post.id} post={post} locale={locale} priority={eager.has(post.id)} />,
        ]),
      )}
      initialFilters={initialFilters}
      categories={options}
      action="/blog"
      lang={locale === defaultLocale ? undefined : locale}
      resetHref={localizedHref('/blog', locale)}
      text={{
        searchLabel: t('searchLabel'),
        searchPlaceholder: t('searchPlaceholder'),
        categoryLabel: t('categoryLabel'),
        submit: t('submit'),
        counts: Array.from({ length: posts.length + 1 }, (_, count) => t('count', { count })),
        countQuery: t.raw('countQuery') as string,
        countCategory: t.raw('countCategory') as string,
        empty: t.raw('empty') as string,
        emptyCategory: t.raw('emptyCategory') as string,
        reset: t('reset'),
      }}
    />
  );
}

/** The blog has nothing published yet: say so plainly and offer a way to ask. */
async function NoArticles({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <section aria-labelledby="blog-empty-title" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-line bg-ink-card/60 p-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-violet/10 text-violet">
          <BookOpen aria-hidden className="size-7" />
        </span>
        <h2 id="blog-empty-title" className="text-2xl font-semibold">
          {t('noArticles')}
        </h2>
        <p className="max-w-xl leading-relaxed text-fg-muted">{t('emptyHint')}</p>
        <ButtonLink href="/contact" locale={locale}>
          {t('contactCta')}
          <ArrowRight aria-hidden className="flip-rtl size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
