import 'server-only';
import { sql, type Kysely, type Selectable } from 'kysely';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { chooseArticle, slugsByLocale } from '@/lib/blog/article-paths';
import { parseJsonList } from '@/lib/blog/json-list';
import { blogPageSize, pageCount } from '@/lib/blog/paging';
import { allCategories, type BlogView } from '@/lib/blog/search';
import { maxPillarPosts, maxRelatedPosts, pillarTrafficThreshold } from '@/lib/blog/selection';
import type { PostDetail, PostSummary, PostTranslationLink } from '@/lib/blog/types';
import { getDb } from '@/server/db/connection.server';
import { countRows } from '@/server/db/count-rows.server';
import type { Database, PostTable, PostTranslationTable } from '@/server/db/schema';
import { foldedQuery, matchesQuery, queryRank, sharesKeyword } from './post-search.server';

/*
 * What visitors may read of the blog. A post is visible when it is published and its
 * publication time has come, so scheduling needs no job: it happens at read time. Every
 * function throws on a database error rather than answering "no posts", so a cached page is
 * kept instead of being replaced by an empty one.
 *
 * Lists read one page of rows through an index (migration 0013, decision 024), never the whole
 * archive: a list in a language shows each visible post in that language's text, else in
 * French, else in whichever language it has, chosen in SQL.
 */

type PostRow = Selectable<PostTable>;
type TranslationRow = Selectable<PostTranslationTable>;

function visiblePosts(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom('post')
    .selectAll()
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString());
}

/**
 * The language of the text a post is listed in, for the post aliased `p` (see above): one
 * primary-key lookup per language in order of preference, the first found wins. (Written as
 * COALESCE rather than one ordered subquery: SQLite then keeps reading the list in its index's
 * order instead of sorting it.)
 */
function listedLocale(locale: Locale) {
  const preference = [locale, defaultLocale, ...locales.filter((other) => other !== locale)];
  const lookups = [...new Set(preference)].map(
    (wanted) =>
      sql`(select x.locale from post_translation x where x.post_id = p.id and x.locale = ${wanted})`,
  );
  return sql<string>`coalesce(${sql.join(lookups)})`;
}

/**
 * Visible posts `p` that have a text in one of `languages` (any of the site's by default),
 * narrowed by the category.
 */
function listablePosts(
  db: Kysely<Database>,
  now: Date,
  category = allCategories,
  languages: readonly Locale[] = locales,
) {
  let query = db
    .selectFrom('post as p')
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', now.toISOString())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('post_translation as text')
          .select('text.post_id')
          .whereRef('text.post_id', '=', 'p.id')
          .where('text.locale', 'in', [...languages]),
      ),
    );
  if (category !== allCategories) query = query.where('p.category', '=', category);
  return query;
}

/** Visible posts `p`, each joined to the text `t` it is listed with in `locale`. */
function listedTexts(db: Kysely<Database>, locale: Locale, now: Date, category = allCategories) {
  let query = db
    .selectFrom('post as p')
    .innerJoin('post_translation as t', (join) =>
      join.onRef('t.post_id', '=', 'p.id').on('t.locale', '=', listedLocale(locale)),
    )
    .where('p.status', '=', 'published')
    .where('p.published_at', '<=', now.toISOString());
  if (category !== allCategories) query = query.where('p.category', '=', category);
  return query;
}

/** What a card needs of a post and of its text (everything but the markdown). */
function summaryRecords(db: Kysely<Database>, locale: Locale, now: Date, ids: string[]) {
  return listedTexts(db, locale, now)
    .select([
      'p.id',
      'p.category',
      'p.search_intent',
      'p.competition_level',
      'p.schema_type',
      'p.expected_traffic',
      'p.image',
      'p.author',
      'p.published_at',
      'p.created_at',
      'p.updated_at as post_updated_at',
      't.locale',
      't.slug',
      't.title',
      't.excerpt',
      't.alt_text',
      't.tags',
      't.target_keywords',
      't.meta_title',
      't.meta_description',
      't.reading_minutes',
      't.updated_at',
    ])
    .where('p.id', 'in', ids)
    .execute();
}

