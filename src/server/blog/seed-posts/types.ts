import type { Locale } from '@/i18n/locales';

/** One of the spec's five sample articles, written in every language. */
export interface PostSeed {
  /** Stable id of the post (not shown; slugs are per language). */
  id: string;
  /** Category, stored as its French name (the spec's default is 'Automatisation IA'). */
  category: string;
  /** Estimated monthly visitors; above 1000 makes a post a pillar candidate and shows the badge. */
  expectedTraffic: number;
  searchIntent: 'informational' | 'commercial' | 'transactional' | 'navigational';
  competitionLevel: 'low' | 'medium' | 'high';
  schemaType: 'Article' | 'BlogPosting' | 'HowTo';
  /** Public path of the hero image, e.g. '/images/blog/n8n-guide.jpg'. */
  image: string;
  author: string;
  /** ISO-8601 UTC. */
  publishedAt: string;
  updatedAt: string;
  text: Record<Locale, PostTextSeed>;
}

export interface PostTextSeed {
  title: string;
  /** Optional: generated from the title with the spec's slug rule when absent. */
  slug?: string;
  /** One or two sentences shown on cards and under the title. */
  excerpt: string;
  /** Markdown (GFM): '## ' sections, lists, tables, links. No '# ' title: the page shows it. */
  content: string;
  /** At most 60 characters. */
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  /** Describes the hero image; shown as its caption. */
  altText: string;
  /** Search phrases in this language; the article's FAQ asks one question per phrase. */
  targetKeywords: string[];
  tags: string[];
}
