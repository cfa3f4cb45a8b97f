import 'server-only';
import * as z from 'zod/mini';
import { adminMessages } from '@/i18n/admin-messages';
import {
  siteSettingsFormValues,
  siteSettingsSchema,
  type SiteSettingsValues,
} from '@/lib/admin/site-settings-schema';
import {
  readSiteSettings,
  replaceSiteSettings,
  settingsDocument,
} from '@/server/site-settings/site-settings.server';
import { contentFileKind } from './content-file-kind.server';
import { writeChangedDrafts } from './file-drafts.server';

/** The settings as their form holds them, less the version it was opened on: their draft. */
function settingsDraftValues(values: SiteSettingsValues): Record<string, unknown> {
  const { version: _opened, ...draft } = siteSettingsFormValues(0, values);
  return draft;
}

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
  async replaceDrafts(trx, values, by) {
    const stored = await readSiteSettings(trx);
    return writeChangedDrafts(
      trx,
      { file: 'settings.json', kind: settingsDocument.kind },
      [
        {
          name: 'the settings',
          document: settingsDocument.document,
          values: settingsDraftValues(values),
        },
      ],
      new Map(
        stored
          ? [
              [
                settingsDocument.document,
                { base: String(stored.version), values: settingsDraftValues(stored.values) },
              ],
            ]
          : [],
      ),
      by,
    );
  },
});
