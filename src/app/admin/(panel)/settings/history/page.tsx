import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { DocumentHistory } from '@/components/admin/versions/document-history';
import { settingsTexts } from '@/components/admin/settings/settings-texts';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  listSiteSettingsVersions,
  readSiteSettings,
} from '@/server/site-settings/site-settings.server';
import { restoreSiteSettingsVersionAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireAdmin();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/** /admin/settings/history (admins only): the settings' versions, compared and restored. */
export default async function SiteSettingsHistoryPage({
  searchParams,
}: PageProps<'/admin/settings/history'>) {
  await requireAdmin();
  const [query, t, stored, versions] = await Promise.all([
    searchParams,
    adminTranslator(),
    readSiteSettings(getDb()),
    listSiteSettingsVersions(getDb()),
  ]);
  if (!stored) return adminNotFoundPage();
  return (
    <DocumentHistory
      formHref="/admin/settings"
      name={t('settings.title')}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restoreSiteSettingsVersionAction.bind(null, stored.version, number)
      }
      texts={(values, language) => settingsTexts(t, values, language)}
    />
  );
}
