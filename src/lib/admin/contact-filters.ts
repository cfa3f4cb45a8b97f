import { contactLimits, serviceValuePattern } from '@/lib/forms/contact-fields';

/**
 * The contact inbox's filters as they travel in the URL (`/admin/contacts?status=new&q=favre`),
 * read by the page, its CSV export and the pagination alike. Unknown values fall back to the
 * defaults, so a hand-edited URL never fails.
 */

/** `inbox` (the default) is every request but spam; `all` includes spam. */
export const contactStatusFilters = ['inbox', 'new', 'handled', 'spam', 'all'] as const;
export type ContactStatusFilter = (typeof contactStatusFilters)[number];

/**
 * The notification mail's delivery: `waiting` is queued or being sent, `none` has no mail
 * (spam caught by the honeypot is never mailed).
 */
export const deliveryFilters = ['all', 'waiting', 'sent', 'failed', 'none'] as const;
export type DeliveryFilter = (typeof deliveryFilters)[number];

export interface ContactFilters {
  status: ContactStatusFilter;
  /** A service value (the list is content: one no longer offered still finds its requests). */
  service: string;
  delivery: DeliveryFilter;
  /** Free text searched in name, e-mail, company and message (case and accents ignored). */
  query: string;
}

export const defaultContactFilters: ContactFilters = {
  status: 'inbox',
  service: 'all',
  delivery: 'all',
  query: '',
};

export const searchQueryMaxLength = 100;

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** One parameter's first value, whichever form the parameters come in. */
export function paramOf(params: SearchParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function parseSearchQuery(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, searchQueryMaxLength);
}

/** A value of the service select's form, or `all`. */
function serviceFilter(value: string | undefined): string {
  const wellFormed =
    value !== undefined && value.length <= contactLimits.service && serviceValuePattern.test(value);
  return wellFormed ? value : 'all';
}

export function parseContactFilters(params: SearchParamsInput): ContactFilters {
  return {
    status: oneOf(contactStatusFilters, paramOf(params, 'status'), defaultContactFilters.status),
    service: serviceFilter(paramOf(params, 'service')),
    delivery: oneOf(deliveryFilters, paramOf(params, 'delivery'), defaultContactFilters.delivery),
    query: parseSearchQuery(paramOf(params, 'q')),
  };
}

/** The page number of a paginated list: a positive integer, 1 when absent or wrong. */
export function parsePage(params: SearchParamsInput): number {
  const page = Number(paramOf(params, 'page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The URL query of these filters (defaults left out), e.g. `?status=new&q=favre`, or ''. */
export function contactFiltersQuery(filters: ContactFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.status !== defaultContactFilters.status) params.set('status', filters.status);
  if (filters.service !== 'all') params.set('service', filters.service);
  if (filters.delivery !== 'all') params.set('delivery', filters.delivery);
  if (filters.query) params.set('q', filters.query);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