type SummaryRecord = Awaited<ReturnType<typeof summaryRecords>>[number];

/**
 * The summaries of these posts in a language, in the order given, with the languages each
 * exists in. Lists choose their page of ids first, through an index, and read the texts of
 * that page only.
 */
async function summariesOf(
  db: Kysely<Database>,
  locale: Locale,
  now: Date,
  ids: string[],
): Promise<PostSummary[]> {
  if (ids.length === 0) return [];
  const [records, links] = await Promise.all([
    summaryRecords(db, locale, now, ids),
    db
      .selectFrom('post_translation')
      .select(['post_id', 'locale', 'slug'])
      .where('post_id', 'in', ids)
      .orderBy('post_id')
      .orderBy('locale')
      .execute(),
  ]);
  const translationsOf = new Map<string, PostTranslationLink[]>();
  for (const { post_id: postId, locale: held, slug } of links)
    if (isLocale(held))
      translationsOf.set(postId, [...(translationsOf.get(postId) ?? []), { locale: held, slug }]);
  const recordOf = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id) => {
    const record = recordOf.get(id);
    return record ? [toSummary(record, translationsOf.get(id) ?? [])] : [];
  });
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * Published posts in one language, newest first (the `post_listing` index, read backwards):
 * `limit` of them from `offset`, or every one without a range (tests; pages always ask for a
 * range). A post missing that language comes in French.
 */
export async function listPublishedPosts(
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
  range?: { offset: number; limit: number },
): Promise<PostSummary[]> {
  let query = listablePosts(db, now)
    .select('p.id')
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc');
  if (range) query = query.limit(range.limit).offset(range.offset);
  return summariesOf(db, locale, now, idsOf(await query.execute()));
}

/**
 * Every published post in one language, newest first, `batchSize` at a time: each batch read
 * after the last one's date and id (not by offset), so a post published meanwhile neither
 * repeats nor hides one. For exports of the whole archive that never hold it in memory.
 */
