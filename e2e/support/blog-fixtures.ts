import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { generateArchive } from '../../scripts/lib/blog-archive';
import { searchColumns, searchKeywords } from '../../src/lib/blog/search';
import type { Database as Schema } from '../../src/server/db/schema';

/**
 * Posts written straight into the database the test server reads (scripts/e2e.ts gives it a
 * fresh SQLite file), the way the admin will: a draft, a scheduled post, a post in French only.
 * Each call uses new ids and slugs, so tests never depend on one another; their own category
 * keeps the seeded categories' counts unchanged when a list is regenerated during the run.
 */

export interface FixturePost {
  id: string;
  slug: string;
  title: string;
}

type Visibility = 'draft' | 'future' | 'published';

export function insertPost(visibility: Visibility, locales: string[] = ['fr']): FixturePost {
  const db = new Database(process.env.DATABASE_URL ?? './data/e2e.db');
  db.pragma('busy_timeout = 5000');
  try {
    const id = `e2e-${visibility}-${randomUUID().slice(0, 8)}`;
    const slug = `article-test-${id}`;
    const title = `Article de test ${id}`;
    const now = new Date();
    // A published fixture is dated long ago, so it never enters the home page's newest three.
    const publishedAt =
      visibility === 'future'
        ? new Date(now.getTime() + 7 * 24 * 3600 * 1000)
        : new Date('2020-01-01T08:00:00.000Z');
    db.prepare(
      `insert into post (id, category, search_intent, competition_level, schema_type,
         expected_traffic, image, status, published_at, author, created_at, updated_at)
       values (?, 'Tests', 'informational', 'medium', 'Article', 10,
         '/images/blog/placeholder.jpg', ?, ?, 'Équipe test', ?, ?)`,
    ).run(
      id,
      visibility === 'draft' ? 'draft' : 'published',
      visibility === 'draft' ? null : publishedAt.toISOString(),
      now.toISOString(),
      now.toISOString(),
    );
    const insertText = db.prepare(
      `insert into post_translation (post_id, locale, slug, title, excerpt, content, meta_title,
         meta_description, alt_text, target_keywords, tags, updated_at, search_title,
         search_keywords, search_excerpt)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?)`,
    );
    const insertKeyword = db.prepare(
      'insert into post_keyword (post_id, locale, keyword) values (?, ?, ?)',
    );
    const excerpt = 'Un article écrit par les tests de bout en bout.';
    const targetKeywords = ['test e2e'];
    const searched = searchColumns({ title, excerpt, targetKeywords });
    for (const locale of locales) {
      insertText.run(
        id,
        locale,
        locale === 'fr' ? slug : `${slug}-${locale}`,
        title,
        excerpt,
        '## Une section\n\nDu texte pour le test.',
        title,
        'Un article écrit par les tests.',
        'Image de test',
        JSON.stringify(targetKeywords),
        now.toISOString(),
        searched.search_title,
        searched.search_keywords,
        searched.search_excerpt,
      );
      for (const keyword of searchKeywords(targetKeywords)) insertKeyword.run(id, locale, keyword);
    }
    return { id, slug, title };
  } finally {
    db.close();
  }
}

/**
 * `count` published posts in every language, copies of the samples whose titles all end in
 * `{marker} {i}` (newest first: i = 0, 1…), so a search for the marker finds exactly them. Dated
 * 2020 and in their own category, like the posts above, so no other list changes on its first
 * page. Written as the admin writes (searched texts and keyword rows, scripts/lib/blog-archive).
 */
export async function insertMarkedPosts(marker: string, count: number): Promise<void> {
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({
      database: new Database(process.env.DATABASE_URL ?? './data/e2e.db'),
    }),
  });
  try {
    await generateArchive(db, {
      count,
      prefix: marker,
      newest: new Date('2020-01-01T08:00:00.000Z'),
      category: 'Tests',
    });
  } finally {
    await db.destroy();
  }
}
