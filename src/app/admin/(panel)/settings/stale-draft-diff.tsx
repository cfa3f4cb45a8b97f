import { settingsTexts } from '@/components/admin/settings/settings-texts';
import { StaleDraftDiffs } from '@/components/admin/drafts/stale-draft-diffs';
import type { SiteSettingsDraftValues } from '@/lib/admin/site-settings-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { StoredSiteSettings } from '@/server/site-settings/site-settings.server';

/**
 * What differs between the settings as published now and a draft drawn from an older version
 * (decision 071), per language that differs, like the history's comparison: the admin reads it
 * before keeping the draft over the live settings.
 */
export async function StaleDraftDiff({
  published,
  draft,
}: {
  published: StoredSiteSettings;
  draft: SiteSettingsDraftValues;
}) {
  const t = await adminTranslator();
  return (
    <StaleDraftDiffs
      live={t('settings.drafts.live', { number: published.version })}
      texts={(language) => ({
        published: settingsTexts(t, published.values, language),
        draft: settingsTexts(t, draft, language),
      })}
    />
  );
}
