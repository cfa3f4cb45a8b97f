import 'server-only';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import { siteSettingsSchema, type SiteSettingsValues } from '@/lib/admin/site-settings-schema';
import { agencyText, type AgencySettings } from '@/lib/site-settings';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { parsedDrafts, previewsDrafts } from '@/server/preview/preview.server';
import { readSiteSettings, settingsDocument } from './site-settings.server';
import { siteSettingsSeed } from './site-settings-seeds';

/**
 * The agency's settings as a page or a mail in `locale` prints them, its texts in that language
 * or in French; uncached, so a mail queued now has the values saved now. Before the seed has
 * written them (a database prepared by hand), the environment's first-start values.
 */
export async function readAgencySettings(locale: Locale, db = getDb()): Promise<AgencySettings> {
  const stored = await readSiteSettings(db);
  return printedIn(locale, stored?.values ?? siteSettingsSeed(settings()));
}

function printedIn(locale: Locale, { text, ...values }: SiteSettingsValues): AgencySettings {
  return { ...values, text: typesetFor(locale, agencyText(text, locale)) };
}

/** readAgencySettings as pages read it: cached, expired by refreshAfter('settings'). */
export const getAgencySettings = cachedContent('settings', 'agency-settings', readAgencySettings);

/** The settings' form schema for a draft, which need not carry the version its form was opened on. */
const settingsDraftSchema = {
  safeParse: (values: unknown) =>
    siteSettingsSchema.safeParse({ version: '0', ...(values as Record<string, unknown>) }),
};

/**
 * The settings a public page prints: for a member of staff previewing drafts (decision 069) the
 * draft's when the form's schema accepts it, read anew; for everyone else getAgencySettings.
 * Feeds, cards, the compatibility JSON and mails never ask here.
 */
export async function agencySettingsOfRequest(locale: Locale): Promise<AgencySettings> {
  return (await previewsDrafts())
    ? previewedAgencySettings(locale, getDb())
    : getAgencySettings(locale);
}

/** The settings with their draft, as a member of staff previewing sees them (uncached). */
export async function previewedAgencySettings(
  locale: Locale,
  db = getDb(),
): Promise<AgencySettings> {
  const drafts = await parsedDrafts(db, settingsDocument.kind, settingsDraftSchema);
  const draft = drafts.get(settingsDocument.document);
  if (!draft) return readAgencySettings(locale, db);
  const { version: _opened, ...values } = draft;
  return printedIn(locale, values);
}
