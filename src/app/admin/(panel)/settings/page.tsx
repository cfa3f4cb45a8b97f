import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { SiteSettingsForm } from '@/components/admin/settings/site-settings-form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { HistoryLink } from '@/components/admin/versions/document-history';
import { siteSettingsFormValues } from '@/lib/admin/site-settings-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { readSiteSettings } from '@/server/site-settings/site-settings.server';
import { saveSiteSettingsAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('settings.metaTitle') };
}

/** /admin/settings (admins only): the agency's name, contact details, links and figures. */
export default async function SiteSettingsPage() {
  await requireAdmin();
  const [t, stored] = await Promise.all([adminTranslator(), readSiteSettings(getDb())]);
  if (!stored) return adminNotFoundPage();
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={<HistoryLink href="/admin/settings/history" />}
      />
      {/* A new version (this admin's save, or a reload after a conflict) starts a fresh form. */}
      <SiteSettingsForm
        key={stored.version}
        initial={siteSettingsFormValues(stored.version, stored.values)}
        action={saveSiteSettingsAction}
      />
    </>
  );
}
