'use client';

import Image from 'next/image';
import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/site/localized-link';
import type { Locale } from '@/i18n/locales';
import { KeywordChips } from './keyword-chips';
import { PendingLinkLabel } from '@/components/site/pending-link-label';

/** What one card shows, as data: a list of cards sends these, not their markup, to the browser. */
export interface PostCardData {
  slug: string;
  /** The text's language and direction when it is not the page's (a post shown in French). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  imageUrl: string;
  /** The image's `object-position` when the library has a focal point for it. */
  imagePosition?: string;
  title: string;
  excerpt: string;
  category: string;
  readingTime: string;
  /** The '+N visites/mois' badge, for a post above 1000 expected visits. */
  traffic?: string;
  keywords: string[];
}

/** The texts every card of a page shares, one object for all of them (sent once). */
export interface PostCardTexts {
  readMore: string;
  loading: string;
  /** With `{title}`. */
  readMoreAbout: string;
  keywords: string;
  /** With `{keyword}`. */
  searchKeyword: string;
}

interface Props {
  card: PostCardData;
  texts: PostCardTexts;
  locale: Locale;
  headingLevel: 'h2' | 'h3';
  priority?: boolean;
  /** The pillar badge: the blog page's copy, marked French when it falls back to it. */
  badge?: ReactNode;
}

/**
 * One article in a grid: image, category, title, excerpt, traffic badge, keyword chips, link.
 * A client component only so that a page of cards travels as data (decision 024): it renders on
 * the server like the rest, and hydrates nothing but its links. Styled by the `.post-card`
 * classes of globals.css. The image is decorative: the title next to it names the article.
 */
export function PostCardView({ card, texts, locale, headingLevel, priority, badge }: Props) {
  const Heading = headingLevel;
  const href = `/blog/${card.slug}`;
  return (
    <article lang={card.lang} dir={card.dir} className="post-card">
      <div className="post-card-image">
        {/* A card is at most 400 px wide: a 1x and a 2x image, not every width Next knows. */}
        <Image
          src={card.imageUrl}
          alt=""
          width={400}
          height={225}
          priority={priority}
          style={card.imagePosition ? { objectPosition: card.imagePosition } : undefined}
        />
        {badge && <span className="post-card-badge">{badge}</span>}
      </div>
      <div className="post-card-body">
        <p className="post-card-meta">
          <span className="post-card-category">{card.category}</span>
          <span className="icon icon-clock">{card.readingTime}</span>
          {card.traffic && (
            <span className="post-card-traffic icon icon-trend">{card.traffic}</span>
          )}
        </p>
        <Heading className="post-card-title">
          <LocalizedLink href={href} locale={locale}>
            <PendingLinkLabel label={card.title} loading={texts.loading} />
          </LocalizedLink>
        </Heading>
        <p className="post-card-excerpt">{card.excerpt}</p>
        <KeywordChips
          keywords={card.keywords}
          locale={locale}
          label={texts.keywords}
          searchLabel={(keyword) => texts.searchKeyword.replace('{keyword}', keyword)}
        />
        <LocalizedLink
          href={href}
          locale={locale}
          aria-label={texts.readMoreAbout.replace('{title}', card.title)}
          className="post-card-more"
        >
          <PendingLinkLabel label={texts.readMore} loading={texts.loading} />
          <span aria-hidden className="icon icon-arrow flip-rtl" />
        </LocalizedLink>
      </div>
    </article>
  );
}
