import { Languages } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleBody } from '@/components/blog/article/article-body';
import { ArticleCta } from '@/components/blog/article/article-cta';
import { ArticleFaq } from '@/components/blog/article/article-faq';
import { ArticleHeader } from '@/components/blog/article/article-header';
import { ArticleHeroImage } from '@/components/blog/article/article-hero-image';
import { ArticleNav } from '@/components/blog/article/article-nav';
import { ArticleNotFound } from '@/components/blog/article/article-not-found';
import { RelatedPosts } from '@/components/blog/article/related-posts';
import { SolutionsBox } from '@/components/blog/article/solutions-box';
import { JsonLd } from '@/components/seo/json-ld';
import { NotFoundView, notFoundMetadata } from '@/components/site/not-found-view';
import { getPageCopy } from '@/components/site/page-copy';
import { sharedSection } from '@/components/site/shared-section';
import { SiteToaster } from '@/components/ui/site-toaster';
import { settings } from '@/config/settings';
import { categoryLabel } from '@/content/blog-categories';
import { absoluteUrl, localizedHref } from '@/i18n/href';
import { localeInfo, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/params';
import { articlePath, articleTranslationPaths } from '@/lib/blog/article-paths';
import { decodeSlugParam } from '@/lib/blog/slug';
import { postJsonLd } from '@/lib/blog/structured-data';
import { objectPosition } from '@/lib/media/focal-point';
import { heroImageAlt, langWithin } from '@/lib/media/image-text';
import { uploadPathsIn } from '@/lib/media/upload-paths';
import { ogImageSize, versionedCardPath } from '@/lib/og/social-card';
import { cardVersion, postCardContent } from '@/server/og/card-content.server';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { findArticleWithDraft } from '@/server/blog/article-preview.server';
import {
  getArticleStaticParams,
  getPublishedPost,
  getRelatedPosts,
} from '@/server/blog/cached.server';
import { getImagePresentations } from '@/server/media/media-presentation.server';
import { previewsDrafts } from '@/server/preview/preview.server';
import { answerPageWith } from '@/lib/request-context.mjs';
import { answerUnknownPath } from '@/server/http/unknown-page.server';
import { findRedirect } from '@/server/redirects/redirects.server';
import {
  agencySettingsOfRequest,
  getAgencySettings,
} from '@/server/site-settings/site-settings-pages.server';

// Cached like every page that shows posts (= blogRevalidateSeconds); refreshAfter('post') refreshes
// it at once. Posts published after the build render on their first visit, as do other
// languages' slugs, which redirect. (Next 16.4 decides dynamicParams per route: nothing above
// may set it to false.)
export const revalidate = 300;
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return getArticleStaticParams(params.locale);
}

type Props = PageProps<'/[locale]/blog/[slug]'>;

/**
 * The page's language and the post its slug names there (see getPublishedPost); for a member of
 * staff previewing in draft mode, read anew with its draft's texts over it (decision 071).
 */
async function lookUpPost(params: Props['params']) {
  const locale = await pageLocale(params);
  const slug = decodeSlugParam((await params).slug);
  const result = (await previewsDrafts())
    ? await findArticleWithDraft(slug, locale)
    : await getPublishedPost(slug, locale);
  return { locale, slug, result };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, result } = await lookUpPost(params);
  if (!result) return articleNotFoundMetadata(articlePath(slug), locale);
  // The page itself redirects.
  if (result.kind !== 'found') return {};
  const { post } = result;
  const image = {
    url: socialCardUrl(locale, post.slug, cardVersion(await postCardContent(post, locale))),
    ...ogImageSize,
    alt: post.title,
    type: 'image/png',
  };
  return sitePageMetadata({
    locale,
    path: articlePath(post.slug),
    title: post.metaTitle,
    description: post.metaDescription,
    keywords: [...new Set([...post.targetKeywords, ...post.tags])],
    translations: articleTranslationPaths(post),
    canonicalLocale: post.contentLocale,
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
      section: categoryLabel(post.category, locale),
      tags: post.tags,
    },
    images: { openGraph: [image], twitter: [image] },
    blogFeedTitle: (await getTranslations({ locale, namespace: 'blog.feed' }))('title', {
      siteName: (await agencySettingsOfRequest(locale)).siteName,
    }),
  });
}

