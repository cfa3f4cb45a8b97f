import { type Kysely } from 'kysely';
import { readingMinutes } from '@/lib/blog/reading-time';

/**
 * An article's reading time, computed from its markdown when the text is saved and stored
 * with it: counting words parses the markdown, too slow to do on every list of posts. Existing
 * texts get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('post_translation')
    .addColumn('reading_minutes', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const texts = db as unknown as Kysely<{
    post_translation: { post_id: string; locale: string; content: string; reading_minutes: number };
  }>;
  const rows = await texts
    .selectFrom('post_translation')
    .select(['post_id', 'locale', 'content'])
    .execute();
  for (const row of rows) {
    await texts
      .updateTable('post_translation')
      .set({ reading_minutes: readingMinutes(row.content) })
      .where('post_id', '=', row.post_id)
      .where('locale', '=', row.locale)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('post_translation').dropColumn('reading_minutes').execute();
}
