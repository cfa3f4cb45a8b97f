import { sql, type Kysely } from 'kysely';
import { searchColumns, searchKeywords } from '@/lib/blog/search';
import { parseJsonList } from '@/lib/blog/json-list';
import { speaksPostgres } from '../speaks-postgres';

/**
 * The blog at thousands of posts (issue 19, decision 024): lists, searches and feeds read a page
 * of rows through an index instead of every post.
 *
 * - Each translation keeps its searched texts folded (lib/blog/search.ts `searchColumns`), written
 *   with the text, so SQLite and PostgreSQL compare the very same strings.
 * - The search index over them: on SQLite an FTS5 table with the trigram tokenizer (substrings of
 *   three characters or more, case kept since the texts are already folded), kept by triggers; on
 *   PostgreSQL trigram GIN indexes (pg_trgm, where the server offers it: without it the search
 *   is the same, only slower).
 * - `post_keyword`: one row per folded target keyword, for related posts (a keyword of another
 *   post that is part of one of this post's keywords is found by equality, through an index).
 * - Indexes in the order lists read: published posts by date (and by category), by expected
 *   traffic (pillars); the admin's lists by their last change.
 */

/** The tables this migration reads and writes, as they are at this point. */
interface Tables {
  post_translation: {
    post_id: string;
    locale: string;
    title: string;
    excerpt: string;
    target_keywords: string;
    search_title: string;
    search_keywords: string;
    search_excerpt: string;
  };
  post_keyword: { post_id: string; locale: string; keyword: string };
}

const searchedColumns = ['search_title', 'search_keywords', 'search_excerpt'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = speaksPostgres(db);
  // PostgreSQL runs every migration in a transaction already; SQLite does not (one would make
  // the backfill's thousands of writes one commit, and a failure leave nothing half done).
  if (postgres) await migrate(db, true);
  else await db.transaction().execute((trx) => migrate(trx, false));
}

async function migrate(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  for (const column of searchedColumns) {
    await db.schema
      .alterTable('post_translation')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .createTable('post_keyword')
    .addColumn('post_id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_keyword_pk', ['post_id', 'locale', 'keyword'])
    .addForeignKeyConstraint(
      'post_keyword_translation_fk',
      ['post_id', 'locale'],
      'post_translation',
      ['post_id', 'locale'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('post_keyword_lookup')
    .on('post_keyword')
    .columns(['keyword', 'locale'])
    .execute();
  await backfill(db as unknown as Kysely<Tables>);

  // The lists' orders. The old (status, published_at) index is the first two columns of the new one.
  await db.schema.dropIndex('post_visibility').execute();
  const indexes: [string, string, string[]][] = [
    ['post_listing', 'post', ['status', 'published_at', 'id']],
    ['post_category_listing', 'post', ['category', 'status', 'published_at', 'id']],
    ['post_traffic', 'post', ['status', 'expected_traffic']],
    ['post_updated', 'post', ['updated_at', 'id']],
    ['newsletter_subscriber_created', 'newsletter_subscriber', ['created_at', 'id']],
    ['contact_received_order', 'contact', ['received_at', 'id']],
  ];
  for (const [name, table, columns] of indexes)
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  await db.schema.dropIndex('contact_received').execute();

  if (postgres) await trigramIndexes(db);
  else await sqliteSearchIndex(db);
}

/** The folded texts and keyword rows of the translations already written. */
async function backfill(db: Kysely<Tables>): Promise<void> {
  const rows = await db
    .selectFrom('post_translation')
    .select(['post_id', 'locale', 'title', 'excerpt', 'target_keywords'])
    .execute();
  for (const row of rows) {
    const targetKeywords = parseJsonList(row.target_keywords);
    await db
      .updateTable('post_translation')
      .set(searchColumns({ title: row.title, excerpt: row.excerpt, targetKeywords }))
      .where('post_id', '=', row.post_id)
      .where('locale', '=', row.locale)
      .execute();
    const keywords = searchKeywords(targetKeywords);
    if (keywords.length > 0)
      await db
        .insertInto('post_keyword')
        .values(keywords.map((keyword) => ({ post_id: row.post_id, locale: row.locale, keyword })))
        .execute();
  }
}

/**
 * FTS5 over the folded columns, its content read from post_translation itself (external
 * content, by rowid), kept current by triggers whoever writes. The rowid of a table without an
 * integer key may change on VACUUM: after one, `insert into post_search(post_search) values
 * ('rebuild')` (docs/decisions/024).
 */
async function sqliteSearchIndex(db: Kysely<unknown>): Promise<void> {
  await sql`
    create virtual table post_search using fts5(
      search_title, search_keywords, search_excerpt,
      content = 'post_translation', content_rowid = 'rowid',
      tokenize = 'trigram case_sensitive 1'
    )`.execute(db);
  const values = (row: 'new' | 'old') =>
    sql.raw(`${row}.rowid, ${searchedColumns.map((column) => `${row}.${column}`).join(', ')}`);
  const columns = sql.raw(`rowid, ${searchedColumns.join(', ')}`);
  const deleteOld = sql`insert into post_search (post_search, ${columns}) values ('delete', ${values('old')});`;
  const insertNew = sql`insert into post_search (${columns}) values (${values('new')});`;
  await sql`create trigger post_search_insert after insert on post_translation begin ${insertNew} end`.execute(
    db,
  );
  await sql`create trigger post_search_delete after delete on post_translation begin ${deleteOld} end`.execute(
    db,
  );
  await sql`
    create trigger post_search_update after update of ${sql.raw(searchedColumns.join(', '))}
    on post_translation begin ${deleteOld} ${insertNew} end`.execute(db);
  await sql`insert into post_search (post_search) values ('rebuild')`.execute(db);
}

/**
 * pg_trgm's GIN indexes, which answer `like '%…%'` from trigrams: one over the three folded
 * texts joined by line breaks (a folded query has none, so it never matches across two), the
 * search's; one over the keywords, for related posts. (Three indexes, one per text, would cost
 * the planner three index scans, more than reading the table.) Creating the extension needs the
 * right to (a trusted extension: the database's owner has it); a server without it keeps the
 * same search, unindexed: the attempt is undone alone, not the migration.
 */
async function trigramIndexes(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(
    db,
  );
  if (!rows[0]?.available) return;
  await sql`savepoint pg_trgm_extension`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm_extension`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_extension`.execute(db);
    return;
  }
  // The very expression the search's condition repeats (server/blog/post-search.server.ts).
  await sql`
    create index post_translation_search_trgm on post_translation using gin (
      (search_title || chr(10) || search_keywords || chr(10) || search_excerpt) gin_trgm_ops
    )`.execute(db);
  await sql`
    create index post_translation_keywords_trgm on post_translation
    using gin (search_keywords gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (speaksPostgres(db)) {
    for (const index of ['post_translation_search_trgm', 'post_translation_keywords_trgm'])
      await db.schema.dropIndex(index).ifExists().execute();
  } else {
    for (const trigger of ['post_search_insert', 'post_search_delete', 'post_search_update'])
      await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
    await sql`drop table if exists post_search`.execute(db);
  }
  await db.schema.createIndex('contact_received').on('contact').column('received_at').execute();
  for (const name of [
    'post_listing',
    'post_category_listing',
    'post_traffic',
    'post_updated',
    'newsletter_subscriber_created',
    'contact_received_order',
  ])
    await db.schema.dropIndex(name).execute();
  await db.schema
    .createIndex('post_visibility')
    .on('post')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema.dropTable('post_keyword').execute();
  for (const column of searchedColumns)
    await db.schema.alterTable('post_translation').dropColumn(column).execute();
}
