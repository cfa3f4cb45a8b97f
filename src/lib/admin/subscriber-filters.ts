import { locales, type Locale } from '@/i18n/locales';
import { paramOf, parseSearchQuery, type SearchParamsInput } from '@/lib/admin/contact-filters';

/**
 * The subscribers list's filters as they travel in the URL
 * (`/admin/subscribers?state=confirmed&language=ar`). The language is `language`, not `lang`:
 * the admin's own `?lang=` switches the admin's language.
 */

export const subscriberStateFilters = [
  'all',
  'pending',
  'confirmed',
  'unsubscribed',
  'bounced',
] as const;
export type SubscriberStateFilter = (typeof subscriberStateFilters)[number];

export const subscriberLanguageFilters = ['all', ...locales] as const;
export type SubscriberLanguageFilter = Locale | 'all';

export interface SubscriberFilters {
  state: SubscriberStateFilter;
  language: SubscriberLanguageFilter;
  /** Part of an e-mail address (addresses are stored lowercased). */
  query: string;
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | 'all' {
  return allowed.includes(value as T) ? (value as T) : 'all';
}

export function parseSubscriberFilters(params: SearchParamsInput): SubscriberFilters {
  return {
    state: oneOf(subscriberStateFilters, paramOf(params, 'state')),
    language: oneOf(locales, paramOf(params, 'language')),
    query: parseSearchQuery(paramOf(params, 'q')),
  };
}

/** The URL query of these filters (defaults left out), or ''. */
export function subscriberFiltersQuery(filters: SubscriberFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.state !== 'all') params.set('state', filters.state);
  if (filters.language !== 'all') params.set('language', filters.language);
  if (filters.query) params.set('q', filters.query);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
