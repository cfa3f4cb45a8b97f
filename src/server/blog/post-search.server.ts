import 'server-only';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { normalizeForSearch, searchKeywords, searchWeights } from '@/lib/blog/search';
import type { Database } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';

/*
 * The SQL of the blog's search and of related posts, over the folded texts each translation
 * keeps (migration 0013, decision 024), for a query whose translation is aliased `t`. Both
 * databases answer the spec's rule exactly (a substring of the title, a keyword or the
 * excerpt); each through its own index: SQLite's FTS5 trigram table `post_search` for three
 * characters or more, PostgreSQL's trigram GIN indexes. A shorter query cannot use a trigram
 * index: it reads the folded columns of every translation, which is still one pass in SQL.
 */

const searchedColumns = ['t.search_title', 't.search_keywords', 't.search_excerpt'] as const;

/**
 * PostgreSQL: the three folded texts as one, joined by line breaks (a folded query has none, so
 * it never matches across two): the expression of the trigram index of migration 0013, repeated
 * exactly so the planner uses it.
 */
const searchedText = sql`(t.search_title || chr(10) || t.search_keywords || chr(10) || t.search_excerpt)`;

/** FTS5 answers a phrase query with trigrams only from three characters on. */
const trigramLength = 3;

const isLong = (text: string) => [...text].length >= trigramLength;

/** An FTS5 phrase matching `text` exactly (a double quote is written twice). */
function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** A LIKE pattern for "contains `text`", its wildcard characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function contains(db: Kysely<Database>, column: string, text: string): RawBuilder<SqlBool> {
  return speaksPostgres(db)
    ? sql<SqlBool>`strpos(${sql.ref(column)}, ${text}) > 0`
    : sql<SqlBool>`instr(${sql.ref(column)}, ${text}) > 0`;
}

/** SQLite: translations (by rowid) whose given columns match the FTS5 query. */
function ftsRowids(match: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`t.rowid in (select rowid from post_search where post_search match ${match})`;
}

/** The folded form of a typed query: what the database looks for (empty: no condition). */
export function foldedQuery(query: string): string {
  return normalizeForSearch(query);
}

/** The translation `t` holds the folded query in its title, keywords or excerpt. */
export function matchesQuery(db: Kysely<Database>, folded: string): RawBuilder<SqlBool> {
  if (speaksPostgres(db)) return sql<SqlBool>`${searchedText} like ${containsPattern(folded)}`;
  if (isLong(folded)) return ftsRowids(phrase(folded));
  return sql<SqlBool>`(${sql.join(
    searchedColumns.map((column) => contains(db, column, folded)),
    sql` or `,
  )})`;
}

/** The rank of the translation `t` for the folded query (lib/blog/search.ts `searchRank`). */
export function queryRank(db: Kysely<Database>, folded: string): RawBuilder<number> {
  const [title, keywords, excerpt] = searchedColumns;
  const weigh = (column: string, weight: number) =>
    sql`case when ${contains(db, column, folded)} then ${sql.lit(weight)} else 0 end`;
  return sql<number>`(${weigh(title, searchWeights.title)} + ${weigh(
    keywords,
    searchWeights.keywords,
  )} + ${weigh(excerpt, searchWeights.excerpt)})`;
}

/** Every substring of a keyword that could itself be a whole keyword (no edge space). */
function keywordParts(keyword: string): string[] {
  const letters = [...keyword];
  const parts = new Set<string>();
  for (let start = 0; start < letters.length; start++)
    for (let end = start + 1; end <= letters.length; end++) {
      const part = letters.slice(start, end).join('');
      if (part === part.trim()) parts.add(part);
    }
  return [...parts];
}

/**
 * The spec's related rule for the translation `t` (§4: a target keyword that partly matches one
 * of `targetKeywords`), both ways, each through an index:
 * - one of its keywords contains one of ours: our keyword searched in its keyword column;
 * - one of ours contains one of its keywords: its keyword is then one of the substrings of ours,
 *   looked up by equality in `post_keyword`. Their number depends on our keywords' length, never
 *   on how many posts there are.
 * Undefined without keywords (nothing can match).
 */
export function sharesKeyword(
  db: Kysely<Database>,
  targetKeywords: string[],
): RawBuilder<SqlBool> | undefined {
  const mine = searchKeywords(targetKeywords);
  if (mine.length === 0) return undefined;
  const postgres = speaksPostgres(db);
  const long = postgres ? [] : mine.filter(isLong);
  const containsOurs = [
    ...(long.length > 0 ? [ftsRowids(`search_keywords : (${long.map(phrase).join(' OR ')})`)] : []),
    ...mine
      .filter((keyword) => !long.includes(keyword))
      .map((keyword) =>
        postgres
          ? sql<SqlBool>`t.search_keywords like ${containsPattern(keyword)}`
          : contains(db, 't.search_keywords', keyword),
      ),
  ];
  const parts = [...new Set(mine.flatMap(keywordParts))];
  const partList = postgres
    ? sql`select unnest(cast(${parts} as text[]))`
    : sql`select value from json_each(${JSON.stringify(parts)})`;
  const partOfOurs = sql<SqlBool>`(t.post_id, t.locale) in (
    select k.post_id, k.locale from post_keyword k where k.keyword in (${partList}))`;
  return sql<SqlBool>`(${sql.join([...containsOurs, partOfOurs], sql` or `)})`;
}
