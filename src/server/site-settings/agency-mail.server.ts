import 'server-only';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import { defaultLocale } from '@/i18n/locales';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { mailSettings, type MailSettings } from '@/server/mail/mail-settings.server';
import { readAgencySettings } from './site-settings-pages.server';
import { readSiteName } from './site-settings.server';

/*
 * What mails print of the site settings, read uncached when a mail is queued or sent, so the
 * mail after a save has the saved values (decisions 045 and 052). The mail domain, lower in the
 * order, receives them as data.
 */

/** The agency as a mail queued now signs and links it: name, phone, booking link. */
export async function agencyMailSettings(db: Kysely<Database> = getDb()): Promise<MailSettings> {
  return mailSettings(await readAgencySettings(defaultLocale, db));
}

/** The agency's name as a mail leaving now gives its sender (the environment's before the seed). */
export async function agencyName(db: Kysely<Database>): Promise<string> {
  return (await readSiteName(db)) ?? settings().SITE_NAME;
}
