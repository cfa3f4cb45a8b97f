// An archive of generated blog posts, for the tests and the bench that measure the blog at
// thousands of posts (issue 19): copies of the five sample articles, written the way the admin
// writes posts (searched texts folded, keyword rows), in one transaction of multi-row inserts so
// that two thousand posts in four languages take seconds.
import type { Kysely } from 'kysely';
import { locales, type Locale } from '../../src/i18n/locales';
import { readingMinutes } from '../../src/lib/blog/reading-time';
import { searchColumns, searchKeywords } from '../../src/lib/blog/search';
import type {
  Database,
  NewPost,
  NewPostTranslation,
  PostKeywordTable,
} from '../../src/server/db/schema';
import { postSeeds } from '../../src/server/blog/seed-posts';

export interface ArchiveOptions {
  /** How many posts. */
  count: number;
  /** Starts every id, slug and title, so several archives can share a database. */
  prefix?: string;
  /** The newest post's publication time; each next one is an hour older. */
  newest?: Date;
  /** Drafts, scheduled posts and posts missing languages among them (tests). */
  variety?: boolean;
  /** The sample articles' whole Markdown (bench: article pages as heavy as real ones). */
  fullContent?: boolean;
  /** One category for every post instead of the samples' (keeps other lists' counts as they were). */
  category?: string;
  /** The languages every post is written in (all four by default). */
  languages?: Locale[];
}

/** What was written, for the tests' expectations. */
export interface GeneratedPost {
  id: string;
  category: string;
  publishedAt: string;
  visible: boolean;
  locales: Locale[];
  title: Record<string, string>;
}

/** Rows per INSERT: well under SQLite's 32 766 bound parameters. */
const rowsPerInsert = 400;

async function insertAll(
  db: Kysely<Database>,
  table: 'post' | 'post_translation' | 'post_keyword',
  rows: object[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + rowsPerInsert) as never)
      .execute();
}

/** The languages of post `index`: with variety, some lack English and Darija, a few all but French. */
function languagesOf(index: number, variety: boolean, written: Locale[]): Locale[] {
  if (!variety) return written;
  if (index % 37 === 36) return ['fr'];
  if (index % 10 === 9) return ['fr', 'ar'];
  return written;
}

/**
 * Writes `count` posts: post `i` copies sample `i mod 5` (texts in every language, category,
 * keywords), its title ending in `{prefix} {i}`, published `i` hours before `newest`.
 */
export async function generateArchive(
  db: Kysely<Database>,
  {
    count,
    prefix = 'archive',
    newest = new Date('2026-06-01T08:00:00.000Z'),
    variety = false,
    fullContent = false,
    category,
    languages: written = [...locales],
  }: ArchiveOptions,
): Promise<GeneratedPost[]> {
  const samples = postSeeds();
  // Counting a text's words parses its Markdown: once per sample text, not once per copy.
  const minutesOf = new Map<string, number>();
  const minutes = (content: string) => {
    if (!minutesOf.has(content)) minutesOf.set(content, readingMinutes(content));
    return minutesOf.get(content)!;
  };
  const generated: GeneratedPost[] = [];
  const posts: NewPost[] = [];
  const texts: NewPostTranslation[] = [];
  const keywords: PostKeywordTable[] = [];
  for (let index = 0; index < count; index++) {
    const sample = samples[index % samples.length]!;
    const id = `${prefix}-${index}`;
    const publishedAt = new Date(newest.getTime() - index * 3_600_000).toISOString();
    const draft = variety && index % 41 === 40;
    const scheduled = variety && index % 43 === 42;
    // A month after the newest: scheduled for whoever reads the archive at its own time.
    const published = scheduled
      ? new Date(newest.getTime() + 30 * 24 * 3_600_000).toISOString()
      : publishedAt;
    posts.push({
      id,
      category: category ?? sample.category,
      search_intent: sample.searchIntent,
      competition_level: sample.competitionLevel,
      schema_type: sample.schemaType,
      expected_traffic: Math.max(0, sample.expectedTraffic - (index % 50) * 10),
      image: sample.image,
      status: draft ? 'draft' : 'published',
      published_at: draft ? null : published,
      author: sample.author,
      created_at: publishedAt,
      updated_at: publishedAt,
    });
    const languages = languagesOf(index, variety, written);
    const title: Record<string, string> = {};
    for (const locale of languages) {
      const text = sample.text[locale];
      title[locale] = `${text.title} · ${prefix} ${index}`;
      const content = fullContent
        ? text.content
        : `${text.excerpt}\n\n## ${text.targetKeywords[0] ?? text.title}\n\n${text.metaDescription}`;
      texts.push({
        post_id: id,
        locale,
        slug: `${text.slug ?? sample.id}-${prefix}-${index}`,
        title: title[locale],
        excerpt: text.excerpt,
        content,
        reading_minutes: minutes(content),
        meta_title: text.metaTitle,
        meta_description: text.metaDescription,
        alt_text: text.altText,
        target_keywords: JSON.stringify(text.targetKeywords),
        tags: JSON.stringify(text.tags),
        updated_at: publishedAt,
        ...searchColumns({
          title: title[locale],
          excerpt: text.excerpt,
          targetKeywords: text.targetKeywords,
        }),
      });
      for (const keyword of searchKeywords(text.targetKeywords))
        keywords.push({ post_id: id, locale, keyword });
    }
    generated.push({
      id,
      category: category ?? sample.category,
      publishedAt: published,
      visible: !draft && !scheduled,
      locales: languages,
      title,
    });
  }
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'post', posts);
    await insertAll(trx, 'post_translation', texts);
    await insertAll(trx, 'post_keyword', keywords);
  });
  return generated;
}
