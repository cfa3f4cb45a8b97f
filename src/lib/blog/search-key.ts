// Server side only (the proxy and the searched list's route): Buffer is Node's.
import { filtersFromParams, type BlogFilters } from './search';

/**
 * The filters as one URL path segment (base64url of the pair), the key of a searched list's
 * cached page (decision 022): nothing in a query can break out of the segment.
 */
export function searchKey(filters: BlogFilters): string {
  return Buffer.from(JSON.stringify([filters.category, filters.query])).toString('base64url');
}

/** The filters of a search key, or undefined for a segment that is not one. */
export function filtersFromSearchKey(key: string): BlogFilters | undefined {
  try {
    const pair: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
    if (!Array.isArray(pair) || pair.length !== 2) return undefined;
    const [category, query] = pair as unknown[];
    if (typeof category !== 'string' || typeof query !== 'string') return undefined;
    const filters = filtersFromParams({ q: query, category });
    // Only the canonical key of its filters: one cached page per search.
    return searchKey(filters) === key ? filters : undefined;
  } catch {
    return undefined;
  }
}
