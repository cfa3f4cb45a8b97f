import { paramOf, parseSearchQuery, type SearchParamsInput } from '@/lib/admin/contact-filters';

/** The articles table's search as it travels in the URL (`/admin/posts?q=n8n&page=2`). */

export interface PostFilters {
  /** Words of a title or slug, in any language. */
  query: string;
}

export function parsePostFilters(params: SearchParamsInput): PostFilters {
  return { query: parseSearchQuery(paramOf(params, 'q')) };
}

/** The URL query of this search and page (defaults left out), or ''. */
export function postFiltersQuery(filters: PostFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
