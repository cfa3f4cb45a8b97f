import { contactLimits, serviceValuePattern } from '@/lib/forms/contact-fields';

/**
 * The contact inbox's filters as they travel in the URL (`/admin/contacts?kind=booking&status=new&q=favre`),
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

/** The inbox's two kinds of lead (decision 079): contact requests and Cal.com bookings. */
export const kindFilters = ['all', 'contact', 'booking'] as const;
export type KindFilter = (typeof kindFilters)[number];

export interface ContactFilters {
  kind: KindFilter;
  status: ContactStatusFilter;
  /** A service value (the list is content: one no longer offered still finds its requests). */
  service: string;
  delivery: DeliveryFilter;
  /** Free text searched in name, e-mail, company and message (case and accents ignored). */
  query: string;
}

export const defaultContactFilters: ContactFilters = {
  kind: 'all',
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
    kind: oneOf(kindFilters, paramOf(params, 'kind'), defaultContactFilters.kind),
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
  if (filters.kind !== defaultContactFilters.kind) params.set('kind', filters.kind);
  if (filters.status !== defaultContactFilters.status) params.set('status', filters.status);
  if (filters.service !== 'all') params.set('service', filters.service);
  if (filters.delivery !== 'all') params.set('delivery', filters.delivery);
  if (filters.query) params.set('q', filters.query);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