export async function* publishedPostBatches(
  locale: Locale,
  batchSize: number,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): AsyncGenerator<PostSummary[]> {
  let after: { publishedAt: string; id: string } | undefined;
  for (;;) {
    let query = listablePosts(db, now).select(['p.id', 'p.published_at']);
    if (after) {
      const { publishedAt, id } = after;
      query = query.where((eb) =>
        eb(eb.refTuple('p.published_at', 'p.id'), '<', eb.tuple(publishedAt, id)),
      );
    }
    const rows = await query
      .orderBy('p.published_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield await summariesOf(db, locale, now, idsOf(rows));
    const last = rows.at(-1)!;
    after = { publishedAt: last.published_at ?? '', id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The newest `limit` posts in a language (home page, feeds). */
export function listLatestPosts(
  locale: Locale,
  limit: number,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostSummary[]> {
  return listPublishedPosts(locale, db, now, { offset: 0, limit });
}

/** One page of the blog list, and how many results the filters have in all. */
export interface BlogPage {
  posts: PostSummary[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * A page of the list in a language: the posts the filters select (the spec's search, the best
 * matches first; without a query, newest first), `pageSize` per page. Undefined for a page past
 * the last one (the first always exists, empty or not).
 */
export async function listBlogPage(
  locale: Locale,
  { filters, page }: BlogView,
  db: Kysely<Database> = getDb(),
  now = new Date(),
  pageSize = blogPageSize,
): Promise<BlogPage | undefined> {
  const folded = foldedQuery(filters.query);
  // Without a query, the posts themselves are counted and paged; with one, the texts they are
  // listed with, which the search looks in.
  const selected = folded
    ? listedTexts(db, locale, now, filters.category).where(matchesQuery(db, folded))
    : listablePosts(db, now, filters.category);
  const total = await countRows(selected);
  const pages = pageCount(total, pageSize);
  if (page > pages) return undefined;
  let ordered = selected.select('p.id');
  if (folded) ordered = ordered.orderBy(queryRank(db, folded), 'desc');
  const rows = await ordered
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { posts: await summariesOf(db, locale, now, idsOf(rows)), total, page, pageCount: pages };
}

export type PostLookup = { kind: 'found'; post: PostDetail } | { kind: 'moved'; slug: string };

/**
 * The post a slug names in a language. A slug of another language of the same post answers
 * `moved` with the slug to use (so switching language on an article lands on its
 * translation); a post without that language is found in French. Unknown, draft and
 * scheduled posts answer undefined.
 */
export async function findPublishedPost(
  slug: string,
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostLookup | undefined> {
  const holders = await db
    .selectFrom('post_translation')
    .innerJoin('post', 'post.id', 'post_translation.post_id')
    .select(['post_translation.post_id', 'post_translation.locale'])
    .where('post_translation.slug', '=', slug)
    .where('post.status', '=', 'published')
    .where('post.published_at', '<=', now.toISOString())
    .execute();
  if (holders.length === 0) return undefined;
  const posts = await visiblePosts(db, now)
    .where(
      'id',
      'in',
      holders.map((holder) => holder.post_id),
    )
    .execute();
  const details = await withTranslations(db, posts, locale);
  const choice = chooseArticle(
    slug,
    locale,
    holders.flatMap(({ post_id, locale: held }) =>
      isLocale(held) ? [{ postId: post_id, locale: held }] : [],
    ),
    (postId) => slugsByLocale(details.find((detail) => detail.id === postId)?.translations ?? []),
  );
  const post = details.find((detail) => detail.id === choice?.postId);
  if (!choice || !post) return undefined;
  return choice.kind === 'found' ? { kind: 'found', post } : { kind: 'moved', slug: choice.slug };
}

/**
 * Up to three other published posts whose target keywords partly match this one's (spec §4),
 * newest first, found through the keyword indexes (post-search.server.ts).
 */
export async function listRelatedPosts(
  post: Pick<PostSummary, 'id' | 'targetKeywords'>,
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostSummary[]> {
  const shared = sharesKeyword(db, post.targetKeywords);
  if (!shared) return [];
  const rows = await listablePosts(db, now)
    .select('p.id')
    .where('p.id', '!=', post.id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('post_translation as t')
          .select('t.post_id')
          .whereRef('t.post_id', '=', 'p.id')
          .where('t.locale', '=', listedLocale(locale))
          .where(shared),
      ),
    )
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(maxRelatedPosts)
    .execute();
  return summariesOf(db, locale, now, idsOf(rows));
}

/** The pillar articles: expected traffic above 1000, highest first, at most two. */
export async function listPillarPosts(
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<PostSummary[]> {
  const rows = await listablePosts(db, now)
    .select('p.id')
    .where('p.expected_traffic', '>', pillarTrafficThreshold)
    .orderBy('p.expected_traffic', 'desc')
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(maxPillarPosts)
    .execute();
  return summariesOf(db, locale, now, idsOf(rows));
}

/** The blog's figures (the summary strip): listed posts and their expected monthly visitors. */
export async function blogTotals(
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<{ articles: number; expectedVisitors: number }> {
  const row = await listablePosts(db, now)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('articles'),
      eb.fn.sum<number | string | null>('p.expected_traffic').as('visitors'),
    ])
    .executeTakeFirstOrThrow();
  return { articles: Number(row.articles), expectedVisitors: Number(row.visitors ?? 0) };
}

/** The distinct categories of published posts, in their stored (French) names, sorted. */
export async function listCategories(
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<string[]> {
  const rows = await visiblePosts(db, now).clearSelect().select('category').distinct().execute();
  return rows.map((row) => row.category).sort((a, b) => a.localeCompare(b, 'fr'));
}

/** A post as a sitemap lists it in one language: its URL there, its languages, its last change. */
export interface SitemapPost {
  slug: string;
  updatedAt: string;
  translations: PostTranslationLink[];
}

/**
 * Every visible post written in `locale`, newest first, for that language's sitemap: slugs and
 * update times only (about a hundred bytes a post, where a card's summary weighs kilobytes).
 */
export async function listSitemapPosts(
  locale: Locale,
  db: Kysely<Database> = getDb(),
  now = new Date(),
): Promise<SitemapPost[]> {
  const rows = await listablePosts(db, now, allCategories, [locale])
    .innerJoin('post_translation as t', 't.post_id', 'p.id')
    .select(['p.id', 'p.updated_at as post_updated_at', 't.locale', 't.slug', 't.updated_at'])
    .orderBy('p.published_at', 'desc')
    .orderBy('p.id', 'desc')
    .orderBy('t.locale')
    .execute();
  const posts = new Map<string, SitemapPost>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const post = posts.get(row.id) ?? {
      slug: '',
      updatedAt: row.post_updated_at,
      translations: [],
    };
    post.translations.push({ locale: row.locale, slug: row.slug });
    if (row.locale === locale) {
      post.slug = row.slug;
      post.updatedAt = latest(row.post_updated_at, row.updated_at);
    }
    posts.set(row.id, post);
  }
  return [...posts.values()];
}

/**
 * Each post with its texts in `locale`, else French, else whichever language it has, and
 * the list of every language it exists in. Posts with no translation at all are left out.
 */
async function withTranslations(
  db: Kysely<Database>,
  posts: PostRow[],
  locale: Locale,
): Promise<PostDetail[]> {
  if (posts.length === 0) return [];
  const translations = await db
    .selectFrom('post_translation')
    .selectAll()
    .where(
      'post_id',
      'in',
      posts.map((post) => post.id),
    )
    .execute();
  return posts.flatMap((post) => {
    const own = translations.filter((row) => row.post_id === post.id && isLocale(row.locale));
    const text = [locale, defaultLocale, ...locales]
      .map((wanted) => own.find((row) => row.locale === wanted))
      .find((row) => row !== undefined);
    if (!text) return [];
    const links: PostTranslationLink[] = own.map((row) => ({
      locale: row.locale as Locale,
      slug: row.slug,
    }));
    return [toDetail(post, text, links)];
  });
}

/** A card's summary from a post's fields and those of the text it is shown in. */
function toSummary(record: SummaryRecord, translations: PostTranslationLink[]): PostSummary {
  // Printed in the text's own language's typography (a French title's ' ?' never starts a line).
  const shown = typesetFor(record.locale, {
    title: record.title,
    excerpt: record.excerpt,
    metaTitle: record.meta_title || record.title,
    metaDescription: record.meta_description || record.excerpt,
  });
  return {
    id: record.id,
    slug: record.slug,
    contentLocale: record.locale as Locale,
    title: shown.title,
    excerpt: shown.excerpt,
    imageUrl: record.image,
    altText: record.alt_text,
    category: record.category,
    tags: parseJsonList(record.tags),
    targetKeywords: parseJsonList(record.target_keywords),
    metaTitle: shown.metaTitle,
    metaDescription: shown.metaDescription,
    searchIntent: record.search_intent,
    competitionLevel: record.competition_level,
    schemaType: record.schema_type,
    expectedTraffic: record.expected_traffic,
    author: record.author,
    publishedAt: record.published_at ?? record.created_at,
    updatedAt: latest(record.post_updated_at, record.updated_at),
    readingMinutes: record.reading_minutes,
    translations,
  };
}

function toDetail(
  post: PostRow,
  text: TranslationRow,
  translations: PostTranslationLink[],
): PostDetail {
  const summary = toSummary(
    { ...post, ...text, id: post.id, post_updated_at: post.updated_at },
    translations,
  );
  return { ...summary, content: text.content };
}

function latest(a: string, b: string): string {
  return a > b ? a : b;
}
