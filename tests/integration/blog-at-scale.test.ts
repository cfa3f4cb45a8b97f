import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { blogPageSize } from '@/lib/blog/paging';
import { allCategories, filterPosts, type BlogFilters } from '@/lib/blog/search';
import { pillarPosts, relatedPosts } from '@/lib/blog/selection';
import type { PostSummary } from '@/lib/blog/types';
import {
  blogTotals,
  findPublishedPost,
  listBlogPage,
  listCategories,
  listLatestPosts,
  listPillarPosts,
  listPublishedPosts,
  listRelatedPosts,
  listSitemapPosts,
} from '@/server/blog/posts.server';
import { generateArchive, type GeneratedPost } from '../../scripts/lib/blog-archive';
import { recordingDatabase, type RecordingDatabase } from '../support/query-plans';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/*
 * The blog at 2 000 posts in four languages (issue 19), on a real database of the lane: pages,
 * counts, the search (the spec's substring rule, best matches first), filters, related posts
 * and pillars, each compared with the pure rules of src/lib/blog over the whole archive, so both
 * databases give the same answers; and the plans of those queries, which must read through the
 * indexes of migration 0013 rather than the archive.
 */

const postCount = 2000;
const newest = new Date('2026-06-01T08:00:00.000Z');
/** After the newest post, before the scheduled ones (a month later). */
const now = new Date('2026-06-01T12:00:00.000Z');

let database: TestDatabase;
let recording: RecordingDatabase;
let archive: GeneratedPost[];
/** Every visible post as each language lists it, newest first: what the rules run over. */
const listed = new Map<Locale, PostSummary[]>();

beforeAll(async () => {
  database = await createTestDatabase();
  archive = await generateArchive(database.db, { count: postCount, variety: true, newest });
  // The planner's statistics, as autovacuum would gather them on a live server.
  if (lane === 'postgres') await sql`analyze`.execute(database.db);
  for (const locale of locales)
    listed.set(locale, await listPublishedPosts(locale, database.db, now));
  recording = recordingDatabase(database);
}, 120_000);

afterAll(async () => {
  await recording?.destroy();
  await database?.destroy();
});

const ids = (posts: { id: string }[]) => posts.map((post) => post.id);
const visible = () => archive.filter((post) => post.visible);
const everything = (locale: Locale) => listed.get(locale)!;
const firstPage = (query: string) => ({ filters: { query, category: allCategories }, page: 1 });

/**
 * Asserts that a search gives what the rule gives over the whole archive: the same count, and
 * the same posts in the same order on the first, a middle and the last page.
 */
async function expectSameAsRule(locale: Locale, filters: BlogFilters): Promise<PostSummary[]> {
  const expected = filterPosts(everything(locale), filters);
  const pages = Math.max(1, Math.ceil(expected.length / blogPageSize));
  for (const page of new Set([1, 2, Math.ceil(pages / 2), pages].filter((n) => n <= pages))) {
    const result = await listBlogPage(locale, { filters, page }, database.db, now);
    const label = `${locale} « ${filters.query} » ${filters.category} page ${page}`;
    expect(result?.total, label).toBe(expected.length);
    expect(ids(result!.posts), label).toEqual(
      ids(expected.slice((page - 1) * blogPageSize, page * blogPageSize)),
    );
  }
  return expected;
}

