import { settingsTexts } from '@/components/admin/settings/settings-texts';
import { VersionDiff } from '@/components/admin/versions/version-diff';
import type { SiteSettingsDraftValues } from '@/lib/admin/site-settings-schema';
import { contentLocales } from '@/lib/admin/translated-content';
import { textsDiff } from '@/lib/versions/text-diff';
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
  const languages = contentLocales.flatMap((language) => {
    const diffs = textsDiff(
      language,
      settingsTexts(t, published.values, language),
      settingsTexts(t, draft, language),
    );
    return diffs.length > 0 ? [{ language, diffs }] : [];
  });
  return (
    <section aria-label={t('drafts.staleDiffTitle')} className="space-y-4">
      {languages.map(({ language, diffs }) => (
        <VersionDiff
          key={language}
          language={language}
          diffs={diffs}
          from={t('settings.drafts.live', { number: published.version })}
          to={t('drafts.badge')}
          caption={(languageName) => t('drafts.diffCaption', { language: languageName })}
        />
      ))}
    </section>
  );
}
