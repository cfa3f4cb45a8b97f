'use client';

import { useParams } from 'next/navigation';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/**
 * A text in the route's language, for the rare server UI that gets no params: a loading
 * fallback is rendered before the layout registers the locale, so the server cannot pick.
 */
export function RouteLocaleText({ texts }: { texts: Record<Locale, string> }) {
  const { locale } = useParams<{ locale: string }>();
  return texts[isLocale(locale) ? locale : defaultLocale];
}
