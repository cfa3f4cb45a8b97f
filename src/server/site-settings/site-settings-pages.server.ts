import 'server-only';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { agencyText, type AgencySettings } from '@/lib/site-settings';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { readSiteSettings } from './site-settings.server';

/**
 * The agency's settings as a page or a mail in `locale` prints them, its texts in that language
 * or in French; uncached, so a mail queued now has the values saved now. Throws when the seed
 * has not written them (every start and build seeds first).
 */
export async function readAgencySettings(locale: Locale, db = getDb()): Promise<AgencySettings> {
  const stored = await readSiteSettings(db);
  if (!stored) throw new Error('The site settings are missing: the seed writes them on start.');
  const { text, ...values } = stored.values;
  return { ...values, text: typesetFor(locale, agencyText(text, locale)) };
}

/** readAgencySettings as pages read it: cached, expired by refreshAfter('settings'). */
export const getAgencySettings = cachedContent('settings', 'agency-settings', readAgencySettings);
