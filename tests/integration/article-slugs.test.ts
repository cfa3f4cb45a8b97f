import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchColumns } from '@/lib/blog/search';
import {
  currentArticleSlugs,
  loadArticleSlugs,
  routeArticle,
} from '@/server/blog/article-slugs.server';
import { findPublishedPost } from '@/server/blog/posts.server';
import { recordChange } from '@/server/cache/freshness-state.mjs';
import { seed } from '@/server/seed/seed.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The slugs the proxy routes article URLs with (decision 012), on a real database of the lane:
 * the same answers as the blog's own lookup, and a redirect for another language's slug every
 * time, also while the blog changes under concurrent requests.
 */

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const n8n = {
  fr: 'guide-automatisation-n8n-pme',
  en: 'n8n-sme-automation-guide',
  'ar-ma': 'الدليل-الكامل-لأتمتة-المقاولات',
};

async function insertFrenchOnlyPost(id: string, slug: string): Promise<void> {
  const time = new Date(Date.now() - 1000).toISOString();
  await database.db
    .insertInto('post')
    .values({
      id,
      status: 'published',
      published_at: time,
      author: 'Test',
      created_at: time,
      updated_at: time,
    })
    .execute();
  await database.db
    .insertInto('post_translation')
    .values({
      post_id: id,
      locale: 'fr',
      slug,
      title: slug,
      content: 'Texte.',
      reading_minutes: 1,
      updated_at: time,
      ...searchColumns({ title: slug, excerpt: '', targetKeywords: [] }),
    })
    .execute();
}

describe('routing article URLs', () => {
  it('agrees with the blog’s lookup for own, foreign, French-only and unknown slugs', async () => {
    await insertFrenchOnlyPost('french-only', 'seulement-en-francais');
    const slugs = await loadArticleSlugs(database.db);
    const cases = [
      [n8n.fr, 'fr'],
      [n8n.fr, 'en'],
      [n8n.en, 'fr'],
      [n8n['ar-ma'], 'ar'],
      ['seulement-en-francais', 'en'],
      ['nulle-part', 'fr'],
    ] as const;
    for (const [slug, locale] of cases) {
      const lookup = await findPublishedPost(slug, locale, database.db);
      const route = routeArticle(slugs, slug, locale);
      expect(route?.kind, `${slug} in ${locale}`).toBe(lookup?.kind);
      if (route?.kind === 'moved' && lookup?.kind === 'moved') expect(route.slug).toBe(lookup.slug);
    }
    expect(routeArticle(slugs, n8n.fr, 'en')).toMatchObject({ kind: 'moved', slug: n8n.en });
    expect(routeArticle(slugs, 'seulement-en-francais', 'en')?.kind).toBe('found');
    expect(routeArticle(slugs, 'nulle-part', 'fr')).toBeUndefined();
  });

  it('redirects another language’s slug for each of 20 requests racing a change of the blog', async () => {
    // Warm, then change the blog while 20 requests look the slug up at once.
    await currentArticleSlugs(database.db);
    const racing = Array.from({ length: 20 }, async (_, index) => {
      if (index === 10) {
        await insertFrenchOnlyPost('published-during-the-race', 'publie-pendant-la-course');
        recordChange('blog', Date.now());
      }
      return routeArticle(await currentArticleSlugs(database.db), n8n.fr, 'en');
    });
    for (const route of await Promise.all(racing))
      expect(route).toMatchObject({ kind: 'moved', slug: n8n.en });

    // After the change, the new post is known.
    const after = await currentArticleSlugs(database.db, Date.now() + 1);
    expect(routeArticle(after, 'publie-pendant-la-course', 'fr')?.kind).toBe('found');
  });
});
