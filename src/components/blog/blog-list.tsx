import { ArrowRight, BookOpen, SearchX } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { LocalizedLink } from '@/components/site/localized-link';
import { notFoundMetadata, notFoundPage } from '@/components/site/not-found-view';
import { field, getPageCopy } from '@/components/site/page-copy';
import { ButtonLink } from '@/components/ui/button-link';
import { SiteToaster } from '@/components/ui/site-toaster';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { absoluteUrl } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import { blogListPath } from '@/lib/blog/paging';
import { allCategories, isFiltering, type BlogView } from '@/lib/blog/search';
import type { FormStateAction } from '@/lib/forms/form-state';
import type { NewsletterFormState } from '@/lib/forms/newsletter-schema';
import type { ImagePresentations } from '@/lib/media/image-text';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import {
  getBlogPage,
  getBlogTotals,
  getCategories,
  getPillarPosts,
} from '@/server/blog/cached.server';
import type { BlogPage } from '@/server/blog/posts.server';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { getImagePresentations } from '@/server/media/media-presentation.server';
import { BlogExplorer } from './blog-explorer';
import { BlogPagination } from './blog-pagination';
import { BlogSummary } from './blog-summary';
import { blogResultsAnchor } from './keyword-chips';
import { NewsletterPanel } from './newsletter-panel';
import { PillarPosts } from './pillar-posts';
import { PostCard } from './post-card';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** Cards whose images load eagerly when no pillar section sits above the grid. */
const eagerGridCards = 3;

/** The view as shown: an unknown category (say, from an old shared link) is no filter at all. */
async function shownView(view: BlogView): Promise<BlogView> {
  const categories = await getCategories();
  if (categories.includes(view.filters.category)) return view;
  return { ...view, filters: { ...view.filters, category: allCategories } };
}

/**
 * Metadata of the list in both its routes (plain and searched): each page its own canonical URL
 * and title, links to the previous and next pages, searches not indexed (their links followed),
 * and the language's feeds announced in the head.
 */
export async function blogListMetadata(locale: Locale, view: BlogView): Promise<Metadata> {
  const [t, { meta }, result] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getPageCopy('blog', locale),
    shownView(view).then((shown) => getBlogPage(locale, shown)),
  ]);
  if (!result) return notFoundMetadata(locale);
  const { SITE_URL } = settings();
  const { siteName } = await agencySettingsOfRequest(locale);
  const pageUrl = (page: number) =>
    absoluteUrl(SITE_URL, blogListPath({ filters: view.filters, page }), locale);
  const pages = result.pageCount;
  const title = meta?.fields.title?.text ?? '';
  return {
    ...(await sitePageMetadata({
      locale,
      path: blogListPath(view),
      title: view.page > 1 ? t('pagination.metaTitle', { title, page: view.page }) : title,
      description: meta?.fields.description?.text ?? '',
      robots: isFiltering(view.filters) ? { index: false, follow: true } : undefined,
      blogFeedTitle: t('feed.title', { siteName }),
    })),
    pagination: {
      previous: view.page > 1 ? pageUrl(view.page - 1) : null,
      next: view.page < pages ? pageUrl(view.page + 1) : null,
    },
  };
}

interface Props {
  locale: Locale;
  /** From the URL on the searched route; the first page without filters on /blog. */
  view: BlogView;
  /** The newsletter form's server action (app/[locale]/(site)/blog/actions.ts). */
  signUp: FormStateAction<NewsletterFormState>;
}

/**
 * The blog list (spec §2), shared by /blog (prerendered) and its other views (searched,
 * filtered, later pages: one cached page each). One page of results is rendered, never the
 * archive; the explorer island only sends the search box's filters to the server's pages. A
 * page past the last one is not found. Its words are content, edited at /admin/pages/blog
 * (decision 056); an editor may hide the pillars and the summary band.
 */
