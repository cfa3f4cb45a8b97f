import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('Automatisation IA'))
    .addColumn('search_intent', 'text', (c) => c.notNull().defaultTo('informational'))
    .addColumn('competition_level', 'text', (c) => c.notNull().defaultTo('medium'))
    .addColumn('schema_type', 'text', (c) => c.notNull().defaultTo('Article'))
    .addColumn('expected_traffic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo('/images/blog/placeholder.jpg'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published')`),
    )
    .addColumn('published_at', 'text')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('post_visibility')
    .on('post')
    .columns(['status', 'published_at'])
    .execute();

  await db.schema
    .createTable('post_translation')
    .addColumn('post_id', 'text', (c) => c.notNull().references('post.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('target_keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_translation_pk', ['post_id', 'locale'])
    .addUniqueConstraint('post_translation_slug_unique', ['locale', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_translation').execute();
  await db.schema.dropTable('post').execute();
}
