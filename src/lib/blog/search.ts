/**
 * Search and category filtering of the blog list: the spec's rule (a case-insensitive substring
 * of the title, the excerpt or a target keyword), written once here. The databases answer it
 * from an index over the texts folded by `normalizeForSearch` (decision 024); `filterPosts` is
 * the same rule over posts in memory, the reference the database's answers are tested against.
 */

/** The category filter's value for "every category" (shown 'Toutes catégories'). */
export const allCategories = 'all';

export interface BlogFilters {
  query: string;
  category: string;
}

/** What one page of the blog list shows: its filters and its page number. */
export interface BlogView {
  filters: BlogFilters;
  page: number;
}

/** The texts a query is looked for in. */
export interface SearchableText {
  title: string;
  excerpt: string;
  targetKeywords: string[];
}

export interface Searchable extends SearchableText {
  category: string;
}

/**
 * Lower-case without marks: 'Évolution' and 'evolution' compare equal, Arabic diacritics and
 * the tatweel do not hide a word typed without them, compatibility forms (ligatures, Arabic
 * presentation forms) read as their letters, and any run of spaces is one space.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]+/gu, '')
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
}

/** The target keywords as searched: folded, without blanks or repeats. */
export function searchKeywords(keywords: string[]): string[] {
  return [...new Set(keywords.map(normalizeForSearch).filter(Boolean))];
}

/**
 * The folded texts a post translation is searched by, stored beside it (migration 0013):
 * written with the text by every writer, so both databases search the same strings. Keywords
 * are one per line; a query never holds a line break, so it cannot match across two of them.
 */
export function searchColumns(text: SearchableText) {
  return {
    search_title: normalizeForSearch(text.title),
    search_keywords: searchKeywords(text.targetKeywords).join('\n'),
    search_excerpt: normalizeForSearch(text.excerpt),
  };
}

/**
 * How much a match weighs, by where it is: a title match ranks above a keyword match, which
 * ranks above an excerpt match; equal ranks keep the list's order (newest first).
 */
export const searchWeights = { title: 4, keywords: 2, excerpt: 1 } as const;

/** The rank of a post for a folded query (0 when it does not match). */
export function searchRank(post: SearchableText, foldedQuery: string): number {
  const columns = searchColumns(post);
  const has = (text: string) => (text.includes(foldedQuery) ? 1 : 0);
  return (
    has(columns.search_title) * searchWeights.title +
    has(columns.search_keywords) * searchWeights.keywords +
    has(columns.search_excerpt) * searchWeights.excerpt
  );
}

/**
 * The posts the filters select, the best matches first (by `searchRank`, then in the order
 * given); without a query, in the order given.
 */
export function filterPosts<T extends Searchable>(posts: T[], filters: BlogFilters): T[] {
  const query = normalizeForSearch(filters.query);
  return posts
    .filter((post) => filters.category === allCategories || filters.category === post.category)
    .map((post, index) => ({ post, index, rank: query ? searchRank(post, query) : 1 }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map(({ post }) => post);
}

/**
 * Filters from URL parameters; anything missing or blank means "no filter". Runs of spaces
 * count as one, so that two spellings of one search share its cached page.
 */
export function filtersFromParams(params: {
  q?: string | string[] | null;
  category?: string | string[] | null;
}): BlogFilters {
  const first = (value: string | string[] | null | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.replace(/\s+/g, ' ').trim() ?? '';
  return {
    query: first(params.q).slice(0, 200).trim(),
    category: first(params.category) || allCategories,
  };
}

export function isFiltering(filters: BlogFilters): boolean {
  return filters.query !== '' || filters.category !== allCategories;
}