export async function BlogList({ locale, view, signUp }: Props) {
  const [shown, copy] = await Promise.all([shownView(view), getPageCopy('blog', locale)]);
  // The pillars head the first page of the whole list, unless an editor hid them.
  const withPillars = !isFiltering(shown.filters) && shown.page === 1 && copy.pillars !== undefined;
  const [t, nav, result, pillars, categories, totals] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'nav' }),
    getBlogPage(locale, shown),
    withPillars ? getPillarPosts(locale) : Promise.resolve([]),
    getCategories(),
    getBlogTotals(),
  ]);
  // A page past the last one: the not-found page, in the server's HTML with status 404.
  if (!result) return notFoundPage(locale);
  const images = await getImagePresentations(
    [...pillars, ...result.posts].map((post) => post.imageUrl),
    locale,
  );
  // Always shown (blog-page.ts): the seed writes them.
  const header = copy.header!;
  return (
    <>
      <section className="relative overflow-hidden pt-32 pb-10">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(167,139,250,0.16),transparent_65%)]"
        />
        <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {field(header, 'eyebrow', locale)}
          </p>
          <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl rtl:leading-snug rtl:tracking-normal">
            {field(header, 'title', locale)}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-fg-muted">
            {field(header, 'intro', locale)}
          </p>
          <NewsletterPanel locale={locale} copy={copy.newsletter!} signUp={signUp} />
        </div>
      </section>

      {totals.articles === 0 ? (
        <NoArticles locale={locale} copy={copy.empty!} />
      ) : (
        <>
          {copy.pillars && (
            <PillarPosts locale={locale} copy={copy.pillars} posts={pillars} images={images} />
          )}
          <section aria-labelledby={blogResultsAnchor} className="pt-8 pb-20 sm:pt-12">
            <div className="mx-auto max-w-7xl px-4 sm:px-6">
              <h2
                id={blogResultsAnchor}
                className="mb-6 scroll-mt-24 text-3xl font-bold sm:text-4xl"
              >
                {t('filters.title')}
              </h2>
              <BlogExplorer
                initialFilters={shown.filters}
                categories={[
                  { value: allCategories, label: t('filters.allCategories') },
                  ...categories.map((value) => ({ value, label: categoryLabel(value, locale) })),
                ]}
                locale={locale}
                text={{
                  searchLabel: t('filters.searchLabel'),
                  searchPlaceholder: t('filters.searchPlaceholder'),
                  categoryLabel: t('filters.categoryLabel'),
                  submit: t('filters.submit'),
                }}
              >
                <Results
                  locale={locale}
                  view={shown}
                  result={result}
                  images={images}
                  eagerImages={pillars.length === 0}
                />
              </BlogExplorer>
            </div>
          </section>
          {copy.summary && <BlogSummary locale={locale} copy={copy.summary} totals={totals} />}
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

/** A template with its placeholder replaced by a node (isolated, so Latin text in Arabic reads right). */
function fill(template: string, placeholder: string, value: string): ReactNode {
  const [before, after] = template.split(`{${placeholder}}`);
  if (after === undefined) return template;
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}

interface ResultsProps {
  locale: Locale;
  view: BlogView;
  result: BlogPage;
  images: ImagePresentations;
  eagerImages: boolean;
}

/**
 * One page of results: the count line over the whole result (with a filter), the cards, the
 * pages; or the empty state, whose button shows the whole list again.
 */
async function Results({ locale, view, result, images, eagerImages }: ResultsProps) {
  const t = await getTranslations({ locale, namespace: 'blog.filters' });
  const { query, category } = view.filters;
  const filtered = category !== allCategories;
  const categoryName = filtered ? categoryLabel(category, locale) : '';
  const inCategory = filtered && (
    <> {fill(t.raw('countCategory') as string, 'category', categoryName)}</>
  );
  return (
    <>
      {/* Always in the page (the island reads it out after each search); hidden when it would
          repeat the empty state. */}
      <p
        id="blog-results-count"
        className={
          result.total === 0
            ? 'sr-only'
            : 'mt-5 min-h-6 text-sm font-medium wrap-anywhere text-fg-muted empty:mt-0 empty:min-h-0'
        }
      >
        {isFiltering(view.filters) && (
          <>
            {t('count', { count: result.total })}
            {query && <> {fill(t.raw('countQuery') as string, 'query', query)}</>}
            {inCategory}
          </>
        )}
      </p>
      {result.posts.length > 0 ? (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.posts.map((post, index) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  locale={locale}
                  image={images[post.imageUrl]}
                  priority={eagerImages && index < eagerGridCards}
                />
              </li>
            ))}
          </ul>
          <BlogPagination locale={locale} view={view} pageCount={result.pageCount} />
        </>
      ) : (
        <div className="mt-6 flex flex-col items-center gap-5 rounded-2xl border border-dashed border-line bg-ink-card/60 px-6 py-12 text-center">
          <SearchX aria-hidden className="size-10 text-violet" />
          <p className="max-w-xl text-xl font-semibold text-balance wrap-anywhere">
            {query ? (
              <>
                {fill(t.raw('empty') as string, 'query', query)}
                {inCategory}
              </>
            ) : (
              fill(t.raw('emptyCategory') as string, 'category', categoryName)
            )}
          </p>
          <LocalizedLink
            href="/blog"
            locale={locale}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-gradient-to-r from-accent to-violet px-6 py-3 text-sm font-semibold text-ink shadow-lg shadow-accent/20 transition hover:brightness-110"
          >
            {t('reset')}
          </LocalizedLink>
        </div>
      )}
    </>
  );
}

/** The blog has nothing published yet: say so plainly and offer a way to ask. */
async function NoArticles({ locale, copy }: { locale: Locale; copy: ShownSection }) {
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
        <p className="max-w-xl leading-relaxed text-fg-muted">{field(copy, 'text', locale)}</p>
        <ButtonLink href="/contact" locale={locale}>
          {field(copy, 'contact', locale)}
          <ArrowRight aria-hidden className="flip-rtl size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
