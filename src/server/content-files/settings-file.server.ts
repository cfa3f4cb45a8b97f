import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import { siteSettingsSchema } from '@/lib/admin/site-settings-schema';
import { readSiteSettings, replaceSiteSettings } from '@/server/site-settings/site-settings.server';
import { contentFileKind } from './content-file-kind.server';

/** The site settings as `settings.json`: the settings form's fields, without its version. */
export const settingsFile = contentFileKind({
  file: 'settings.json',
  errorTexts: adminMessages.en.settings.errors,
  schema: z.omit(siteSettingsSchema, { version: true }),
  async read(db) {
    const stored = await readSiteSettings(db);
    if (!stored) throw new Error('no site settings stored yet: run npm run db:seed first');
    return stored.values;
  },
  async replace(trx, values, by) {
    await replaceSiteSettings(trx, values, by);
    return 1;
  },
});
