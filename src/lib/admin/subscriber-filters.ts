import { paramOf, parseSearchQuery, type SearchParamsInput } from '@/lib/admin/contact-filters';

/** The subscribers list's filters as they travel in the URL (`/admin/subscribers?state=confirmed`). */

export const subscriberStateFilters = ['all', 'pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStateFilter = (typeof subscriberStateFilters)[number];

export interface SubscriberFilters {
  state: SubscriberStateFilter;
  /** Part of an e-mail address (addresses are stored lowercased). */
  query: string;
}

export function parseSubscriberFilters(params: SearchParamsInput): SubscriberFilters {
  const state = paramOf(params, 'state');
  return {
    state: subscriberStateFilters.includes(state as SubscriberStateFilter)
      ? (state as SubscriberStateFilter)
      : 'all',
    query: parseSearchQuery(paramOf(params, 'q')),
  };
}

/** The URL query of these filters (defaults left out), or ''. */
export function subscriberFiltersQuery(filters: SubscriberFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.query) params.set('q', filters.query);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
