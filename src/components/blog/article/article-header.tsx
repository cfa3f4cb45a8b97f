import { CalendarDays, Clock, UserRound } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { KeywordChips } from '@/components/blog/keyword-chips';
import { categoryLabel } from '@/content/blog-categories';
import type { Locale } from '@/i18n/locales';
import { maxKeywordChips } from '@/lib/blog/selection';
import type { PostDetail } from '@/lib/blog/types';
import { formatArticleDate, frenchSpacing, pageLanguageAttributes } from './article-format';

interface Props {
  post: PostDetail;
  locale: Locale;
}

/**
 * The article's opening: category, title (the page's only h1), excerpt, publication date,
 * reading time, author and up to three keyword chips linking to the filtered list.
 */
export async function ArticleHeader({ post, locale }: Props) {
  const [t, card] = await Promise.all([
    getTranslations({ locale, namespace: 'blog.article' }),
    getTranslations({ locale, namespace: 'blog.card' }),
  ]);
  // Labels and dates are in the page's language even when the text falls back to French:
  // marked on inline spans, so they follow the article's alignment without being misread.
  const pageLanguage = pageLanguageAttributes(locale, post.contentLocale);
  const facts = [
    {
      icon: CalendarDays,
      text: (
        <time dateTime={post.publishedAt}>
          {t('publishedOn', { date: formatArticleDate(post.publishedAt, locale) })}
        </time>
      ),
    },
    { icon: Clock, text: t('readingTime', { minutes: post.readingMinutes }) },
    { icon: UserRound, text: t('author', { author: post.author }) },
  ];

  return (
    <header className="mx-auto max-w-3xl px-4 sm:px-6">
      <p className="text-sm font-semibold tracking-wider text-accent uppercase">
        <span {...pageLanguage}>{categoryLabel(post.category, locale)}</span>
      </p>
      <h1 className="mt-4 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
        {frenchSpacing(post.title, post.contentLocale)}
      </h1>
      <p className="mt-6 text-lg leading-8 text-fg-muted sm:text-xl sm:leading-9">
        {frenchSpacing(post.excerpt, post.contentLocale)}
      </p>
      <ul className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-line py-4 text-sm text-fg-muted">
        {facts.map(({ icon: Icon, text }, index) => (
          <li key={index} className="inline-flex items-center gap-2">
            <Icon aria-hidden className="size-4 shrink-0 text-accent" />
            <span {...pageLanguage}>{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <KeywordChips
          keywords={post.targetKeywords.slice(0, maxKeywordChips)}
          locale={locale}
          label={card('keywords')}
          searchLabel={(keyword) => card('searchKeyword', { keyword })}
        />
      </div>
    </header>
  );
}
