import type { Kysely } from 'kysely';
import { searchColumns } from '@/lib/blog/search';
import type { Database, NewPost } from '@/server/db/schema';

/**
 * A post with one French text, written straight to its tables for tests of what reads them: its
 * slug is its id, its title too unless given; `post` sets its other columns (a draft by 'Test'
 * unless told otherwise).
 */
export async function insertFrenchPost(
  db: Kysely<Database>,
  id: string,
  {
    title = id,
    content,
    ...post
  }: Partial<Pick<NewPost, 'author' | 'status' | 'published_at' | 'image'>> & {
    title?: string;
    content?: string;
  } = {},
): Promise<void> {
  const time = new Date().toISOString();
  await db
    .insertInto('post')
    .values({ id, author: 'Test', created_at: time, updated_at: time, ...post })
    .execute();
  await db
    .insertInto('post_translation')
    .values({
      post_id: id,
      locale: 'fr',
      slug: id,
      title,
      ...(content === undefined ? {} : { content }),
      reading_minutes: 1,
      updated_at: time,
      ...searchColumns({ title, excerpt: '', targetKeywords: [] }),
    })
    .execute();
}
