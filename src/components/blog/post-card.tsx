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

/**
 * One article in a grid: image, category, title, excerpt, traffic badge, keyword chips, link.
 * Styled by the `.post-card` classes of globals.css: a list repeats it, and each byte of it is
 * sent twice (the HTML and the page's data).
 */
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
      className="post-card"
    >
      <div className="post-card-image">
        {/* A card is at most 400 px wide: a 1x and a 2x image, not every width Next knows. */}
        <Image
          src={post.imageUrl}
          alt={post.altText}
          width={400}
          height={225}
          priority={priority}
        />
        {badge && <span className="post-card-badge">{badge}</span>}
      </div>
      <div className="post-card-body">
        <p className="post-card-meta">
          <span className="post-card-category">{categoryLabel(post.category, locale)}</span>
          <span className="icon icon-clock">
            {t('readingTime', { minutes: post.readingMinutes })}
          </span>
          {isHighTraffic(post) && (
            <span className="post-card-traffic icon icon-trend">
              {t('traffic', { count: post.expectedTraffic })}
            </span>
          )}
        </p>
        <Heading className="post-card-title">
          <LocalizedLink href={href} locale={locale}>
            {post.title}
          </LocalizedLink>
        </Heading>
        <p className="post-card-excerpt">{post.excerpt}</p>
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
          className="post-card-more"
        >
          <PendingLinkLabel label={blog('readMore')} loading={blog('loading')} />
          <span aria-hidden className="icon icon-arrow flip-rtl" />
        </LocalizedLink>
      </div>
    </article>
  );
}
