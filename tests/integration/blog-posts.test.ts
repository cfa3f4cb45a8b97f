import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { readingMinutes } from '@/lib/blog/reading-time';
import { searchColumns } from '@/lib/blog/search';
import { isSlug } from '@/lib/blog/slug';
import {
  findPublishedPost,
  listCategories,
  listPillarPosts,
  listPublishedPosts,
  listRelatedPosts,
} from '@/server/blog/posts.server';
import { writePostKeywords } from '@/server/blog/post-keywords';
import { availableSlug } from '@/server/blog/slugs.server';
import type { Database, NewPost, NewPostTranslation, PostStatus } from '@/server/db/schema';
import { seed } from '@/server/seed/seed.server';
import { postSeeds } from '@/server/blog/seed-posts';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

/*
 * The blog data modules on a real database of the lane (SQLite or PostgreSQL): visibility
 * and scheduling, the French fallback, slugs per language, and failures that must throw.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await database.db.deleteFrom('post_translation').execute();
  await database.db.deleteFrom('post').execute();
});

/** The reference "now" of these tests; every visibility check passes it explicitly. */
const now = new Date('2026-06-01T12:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

interface TextInput {
  slug?: string;
  title?: string;
  excerpt?: string;
  content?: string;
  metaTitle?: string;
  metaDescription?: string;
  altText?: string;
  targetKeywords?: string[];
  tags?: string[];
  updatedAt?: string;
}

interface PostInput {
  id: string;
  status?: PostStatus;
  /** Defaults to a day before `now`; null for a post never published. */
  publishedAt?: string | null;
  category?: string;
  expectedTraffic?: number;
  image?: string;
  updatedAt?: string;
  texts: Partial<Record<Locale, TextInput>>;
}

/**
 * Writes one post and its translations directly, as the admin will. Columns left out take
 * the database's defaults (category, image, search intent…).
 */
async function insertPost(db: Kysely<Database>, input: PostInput): Promise<void> {
  const publishedAt = input.publishedAt === undefined ? hoursFromNow(-24) : input.publishedAt;
  const createdAt = hoursFromNow(-24 * 30);
  // The row type asks for every column; left-out ones take the database's defaults here.
  const row = {
    id: input.id,
    status: input.status ?? 'published',
    published_at: publishedAt,
    author: 'Équipe Automatia',
    created_at: createdAt,
    updated_at: input.updatedAt ?? publishedAt ?? createdAt,
    ...(input.category !== undefined && { category: input.category }),
    ...(input.expectedTraffic !== undefined && { expected_traffic: input.expectedTraffic }),
    ...(input.image !== undefined && { image: input.image }),
  } as NewPost;
  await db.insertInto('post').values(row).execute();
  for (const [locale, text] of Object.entries(input.texts) as [Locale, TextInput][]) {
    const content = text.content ?? `## ${input.id}\n\nBody of ${input.id} in ${locale}.`;
    const title = text.title ?? `${input.id} (${locale})`;
    const excerpt = text.excerpt ?? `Excerpt of ${input.id} in ${locale}`;
    const targetKeywords = text.targetKeywords ?? [];
    await db
      .insertInto('post_translation')
      .values({
        post_id: input.id,
        locale,
        slug: text.slug ?? `${input.id}-${locale}`,
        title,
        excerpt,
        content,
        reading_minutes: readingMinutes(content),
        meta_title: text.metaTitle ?? '',
        meta_description: text.metaDescription ?? '',
        alt_text: text.altText ?? `Image of ${input.id}`,
        target_keywords: JSON.stringify(targetKeywords),
        tags: JSON.stringify(text.tags ?? []),
        updated_at: text.updatedAt ?? publishedAt ?? createdAt,
        ...searchColumns({ title, excerpt, targetKeywords }),
      })
      .execute();
    await writePostKeywords(db, input.id, locale, targetKeywords);
  }
}

/** A text in every language, with each language's own slug. */
function everyLanguage(id: string, extra: TextInput = {}): Record<Locale, TextInput> {
  return Object.fromEntries(
    locales.map((locale) => [locale, { slug: `${id}-${locale}`, ...extra }]),
  ) as Record<Locale, TextInput>;
}

const ids = (posts: { id: string }[]) => posts.map((post) => post.id);

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe(`blog posts data module (${lane})`, () => {
  describe('listPublishedPosts', () => {
    it('returns an empty list, without error, when there are no posts', async () => {
      expect(await listPublishedPosts('fr', database.db, now)).toEqual([]);
    });

    it('lists published posts newest first', async () => {
      const { db } = database;
      await insertPost(db, { id: 'old', publishedAt: hoursFromNow(-72), texts: { fr: {} } });
      await insertPost(db, { id: 'new', publishedAt: hoursFromNow(-1), texts: { fr: {} } });
      await insertPost(db, { id: 'mid', publishedAt: hoursFromNow(-24), texts: { fr: {} } });
      expect(ids(await listPublishedPosts('fr', db, now))).toEqual(['new', 'mid', 'old']);
    });

    it('leaves out drafts, whatever their publication time', async () => {
      const { db } = database;
      await insertPost(db, { id: 'published', texts: { fr: {} } });
      await insertPost(db, { id: 'draft', status: 'draft', texts: { fr: {} } });
      await insertPost(db, {
        id: 'draft-never-published',
        status: 'draft',
        publishedAt: null,
        texts: { fr: {} },
      });
      expect(ids(await listPublishedPosts('fr', db, now))).toEqual(['published']);
    });

    it('leaves out a published post without a publication time', async () => {
      const { db } = database;
      await insertPost(db, { id: 'no-time', publishedAt: null, texts: { fr: {} } });
      expect(await listPublishedPosts('fr', db, now)).toEqual([]);
    });

    it('schedules: a future post is invisible before its time and visible from it', async () => {
      const { db } = database;
      await insertPost(db, { id: 'live', texts: { fr: {} } });
      const at = hoursFromNow(2);
      await insertPost(db, { id: 'scheduled', publishedAt: at, texts: { fr: {} } });

      expect(ids(await listPublishedPosts('fr', db, now))).toEqual(['live']);
      const justBefore = new Date(Date.parse(at) - 1);
      expect(ids(await listPublishedPosts('fr', db, justBefore))).toEqual(['live']);
      expect(ids(await listPublishedPosts('fr', db, new Date(at)))).toEqual(['scheduled', 'live']);
      expect(ids(await listPublishedPosts('fr', db, new Date(Date.parse(at) + 60_000)))).toEqual([
        'scheduled',
        'live',
      ]);
    });

    it('uses the current time when none is given', async () => {
      const { db } = database;
      await insertPost(db, {
        id: 'past',
        publishedAt: '2000-01-01T00:00:00.000Z',
        texts: { fr: {} },
      });
      await insertPost(db, {
        id: 'far-future',
        publishedAt: '2999-01-01T00:00:00.000Z',
        texts: { fr: {} },
      });
      expect(ids(await listPublishedPosts('fr', db))).toEqual(['past']);
    });

    it('gives each language its own text and the list of every translation', async () => {
      const { db } = database;
      await insertPost(db, {
        id: 'full',
        texts: {
          fr: { slug: 'guide-complet', title: 'Guide complet' },
          en: { slug: 'full-guide', title: 'Full guide' },
          ar: { slug: 'دليل-كامل', title: 'دليل كامل' },
          'ar-ma': { slug: 'الدليل-الكامل', title: 'الدليل الكامل' },
        },
      });
      const expectedTranslations = [
        { locale: 'ar', slug: 'دليل-كامل' },
        { locale: 'ar-ma', slug: 'الدليل-الكامل' },
        { locale: 'en', slug: 'full-guide' },
        { locale: 'fr', slug: 'guide-complet' },
      ];
      const sortByLocale = (links: { locale: string; slug: string }[]) =>
        [...links].sort((a, b) => a.locale.localeCompare(b.locale));
      for (const [locale, slug, title] of [
        ['fr', 'guide-complet', 'Guide complet'],
        ['en', 'full-guide', 'Full guide'],
        ['ar', 'دليل-كامل', 'دليل كامل'],
        ['ar-ma', 'الدليل-الكامل', 'الدليل الكامل'],
      ] as const) {
        const [post] = await listPublishedPosts(locale, db, now);
        expect(post).toMatchObject({ id: 'full', slug, title, contentLocale: locale });
        expect(sortByLocale(post?.translations ?? [])).toEqual(expectedTranslations);
      }
    });

    it('falls back to French when the post lacks the language', async () => {
      const { db } = database;
      await insertPost(db, {
        id: 'french-only',
        texts: { fr: { slug: 'seulement-en-francais', title: 'Seulement en français' } },
      });
      await insertPost(db, {
        id: 'french-and-english',
        publishedAt: hoursFromNow(-48),
        texts: { fr: { slug: 'fr-et-en' }, en: { slug: 'fr-and-en', title: 'In English' } },
      });
      const arabic = await listPublishedPosts('ar', db, now);
      expect(arabic.map((post) => [post.id, post.contentLocale, post.slug])).toEqual([
        ['french-only', 'fr', 'seulement-en-francais'],
        ['french-and-english', 'fr', 'fr-et-en'],
      ]);
      expect(arabic[0]?.title).toBe('Seulement en français');
      expect(arabic[0]?.translations).toEqual([{ locale: 'fr', slug: 'seulement-en-francais' }]);

      const english = await listPublishedPosts('en', db, now);
      expect(english.map((post) => [post.id, post.contentLocale, post.slug])).toEqual([
        ['french-only', 'fr', 'seulement-en-francais'],
        ['french-and-english', 'en', 'fr-and-en'],
      ]);
    });

    it('shows a post that has only a non-French text in that text, and skips a post with none', async () => {
      const { db } = database;
      await insertPost(db, { id: 'english-only', texts: { en: { slug: 'only-english' } } });
      await insertPost(db, { id: 'no-text', texts: {} });
      const french = await listPublishedPosts('fr', db, now);
      expect(french.map((post) => [post.id, post.contentLocale])).toEqual([['english-only', 'en']]);
    });

    it('returns complete summaries: parsed lists, defaults, meta fallbacks, reading time', async () => {
      const { db } = database;
      const content = `## Section\n\n${Array.from({ length: 450 }, () => 'mot').join(' ')}`;
      await insertPost(db, {
        id: 'summary',
        publishedAt: hoursFromNow(-10),
        updatedAt: hoursFromNow(-9),
        texts: {
          fr: {
            slug: 'resume',
            title: 'Titre',
            excerpt: 'Extrait',
            content,
            altText: 'Texte alternatif',
            targetKeywords: ['automatisation n8n', 'PME'],
            tags: ['n8n', 'Suisse'],
            updatedAt: hoursFromNow(-5),
          },
          en: {
            slug: 'summary',
            metaTitle: 'Meta title',
            metaDescription: 'Meta description',
            updatedAt: hoursFromNow(-8),
          },
        },
      });
      const [french] = await listPublishedPosts('fr', db, now);
      expect(french).toEqual({
        id: 'summary',
        slug: 'resume',
        contentLocale: 'fr',
        title: 'Titre',
        excerpt: 'Extrait',
        imageUrl: '/images/blog/placeholder.jpg',
        altText: 'Texte alternatif',
        category: 'Automatisation IA',
        tags: ['n8n', 'Suisse'],
        targetKeywords: ['automatisation n8n', 'PME'],
        // Empty meta fields fall back to the title and the excerpt.
        metaTitle: 'Titre',
        metaDescription: 'Extrait',
        searchIntent: 'informational',
        competitionLevel: 'medium',
        schemaType: 'Article',
        expectedTraffic: 0,
        author: 'Équipe Automatia',
        publishedAt: hoursFromNow(-10),
        // The later of the post's and the translation's update.
        updatedAt: hoursFromNow(-5),
        readingMinutes: 3,
        translations: expect.arrayContaining([
          { locale: 'fr', slug: 'resume' },
          { locale: 'en', slug: 'summary' },
        ]) as unknown,
      });
      expect(french?.readingMinutes).toBe(readingMinutes(content));
      expect(french).not.toHaveProperty('content');

      const [english] = await listPublishedPosts('en', db, now);
      expect(english).toMatchObject({
        metaTitle: 'Meta title',
        metaDescription: 'Meta description',
        updatedAt: hoursFromNow(-8),
        tags: [],
        targetKeywords: [],
      });
    });

    it('orders posts published at the same time in a stable way', async () => {
      const { db } = database;
      const at = hoursFromNow(-3);
      for (const id of ['b', 'c', 'a'])
        await insertPost(db, { id, publishedAt: at, texts: { fr: {} } });
      const first = ids(await listPublishedPosts('fr', db, now));
      expect([...first].sort()).toEqual(['a', 'b', 'c']);
      expect(ids(await listPublishedPosts('fr', db, now))).toEqual(first);
    });
  });

  describe('findPublishedPost', () => {
    beforeEach(async () => {
      await insertPost(database.db, {
        id: 'guide',
        texts: {
          fr: { slug: 'guide-n8n', title: 'Guide n8n', content: '## Le guide\n\nTexte.' },
          en: { slug: 'n8n-guide', title: 'n8n guide', content: '## The guide\n\nText.' },
          ar: { slug: 'دليل-n8n', title: 'دليل n8n' },
        },
      });
    });

    it('finds a post by its slug in that language, with its content', async () => {
      const found = await findPublishedPost('guide-n8n', 'fr', database.db, now);
      expect(found?.kind).toBe('found');
      if (found?.kind !== 'found') return;
      expect(found.post).toMatchObject({
        id: 'guide',
        slug: 'guide-n8n',
        contentLocale: 'fr',
        title: 'Guide n8n',
        content: '## Le guide\n\nTexte.',
      });
      expect(found.post.translations).toHaveLength(3);

      const english = await findPublishedPost('n8n-guide', 'en', database.db, now);
      expect(english).toMatchObject({
        kind: 'found',
        post: { slug: 'n8n-guide', contentLocale: 'en', content: '## The guide\n\nText.' },
      });
      const arabic = await findPublishedPost('دليل-n8n', 'ar', database.db, now);
      expect(arabic).toMatchObject({
        kind: 'found',
        post: { contentLocale: 'ar', title: 'دليل n8n' },
      });
    });

    it('prints a French title and excerpt in French typography, and other languages as written', async () => {
      const { db } = database;
      await insertPost(db, {
        id: 'question',
        texts: {
          fr: {
            slug: 'pourquoi',
            title: 'Pourquoi automatiser ? Le guide',
            excerpt: 'Réponse : oui !',
          },
          en: { slug: 'why', title: 'Why automate ? The guide' },
        },
      });
      const french = await findPublishedPost('pourquoi', 'fr', db, now);
      expect(french).toMatchObject({
        post: {
          title: 'Pourquoi automatiser\u00a0? Le guide',
          excerpt: 'Réponse\u00a0: oui\u00a0!',
        },
      });
      const [card] = (await listPublishedPosts('fr', db, now)).filter(
        (post) => post.id === 'question',
      );
      expect(card?.metaTitle).toBe('Pourquoi automatiser\u00a0? Le guide');
      const english = await findPublishedPost('why', 'en', db, now);
      expect(english).toMatchObject({ post: { title: 'Why automate ? The guide' } });
    });

    it('answers moved, with the right slug, for another language’s slug of the post', async () => {
      expect(await findPublishedPost('n8n-guide', 'fr', database.db, now)).toEqual({
        kind: 'moved',
        slug: 'guide-n8n',
      });
      expect(await findPublishedPost('guide-n8n', 'en', database.db, now)).toEqual({
        kind: 'moved',
        slug: 'n8n-guide',
      });
      expect(await findPublishedPost('n8n-guide', 'ar', database.db, now)).toEqual({
        kind: 'moved',
        slug: 'دليل-n8n',
      });
    });

    it('finds the post in French for a language it lacks', async () => {
      const found = await findPublishedPost('guide-n8n', 'ar-ma', database.db, now);
      expect(found).toMatchObject({
        kind: 'found',
        post: { id: 'guide', slug: 'guide-n8n', contentLocale: 'fr', title: 'Guide n8n' },
      });
      // The other languages' slugs lead to the French one.
      expect(await findPublishedPost('n8n-guide', 'ar-ma', database.db, now)).toEqual({
        kind: 'moved',
        slug: 'guide-n8n',
      });
    });

    it('prefers the post whose slug is in the asked language when two posts share a slug', async () => {
      await insertPost(database.db, {
        id: 'other',
        texts: { fr: { slug: 'autre-article' }, en: { slug: 'guide-n8n' } },
      });
      expect(await findPublishedPost('guide-n8n', 'en', database.db, now)).toMatchObject({
        kind: 'found',
        post: { id: 'other', contentLocale: 'en' },
      });
      expect(await findPublishedPost('guide-n8n', 'fr', database.db, now)).toMatchObject({
        kind: 'found',
        post: { id: 'guide', contentLocale: 'fr' },
      });
    });

    it('finds nothing for an unknown slug', async () => {
      expect(await findPublishedPost('nope', 'fr', database.db, now)).toBeUndefined();
      expect(await findPublishedPost('', 'fr', database.db, now)).toBeUndefined();
      expect(await findPublishedPost("' or '1'='1", 'fr', database.db, now)).toBeUndefined();
    });

    it('finds nothing for a draft, in any language', async () => {
      await insertPost(database.db, {
        id: 'draft',
        status: 'draft',
        texts: { fr: { slug: 'brouillon' }, en: { slug: 'draft' } },
      });
      expect(await findPublishedPost('brouillon', 'fr', database.db, now)).toBeUndefined();
      expect(await findPublishedPost('draft', 'en', database.db, now)).toBeUndefined();
      expect(await findPublishedPost('draft', 'fr', database.db, now)).toBeUndefined();
    });

    it('finds a scheduled post only from its publication time', async () => {
      const at = hoursFromNow(1);
      await insertPost(database.db, {
        id: 'scheduled',
        publishedAt: at,
        texts: { fr: { slug: 'bientot' }, en: { slug: 'soon' } },
      });
      expect(await findPublishedPost('bientot', 'fr', database.db, now)).toBeUndefined();
      expect(await findPublishedPost('soon', 'fr', database.db, now)).toBeUndefined();
      expect(await findPublishedPost('bientot', 'fr', database.db, new Date(at))).toMatchObject({
        kind: 'found',
        post: { id: 'scheduled' },
      });
      expect(await findPublishedPost('soon', 'fr', database.db, new Date(at))).toEqual({
        kind: 'moved',
        slug: 'bientot',
      });
    });

    it('is what the list shows, plus the content', async () => {
      const found = await findPublishedPost('n8n-guide', 'en', database.db, now);
      const [listed] = await listPublishedPosts('en', database.db, now);
      if (found?.kind !== 'found') throw new Error('expected found');
      const { content, ...summary } = found.post;
      expect(content).toBe('## The guide\n\nText.');
      expect(summary).toEqual(listed);
    });
  });

  describe('listRelatedPosts', () => {
    beforeEach(async () => {
      const { db } = database;
      const post = (id: string, hoursAgo: number, fr: string[], en: string[] = fr) =>
        insertPost(db, {
          id,
          publishedAt: hoursFromNow(-hoursAgo),
          texts: { fr: { targetKeywords: fr }, en: { targetKeywords: en } },
        });
      await post('current', 1, ['Chatbot WhatsApp', 'automatisation PME'], ['WhatsApp chatbot']);
      await post('exact', 2, ['chatbot whatsapp'], ['whatsapp chatbot']);
      await post('contains-mine', 3, ['AUTOMATISATION PME SUISSE'], ['marketing']);
      await post('contained', 4, ['whatsapp'], ['chatbot']);
      await post('fourth-match', 5, ['pme'], ['whatsapp']);
      await post('unrelated', 6, ['SEO'], ['SEO']);
      await insertPost(db, {
        id: 'draft-match',
        status: 'draft',
        // Would be the newest match if drafts counted.
        publishedAt: hoursFromNow(-0.5),
        texts: { fr: { targetKeywords: ['chatbot whatsapp'] } },
      });
      await insertPost(db, {
        id: 'future-match',
        publishedAt: hoursFromNow(5),
        texts: { fr: { targetKeywords: ['chatbot whatsapp'] } },
      });
    });

    it('finds up to three other visible posts with a partly matching keyword, newest first', async () => {
      const current = { id: 'current', targetKeywords: ['Chatbot WhatsApp', 'automatisation PME'] };
      expect(ids(await listRelatedPosts(current, 'fr', database.db, now))).toEqual([
        'exact',
        'contains-mine',
        'contained',
      ]);
    });

    it('compares with the keywords of the asked language', async () => {
      const current = { id: 'current', targetKeywords: ['WhatsApp chatbot'] };
      const related = await listRelatedPosts(current, 'en', database.db, now);
      expect(ids(related)).toEqual(['exact', 'contained', 'fourth-match']);
      expect(related.every((post) => post.contentLocale === 'en')).toBe(true);
    });

    it('finds nothing when no keyword matches', async () => {
      const current = { id: 'current', targetKeywords: ['comptabilité'] };
      expect(await listRelatedPosts(current, 'fr', database.db, now)).toEqual([]);
      expect(
        await listRelatedPosts({ id: 'x', targetKeywords: [] }, 'fr', database.db, now),
      ).toEqual([]);
    });
  });

  describe('listPillarPosts', () => {
    it('lists the visible posts above 1000 expected visits, highest first, at most two', async () => {
      const { db } = database;
      const post = (id: string, expectedTraffic: number, extra: Partial<PostInput> = {}) =>
        insertPost(db, { id, expectedTraffic, texts: { fr: {} }, ...extra });
      await post('exactly-1000', 1000);
      await post('1200', 1200);
      await post('2400', 2400);
      await post('1800', 1800);
      await post('draft-9000', 9000, { status: 'draft' });
      await post('future-9000', 9000, { publishedAt: hoursFromNow(1) });
      const pillars = await listPillarPosts('fr', db, now);
      expect(pillars.map((pillar) => [pillar.id, pillar.expectedTraffic])).toEqual([
        ['2400', 2400],
        ['1800', 1800],
      ]);
    });

    it('is empty when no post is above the threshold', async () => {
      await insertPost(database.db, { id: 'small', expectedTraffic: 1000, texts: { fr: {} } });
      expect(await listPillarPosts('fr', database.db, now)).toEqual([]);
    });

    it('comes in the asked language', async () => {
      await insertPost(database.db, {
        id: 'big',
        expectedTraffic: 5000,
        texts: everyLanguage('big'),
      });
      const [pillar] = await listPillarPosts('ar', database.db, now);
      expect(pillar).toMatchObject({ id: 'big', contentLocale: 'ar', slug: 'big-ar' });
    });
  });

  describe('listCategories', () => {
    it('lists the distinct categories of visible posts, sorted in French', async () => {
      const { db } = database;
      const post = (id: string, category: string | undefined, extra: Partial<PostInput> = {}) =>
        insertPost(db, { id, texts: { fr: {} }, ...(category && { category }), ...extra });
      await post('a', 'Marketing');
      await post('b', 'Chatbots');
      await post('c', 'Marketing');
      await post('d', 'Éducation');
      await post('e', undefined); // the default category
      await post('f', 'Zéro brouillon', { status: 'draft' });
      await post('g', 'Futur', { publishedAt: hoursFromNow(1) });
      expect(await listCategories(db, now)).toEqual([
        'Automatisation IA',
        'Chatbots',
        'Éducation',
        'Marketing',
      ]);
    });

    it('is empty without visible posts', async () => {
      expect(await listCategories(database.db, now)).toEqual([]);
    });
  });

  describe('availableSlug', () => {
    beforeEach(async () => {
      await insertPost(database.db, {
        id: 'holder',
        texts: { fr: { slug: 'guide-n8n' }, en: { slug: 'n8n-guide' }, ar: { slug: 'دليل' } },
      });
    });

    it('applies the slug rule to the wanted text', async () => {
      expect(await availableSlug(database.db, 'fr', 'Château-d’Oex : le guide !')).toBe(
        'chateau-doex-le-guide',
      );
      expect(await availableSlug(database.db, 'ar', 'دليل أتمتة n8n!')).toBe('دليل-أتمتة-n8n');
    });

    it('adds -2, then -3 when the slug is taken in that language', async () => {
      const { db } = database;
      expect(await availableSlug(db, 'fr', 'Guide n8n')).toBe('guide-n8n-2');
      await insertPost(db, { id: 'second', texts: { fr: { slug: 'guide-n8n-2' } } });
      expect(await availableSlug(db, 'fr', 'Guide n8n')).toBe('guide-n8n-3');
      expect(await availableSlug(db, 'ar', 'دليل')).toBe('دليل-2');
    });

    it('does not count the post’s own slug as a clash', async () => {
      const { db } = database;
      expect(await availableSlug(db, 'fr', 'guide-n8n', 'holder')).toBe('guide-n8n');
      expect(await availableSlug(db, 'fr', 'guide-n8n', 'someone-else')).toBe('guide-n8n-2');
    });

    it('is per language: another language’s identical slug is no clash', async () => {
      const { db } = database;
      expect(await availableSlug(db, 'en', 'guide-n8n')).toBe('guide-n8n');
      expect(await availableSlug(db, 'ar-ma', 'دليل')).toBe('دليل');
      expect(await availableSlug(db, 'fr', 'n8n-guide')).toBe('n8n-guide');
    });

    it('always gives a valid slug, also for text with nothing to keep', async () => {
      const slug = await availableSlug(database.db, 'fr', '?!…');
      expect(isSlug(slug)).toBe(true);
    });
  });

  describe('the unique slug per language', () => {
    it('rejects a second translation with the same locale and slug', async () => {
      const { db } = database;
      await insertPost(db, { id: 'first', texts: { fr: { slug: 'meme-slug' } } });
      await expect(
        insertPost(db, { id: 'second', texts: { fr: { slug: 'meme-slug' } } }),
      ).rejects.toThrow();
      // The same slug in another language is allowed.
      await insertPost(db, { id: 'third', texts: { en: { slug: 'meme-slug' } } });
      const rows = await db
        .selectFrom('post_translation')
        .select(['post_id', 'locale'])
        .where('slug', '=', 'meme-slug')
        .orderBy('post_id')
        .execute();
      expect(rows).toEqual([
        { post_id: 'first', locale: 'fr' },
        { post_id: 'third', locale: 'en' },
      ]);
    });

    it('allows one text per post and language only', async () => {
      const { db } = database;
      await insertPost(db, { id: 'one', texts: { fr: { slug: 'un' } } });
      await expect(
        db
          .insertInto('post_translation')
          .values({
            post_id: 'one',
            locale: 'fr',
            slug: 'deux',
            title: 'Deux',
            updated_at: now.toISOString(),
          } as NewPostTranslation)
          .execute(),
      ).rejects.toThrow();
    });

    it('refuses a status other than draft or published', async () => {
      await expect(
        database.db
          .insertInto('post')
          .values({
            id: 'bad-status',
            status: 'archived' as PostStatus,
            author: 'x',
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          } as NewPost)
          .execute(),
      ).rejects.toThrow();
    });
  });
});

describe(`blog data module failures (${lane})`, () => {
  it('throw when the connection is closed, instead of answering no posts', async () => {
    const broken = await createTestDatabase();
    await insertPost(broken.db, {
      id: 'post',
      expectedTraffic: 2000,
      texts: { fr: { slug: 'x' } },
    });
    await broken.destroy();
    const { db } = broken;
    await expect(listPublishedPosts('fr', db, now)).rejects.toThrow();
    await expect(findPublishedPost('x', 'fr', db, now)).rejects.toThrow();
    await expect(
      listRelatedPosts({ id: 'y', targetKeywords: ['x'] }, 'fr', db, now),
    ).rejects.toThrow();
    await expect(listPillarPosts('fr', db, now)).rejects.toThrow();
    await expect(listCategories(db, now)).rejects.toThrow();
    await expect(availableSlug(db, 'fr', 'x')).rejects.toThrow();
  });

  it('throw when a table is missing', async () => {
    const broken = await createTestDatabase();
    try {
      const { db } = broken;
      await insertPost(db, { id: 'post', expectedTraffic: 2000, texts: { fr: { slug: 'x' } } });
      // (On PostgreSQL the keywords' foreign key goes with it; SQLite does not check it here.)
      await sql`drop table post_translation${sql.raw(lane === 'postgres' ? ' cascade' : '')}`.execute(
        db,
      );
      // The posts are there, their texts are not: an error, not a list without them.
      await expect(listPublishedPosts('fr', db, now)).rejects.toThrow();
      await expect(findPublishedPost('x', 'fr', db, now)).rejects.toThrow();
      await expect(listPillarPosts('fr', db, now)).rejects.toThrow();
      await expect(
        listRelatedPosts({ id: 'y', targetKeywords: ['x'] }, 'fr', db, now),
      ).rejects.toThrow();
      await expect(availableSlug(db, 'fr', 'x')).rejects.toThrow();
      await sql`drop table post`.execute(db);
      await expect(listCategories(db, now)).rejects.toThrow();
      await expect(listPublishedPosts('fr', db, now)).rejects.toThrow();
    } finally {
      await broken.destroy();
    }
  });
});

describe(`blog seed (${lane})`, () => {
  it('writes the five sample posts in four languages, published', async () => {
    const { db } = database;
    await seed(db);
    expect(await count(db, 'post')).toBe(postSeeds().length);
    expect(await count(db, 'post_translation')).toBe(postSeeds().length * locales.length);
    for (const locale of locales) {
      const posts = await listPublishedPosts(locale, db);
      expect(posts, locale).toHaveLength(5);
      expect(
        posts.every((post) => post.contentLocale === locale),
        locale,
      ).toBe(true);
      expect(
        posts.every((post) => post.translations.length === locales.length),
        locale,
      ).toBe(true);
      expect((await listPillarPosts(locale, db)).length, locale).toBe(2);
      for (const post of posts) {
        expect(post.readingMinutes, `${locale} ${post.id}`).toBeGreaterThanOrEqual(3);
        expect(
          (await listRelatedPosts(post, locale, db)).length,
          `${locale} ${post.id} related`,
        ).toBeGreaterThan(0);
      }
    }
    // Newest first: the seeds are written oldest first.
    expect(ids(await listPublishedPosts('fr', db))).toEqual(ids([...postSeeds()].reverse()));
    expect((await listCategories(db)).length).toBeGreaterThanOrEqual(2);
  });

  it('makes every seeded translation reachable by its slug', async () => {
    const { db } = database;
    await seed(db);
    for (const locale of locales) {
      for (const post of await listPublishedPosts(locale, db)) {
        expect(isSlug(post.slug), `${locale} ${post.slug}`).toBe(true);
        const found = await findPublishedPost(post.slug, locale, db);
        expect(found?.kind, `${locale} ${post.slug}`).toBe('found');
        if (found?.kind === 'found') expect(found.post.content.length).toBeGreaterThan(1000);
      }
    }
  });

  it('is idempotent: a second run changes nothing', async () => {
    const { db } = database;
    await seed(db);
    const rows = () =>
      db.selectFrom('post_translation').selectAll().orderBy('post_id').orderBy('locale').execute();
    const posts = () => db.selectFrom('post').selectAll().orderBy('id').execute();
    const before = { translations: await rows(), posts: await posts() };
    await seed(db);
    expect(await count(db, 'post')).toBe(postSeeds().length);
    expect(await count(db, 'post_translation')).toBe(postSeeds().length * locales.length);
    expect(await rows()).toEqual(before.translations);
    expect(await posts()).toEqual(before.posts);
  });

  it('never overwrites an edited post, and puts back a missing translation', async () => {
    const { db } = database;
    await seed(db);
    await db
      .updateTable('post_translation')
      .set({ title: 'Titre modifié' })
      .where('post_id', '=', 'n8n-guide')
      .where('locale', '=', 'fr')
      .execute();
    await db.updateTable('post').set({ status: 'draft' }).where('id', '=', 'ai-roi').execute();
    await db
      .deleteFrom('post_translation')
      .where('post_id', '=', 'whatsapp-chatbot')
      .where('locale', '=', 'ar-ma')
      .execute();
    await seed(db);
    const title = await db
      .selectFrom('post_translation')
      .select('title')
      .where('post_id', '=', 'n8n-guide')
      .where('locale', '=', 'fr')
      .executeTakeFirstOrThrow();
    expect(title.title).toBe('Titre modifié');
    const roi = await db
      .selectFrom('post')
      .select('status')
      .where('id', '=', 'ai-roi')
      .executeTakeFirstOrThrow();
    expect(roi.status).toBe('draft');
    expect(await count(db, 'post_translation')).toBe(postSeeds().length * locales.length);
  });

  it('takes the next slug when an admin post already holds a seed’s slug', async () => {
    const { db } = database;
    const n8n = postSeeds().find((post) => post.id === 'n8n-guide');
    const wanted = n8n?.text.fr.slug;
    expect(wanted).toBeDefined();
    if (!wanted) return;
    await insertPost(db, { id: 'admin-post', texts: { fr: { slug: wanted } } });
    await seed(db);
    const seeded = await db
      .selectFrom('post_translation')
      .select('slug')
      .where('post_id', '=', 'n8n-guide')
      .where('locale', '=', 'fr')
      .executeTakeFirstOrThrow();
    expect(seeded.slug).toBe(`${wanted}-2`);
    expect(await count(db, 'post_translation')).toBe(postSeeds().length * locales.length + 1);
  });
});