/** An unknown article's tab title ('Article non trouvé — Automatia'), never indexed. */
async function articleNotFoundMetadata(path: string, locale: Locale): Promise<Metadata> {
  if ((await findRedirect(path, locale))?.status === 410) return notFoundMetadata(locale, 'gone');
  const t = await getTranslations({ locale, namespace: 'blog.article' });
  return {
    title: { absolute: `${t('notFoundTitle')} — ${(await getAgencySettings(locale)).siteName}` },
    robots: { index: false },
  };
}

/** /blog/{slug}: one article in full, then its FAQ, calls to action and related posts. */
export default async function ArticlePage({ params }: Props) {
  const { locale, slug, result } = await lookUpPost(params);
  if (!result) {
    // An article removed for good says so like any page; an unknown one is 'Article non trouvé'.
    const answer = await answerUnknownPath(articlePath(slug), locale);
    return answer === 'gone' ? (
      <NotFoundView locale={locale} answer={answer} />
    ) : (
      <ArticleNotFound />
    );
  }
  // Another language's slug of the post. The proxy sends these on before the page (decision
  // 012); this answers one whose post changed in between.
  if (result.kind === 'moved') {
    // Never cached: the post may change again (decision 023).
    answerPageWith(308);
    permanentRedirect(localizedHref(articlePath(encodeURIComponent(result.slug)), locale));
  }
  const { post } = result;
  const [t, nav, related, copy] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.article' }),
    getTranslations({ locale, namespace: 'nav' }),
    // Only what the selection needs: the arguments are the cache key.
    getRelatedPosts({ id: post.id, targetKeywords: post.targetKeywords }, locale),
    // The words every article shares (issue 29), read once for the three blocks that show them.
    getPageCopy('article', locale),
  ]);
  const trail: [string, string][] = [
    [nav('home'), '/'],
    [nav('blog'), '/blog'],
    [post.title, articlePath(post.slug)],
  ];
  // Every library image the page shows, read at once: hero, inline images, related cards.
  const images = await getImagePresentations(
    [post.imageUrl, ...uploadPathsIn(post.content), ...related.map((other) => other.imageUrl)],
    locale,
  );
  const hero = images[post.imageUrl];
  const heroAlt = heroImageAlt(hero, locale, { text: post.altText, locale: post.contentLocale });
  const foreign = post.contentLocale !== locale;
  const content = localeInfo[post.contentLocale];

  return (
    <>
      <div className="relative isolate pt-32">
        {/* Soft glow behind the headline; purely decorative. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgba(167,139,250,0.16),transparent_65%)]"
        />
        <ArticleNav locale={locale} title={post.title} trail={trail} />
        {foreign && (
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <p
              role="note"
              className="mb-10 flex items-start gap-3 rounded-2xl border border-violet/40 bg-violet/10 px-5 py-4 text-sm leading-6"
            >
              <Languages aria-hidden className="mt-0.5 size-5 shrink-0 text-violet" />
              {t('notTranslated')}
            </p>
          </div>
        )}
        <article lang={foreign ? content.tag : undefined} dir={foreign ? content.dir : undefined}>
          <ArticleHeader post={post} locale={locale} />
          <ArticleHeroImage
            src={post.imageUrl}
            alt={heroAlt.text}
            altLang={langWithin(heroAlt, post.contentLocale)}
            position={hero && objectPosition(hero.focal)}
          />
          <ArticleBody post={post} locale={locale} images={images} />
        </article>
      </div>
      <ArticleFaq
        targetKeywords={post.targetKeywords}
        locale={locale}
        copy={sharedSection(copy, 'faq')}
      />
      <ArticleCta locale={locale} copy={sharedSection(copy, 'cta')} />
      <RelatedPosts posts={related} locale={locale} images={images} />
      <SolutionsBox locale={locale} copy={sharedSection(copy, 'solutions')} />
      <JsonLd
        data={[
          postJsonLd(settings().SITE_URL, post, locale),
          breadcrumbJsonLd(settings().SITE_URL, locale, trail),
        ]}
      />
      <SiteToaster locale={locale} />
    </>
  );
}

/**
 * The post's generated card (./opengraph-image/route.ts) in this page's language, at its public
 * URL, under the version of what it draws (decision 084).
 */
function socialCardUrl(locale: Locale, slug: string, version: string): string {
  return absoluteUrl(
    settings().SITE_URL,
    versionedCardPath(`${articlePath(encodeURIComponent(slug))}/opengraph-image`, version),
    locale,
  );
}
