import { allCategories, type BlogView } from './search';

/** Pages of the blog list (`?page=`), shared by the proxy, the pages and the data module. */

/**
 * Cards per page of the list, whatever the filters: three rows of three. With the two pillars
 * above the first page's grid, the first page then weighs about what the five-post blog did
 * (issue 19's target: at most 1.2 times its HTML), where twelve cards weighed 1.3 times.
 */
export const blogPageSize = 9;

/**
 * The page a `?page=` value names: absent is the first; a positive whole number written plainly
 * ('2', not '02', '2.0' or '+2') is that page; anything else is no page at all (404), so every
 * page has one URL.
 */
export function pageFromParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** How many pages `total` results fill (an empty result is one page, its empty state). */
export function pageCount(total: number, size = blogPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with its
 * neighbours, `'gap'` where numbers are left out. Seven items at most, so it fits a phone.
 */
export function pageLinks(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, count - 4));
  const end = Math.min(count - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (['gap'] as const) : []),
    ...middle,
    ...(end < count - 1 ? (['gap'] as const) : []),
    count,
  ];
}

/**
 * The public path of a view of the list, before its language is added (`localizedHref`):
 * `/blog`, `/blog?q=n8n&category=Chatbots&page=2`. The first page has no `page`.
 */
export function blogListPath({ filters, page }: BlogView): string {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  if (filters.category !== allCategories) params.set('category', filters.category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