describe(`the blog at ${postCount} posts (${lane})`, () => {
  it('wrote every post and its translations', async () => {
    const { count } = await database.db
      .selectFrom('post_translation')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(archive.reduce((total, post) => total + post.locales.length, 0));
    expect(Number(count)).toBeGreaterThan(postCount * 3.5);
  });

  describe('the list', () => {
    it('lists every visible post newest first, each in its language or else in French', () => {
      const expected = [...visible()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      for (const locale of locales) {
        const posts = everything(locale);
        expect(ids(posts)).toEqual(ids(expected));
        for (const [index, post] of posts.entries()) {
          const source = expected[index]!;
          expect(post.contentLocale).toBe(source.locales.includes(locale) ? locale : 'fr');
          expect(post.title).toBe(typesetFor(post.contentLocale, source.title[post.contentLocale]));
        }
      }
    });

    it('is cut into pages with the count of the whole list', async () => {
      const all = everything('ar');
      const noFilter = { query: '', category: allCategories };
      const pages = Math.ceil(all.length / blogPageSize);
      const seen: string[] = [];
      for (const page of [1, 2, pages - 1, pages]) {
        const result = await listBlogPage('ar', { filters: noFilter, page }, database.db, now);
        expect(result).toMatchObject({ total: all.length, page, pageCount: pages });
        expect(ids(result!.posts)).toEqual(
          ids(all.slice((page - 1) * blogPageSize, page * blogPageSize)),
        );
        seen.push(...ids(result!.posts));
      }
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('has no page past the last one, and always a first one', async () => {
      const noFilter = { query: '', category: allCategories };
      const pages = Math.ceil(everything('fr').length / blogPageSize);
      expect(
        await listBlogPage('fr', { filters: noFilter, page: pages + 1 }, database.db, now),
      ).toBeUndefined();
      const nothing = { query: 'aucun article ne contient ceci', category: allCategories };
      expect(await listBlogPage('fr', { filters: nothing, page: 1 }, database.db, now)).toEqual({
        posts: [],
        total: 0,
        page: 1,
        pageCount: 1,
      });
      expect(await listBlogPage('fr', { filters: nothing, page: 2 }, database.db, now)).toBe(
        undefined,
      );
    });

    it('filters by category, with its count', async () => {
      for (const category of await listCategories(database.db, now))
        await expectSameAsRule('en', { query: '', category });
    });

    it('knows its figures and categories without reading the posts', async () => {
      const posts = everything('fr');
      expect(await blogTotals(database.db, now)).toEqual({
        articles: posts.length,
        expectedVisitors: posts.reduce((total, post) => total + post.expectedTraffic, 0),
      });
      expect(await listCategories(database.db, now)).toEqual(
        [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, 'fr')),
      );
    });
  });

  describe('the search', () => {
    // The spec's substring rule: parts of words ('whats', 'n8n', 'atisat'), any case or
    // accent, Arabic with or without diacritics, one or two letters (no trigram index), the
    // characters LIKE and FTS5 treat specially, and queries that find nothing.
    const queries = [
      'n8n',
      'whats',
      'WHATSAPP',
      'atisat',
      'génération de leads',
      'GENERATION',
      'roi',
      'ia',
      'é',
      'archive 1999',
      'روبوت محادثة',
      'الأَتْمَتَة',
      'شاتبوت',
      '%',
      '_',
      '"',
      "'",
      'n8n vs make',
      'introuvable zzz',
    ];

    it('finds what the spec’s rule finds, best matches first, in every language', async () => {
      for (const locale of locales)
        for (const query of ['fr', 'ar'].includes(locale) ? queries : queries.slice(0, 6))
          await expectSameAsRule(locale, { query, category: allCategories });
    }, 60_000);

    it('combines with a category', async () => {
      for (const query of ['whats', 'ia', 'n8n']) {
        const expected = await expectSameAsRule('fr', { query, category: 'Chatbots' });
        expect(expected.every((post) => post.category === 'Chatbots')).toBe(true);
      }
      expect((await expectSameAsRule('ar', { query: 'whats', category: 'Chatbots' })).length).toBe(
        filterPosts(everything('ar'), { query: '', category: 'Chatbots' }).length,
      );
    });

    it('finds the sample articles by parts of their words, title matches first', async () => {
      const posts = filterPosts(everything('fr'), { query: 'whats', category: allCategories });
      expect(posts.length).toBeGreaterThan(400);
      const firstOutsideTitles = posts.findIndex((post) => !/whatsapp/i.test(post.title));
      expect(firstOutsideTitles).toBeGreaterThan(0);
      expect(posts.slice(firstOutsideTitles).some((post) => /whatsapp/i.test(post.title))).toBe(
        false,
      );
      const n8n = await listBlogPage('en', firstPage('N8N'), database.db, now);
      expect(n8n!.posts.every((post) => /n8n/i.test(post.title))).toBe(true);
      const whats = await listBlogPage('fr', firstPage('whats'), database.db, now);
      expect(whats!.posts.every((post) => /whatsapp/i.test(post.title))).toBe(true);
      expect(whats!.total).toBe(posts.length);
    });

    it('pages through the results of a search', async () => {
      const filters = { query: 'automat', category: allCategories };
      const expected = filterPosts(everything('ar-ma'), filters);
      const third = await listBlogPage('ar-ma', { filters, page: 3 }, database.db, now);
      expect(ids(third!.posts)).toEqual(ids(expected.slice(2 * blogPageSize, 3 * blogPageSize)));
      expect(third!.pageCount).toBe(Math.ceil(expected.length / blogPageSize));
    });
  });

  describe('what an article page and the home page read', () => {
    it('finds related posts as the rule does, whatever the archive’s size', async () => {
      for (const locale of locales)
        for (const post of everything(locale).filter((_, index) => index % 250 === 7)) {
          const related = await listRelatedPosts(post, locale, database.db, now);
          expect(ids(related), `${locale} ${post.id}`).toEqual(
            ids(relatedPosts(post, everything(locale))),
          );
          expect(related).toHaveLength(3);
        }
      const loner = { id: 'none', targetKeywords: ['aucun mot commun'] };
      expect(await listRelatedPosts(loner, 'fr', database.db, now)).toEqual([]);
    });

    it('finds pillars and the newest posts', async () => {
      for (const locale of locales) {
        expect(ids(await listPillarPosts(locale, database.db, now))).toEqual(
          ids(pillarPosts(everything(locale))),
        );
        expect(ids(await listLatestPosts(locale, 3, database.db, now))).toEqual(
          ids(everything(locale).slice(0, 3)),
        );
      }
    });

    it('lists each language’s posts for its sitemap', async () => {
      const english = await listSitemapPosts('en', database.db, now);
      const written = visible().filter((post) => post.locales.includes('en'));
      expect(english).toHaveLength(written.length);
      expect(english.every((post) => post.slug.includes('archive'))).toBe(true);
      const frenchOnly = visible().find((post) => post.locales.length === 1)!;
      const french = await listSitemapPosts('fr', database.db, now);
      expect(french).toHaveLength(visible().length);
      expect(french.find((post) => post.slug.endsWith(`-${frenchOnly.id}`))?.translations).toEqual([
        { locale: 'fr', slug: expect.any(String) as string },
      ]);
    });
  });

  describe('query plans', () => {
    /** The plans of the queries a read runs, joined, lower-cased. */
    async function plansOf(read: (db: RecordingDatabase['db']) => Promise<unknown>) {
      recording.take();
      await read(recording.db);
      const plans = await Promise.all(recording.take().map((query) => recording.plan(query)));
      return plans.map((plan) => plan.join('\n').toLowerCase());
    }
    const noFilter = { query: '', category: allCategories };
    const sqlite = lane === 'sqlite';

    it('pages through the list by its date index, without sorting the archive', async () => {
      const [count, page] = await plansOf((db) =>
        listBlogPage('fr', { filters: noFilter, page: 40 }, db, now),
      );
      // PostgreSQL counts the 2 000 rows of a small table in one read, which it prefers.
      if (sqlite) expect(count).toContain('post_listing');
      expect(page).toContain('post_listing');
      if (sqlite) expect(page).not.toContain('temp b-tree for order by');
      else expect(page).not.toMatch(/^sort/m);
      const [latest] = await plansOf((db) => listLatestPosts('en', 3, db, now));
      expect(latest).toContain('post_listing');
    });

    it('reads a category through its own index', async () => {
      const [, page] = await plansOf((db) =>
        listBlogPage('fr', { filters: { query: '', category: 'Chatbots' }, page: 2 }, db, now),
      );
      expect(page).toContain('post_category_listing');
    });

    it('searches through the trigram index', async () => {
      const [count, page] = await plansOf((db) =>
        listBlogPage(
          'fr',
          { filters: { query: '1234', category: allCategories }, page: 1 },
          db,
          now,
        ),
      );
      for (const plan of [count, page]) {
        if (sqlite) expect(plan).toContain('virtual table index');
        else expect(plan).toContain('bitmap index scan post_translation_search_trgm');
      }
    });

    it('finds related posts and pillars through their indexes', async () => {
      const post = everything('fr')[100]!;
      const [related] = await plansOf((db) => listRelatedPosts(post, 'fr', db, now));
      if (sqlite) {
        expect(related).toContain('post_keyword_lookup');
        expect(related).toContain('virtual table index');
        expect(related).toContain('post_listing');
      } else {
        // Every copy of a sample shares its keywords: with a thousand matches, PostgreSQL rightly
        // reads the keywords in one pass rather than through their index (decision 024).
        expect(related).toMatch(/^limit/);
        expect(related).toContain('post_keyword');
      }
      const [pillars] = await plansOf((db) => listPillarPosts('fr', db, now));
      expect(pillars).toContain('post_traffic');
    });

    it('finds an article by its slug through the unique index', async () => {
      const post = everything('fr')[500]!;
      const [lookup] = await plansOf((db) => findPublishedPost(post.slug, 'fr', db, now));
      expect(lookup).toMatch(
        sqlite ? /sqlite_autoindex_post_translation/ : /post_translation_slug_unique/,
      );
    });
  });
});
