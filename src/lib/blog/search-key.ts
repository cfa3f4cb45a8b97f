// Server side only (the proxy and the list's route): Buffer is Node's.
import { filtersFromParams, type BlogView } from './search';

/**
 * A view of the list as one URL path segment (base64url of its filters and page), the key of
 * its cached page (decision 022): nothing in a query can break out of the segment.
 */
export function searchKey({ filters, page }: BlogView): string {
  return Buffer.from(JSON.stringify([filters.category, filters.query, page])).toString('base64url');
}

/** The view a key names, or undefined for a segment that is not one. */
export function viewFromSearchKey(key: string): BlogView | undefined {
  try {
    const triple: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
    if (!Array.isArray(triple) || triple.length !== 3) return undefined;
    const [category, query, page] = triple as unknown[];
    if (typeof category !== 'string' || typeof query !== 'string') return undefined;
    if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1) return undefined;
    const view = { filters: filtersFromParams({ q: query, category }), page };
    // Only the canonical key of its view: one cached page per view.
    return searchKey(view) === key ? view : undefined;
  } catch {
    return undefined;
  }
}
