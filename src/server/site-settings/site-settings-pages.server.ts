import 'server-only';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { agencyText, type AgencySettings } from '@/lib/site-settings';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { readSiteSettings } from './site-settings.server';
import { siteSettingsSeed } from './site-settings-seeds';

/**
 * The agency's settings as a page or a mail in `locale` prints them, its texts in that language
 * or in French; uncached, so a mail queued now has the values saved now. Before the seed has
 * written them (a database prepared by hand), the environment's first-start values.
 */
export async function readAgencySettings(locale: Locale, db = getDb()): Promise<AgencySettings> {
  const stored = await readSiteSettings(db);
  const { text, ...values } = stored?.values ?? siteSettingsSeed(settings());
  return { ...values, text: typesetFor(locale, agencyText(text, locale)) };
}

/** readAgencySettings as pages read it: cached, expired by refreshAfter('settings'). */
export const getAgencySettings = cachedContent('settings', 'agency-settings', readAgencySettings);
