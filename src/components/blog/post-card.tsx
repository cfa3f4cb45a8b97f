import { ArrowRight, Clock, TrendingUp } from 'lucide-react';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/site/localized-link';
import { categoryLabel } from '@/content/blog-categories';
import { localeInfo, type Locale } from '@/i18n/locales';
import { isHighTraffic, maxKeywordChips } from '@/lib/blog/selection';
import type { PostSummary } from '@/lib/blog/types';
import { KeywordChips } from './keyword-chips';
import { PendingLinkLabel } from './pending-link-label';

interface Props {
  post: PostSummary;
  locale: Locale;
  /** Heading level of the card's title, so every list keeps headings in order. */
  headingLevel?: 'h2' | 'h3';
  /** Load the image eagerly: for the cards above the fold. */
  priority?: boolean;
  badge?: string;
  /** The category the list is narrowed to: its keyword chips search within it. */
  category?: string;
}

/** One article in a grid: image, category, title, excerpt, traffic badge, keyword chips, link. */
export async function PostCard({
  post,
  locale,
  headingLevel = 'h3',
  priority,
  badge,
  category,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'blog.card' });
  const blog = await getTranslations({ locale, namespace: 'blog' });
  const Heading = headingLevel;
  const href = `/blog/${post.slug}`;
  const foreign = post.contentLocale !== locale;
  return (
    <article
      lang={foreign ? localeInfo[post.contentLocale].tag : undefined}
      dir={foreign ? localeInfo[post.contentLocale].dir : undefined}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-ink-card/60 transition hover:border-accent/60"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-ink-raised">
        <Image
          src={post.imageUrl}
          alt={post.altText}
          fill
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition duration-500 group-hover:scale-105"
        />
        {badge && (
          <span className="absolute start-3 top-3 rounded-full bg-violet px-3 py-1 text-xs font-bold text-ink">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-fg-muted">
          <span className="font-semibold uppercase tracking-wider text-accent">
            {categoryLabel(post.category, locale)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-3.5" />
            {t('readingTime', { minutes: post.readingMinutes })}
          </span>
          {isHighTraffic(post) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2 py-0.5 font-semibold text-success">
              <TrendingUp aria-hidden className="size-3.5" />
              {t('traffic', { count: post.expectedTraffic })}
            </span>
          )}
        </div>
        <Heading className="text-xl font-semibold leading-snug">
          <LocalizedLink href={href} locale={locale} className="hover:text-accent-strong">
            {post.title}
          </LocalizedLink>
        </Heading>
        <p className="leading-relaxed text-fg-muted">{post.excerpt}</p>
        <KeywordChips
          keywords={post.targetKeywords.slice(0, maxKeywordChips)}
          locale={locale}
          label={t('keywords')}
          searchLabel={(keyword) => t('searchKeyword', { keyword })}
          category={category}
        />
        <LocalizedLink
          href={href}
          locale={locale}
          aria-label={t('readMoreAbout', { title: post.title })}
          className="mt-auto inline-flex items-center gap-2 pt-2 text-sm font-semibold text-accent hover:text-accent-strong"
        >
          <PendingLinkLabel label={blog('readMore')} loading={blog('loading')} />
          <ArrowRight aria-hidden className="flip-rtl size-4" />
        </LocalizedLink>
      </div>
    </article>
  );
}
