/**
 * Search and category filtering of the blog list, shared by the server (filtered URLs, also
 * without JavaScript) and the browser island, so both always agree.
 */

/** The category filter's value for "every category" (shown 'Toutes catégories'). */
export const allCategories = 'all';

export interface BlogFilters {
  query: string;
  category: string;
}

export interface Searchable {
  title: string;
  excerpt: string;
  targetKeywords: string[];
  category: string;
}

/**
 * Lower-case without marks: 'Évolution' and 'evolution' compare equal, and Arabic
 * diacritics do not hide a word typed without them.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/** The normalized text a query is looked for in: title, excerpt and target keywords. */
export function searchText(post: Searchable): string {
  return normalizeForSearch([post.title, post.excerpt, ...post.targetKeywords].join('\n'));
}

export function matchesFilters(haystack: string, category: string, filters: BlogFilters): boolean {
  const inCategory = filters.category === allCategories || filters.category === category;
  return inCategory && haystack.includes(normalizeForSearch(filters.query));
}

export function filterPosts<T extends Searchable>(posts: T[], filters: BlogFilters): T[] {
  return posts.filter((post) => matchesFilters(searchText(post), post.category, filters));
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
