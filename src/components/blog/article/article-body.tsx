import { Clock, RefreshCw } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { PostDetail } from '@/lib/blog/types';
import type { ImagePresentations } from '@/lib/media/image-text';
import { renderMarkdown } from '@/server/blog/markdown.server';
import { formatArticleDate, pageLanguageAttributes, updatedLater } from './article-format';

interface Props {
  post: PostDetail;
  locale: Locale;
  /** The library's images the text shows, for their alt text in the reader's language. */
  images: ImagePresentations;
}

/**
 * The article's markdown, turned into sanitized HTML on the server (no markdown library
 * reaches the browser), headed by the reading-time line and, after an edit, its date.
 */
export async function ArticleBody({ post, locale, images }: Props) {
  const [t, html] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.article' }),
    // Internal links keep the reader's language even when the text is the French fallback.
    renderMarkdown(post.content, locale, post.contentLocale, images),
  ]);
  const pageLanguage = pageLanguageAttributes(locale, post.contentLocale);
  return (
    <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
      <p className="mb-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-muted">
        <span className="inline-flex items-center gap-2">
          <Clock aria-hidden className="size-4 text-accent" />
          <span {...pageLanguage}>{t('readingTime', { minutes: post.readingMinutes })}</span>
        </span>
        {updatedLater(post.publishedAt, post.updatedAt) && (
          <span className="inline-flex items-center gap-2">
            <RefreshCw aria-hidden className="size-4 text-accent" />
            <time {...pageLanguage} dateTime={post.updatedAt}>
              {t('updatedOn', { date: formatArticleDate(post.updatedAt, locale) })}
            </time>
          </span>
        )}
      </p>
      <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
