import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { SiteSettingsForm } from '@/components/admin/settings/site-settings-form';
import { PreviewLink } from '@/components/admin/drafts/preview-link';
import { PageHeader } from '@/components/admin/ui/page-header';
import { HistoryLink } from '@/components/admin/versions/document-history';
import {
  siteSettingsDraftFormValues,
  siteSettingsFormValues,
} from '@/lib/admin/site-settings-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  readSiteSettings,
  readSiteSettingsDraft,
} from '@/server/site-settings/site-settings.server';
import {
  discardSiteSettingsDraftAction,
  publishSiteSettingsDraftAction,
  rebaseSiteSettingsDraftAction,
  saveSiteSettingsDraftAction,
} from './actions';
import { StaleDraftDiff } from './stale-draft-diff';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('settings.metaTitle') };
}

/**
 * /admin/settings (admins only): the agency's name, contact details, links and figures; their
 * draft when there is one (decision 071), else the published settings. A draft drawn from a
 * version published over since shows what differs.
 */
export default async function SiteSettingsPage() {
  await requireAdmin();
  const [t, stored, draft] = await Promise.all([
    adminTranslator(),
    readSiteSettings(getDb()),
    readSiteSettingsDraft(getDb()),
  ]);
  if (!stored) return adminNotFoundPage();
  const published = siteSettingsFormValues(stored.version, stored.values);
  const shown = draft ? siteSettingsDraftFormValues(published, draft.values) : published;
  const { version: _version, ...drafted } = shown;
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          <>
            {/* The contact page prints most of the settings: its preview shows their draft. */}
            <PreviewLink href="/admin/pages/contact/preview" />
            <HistoryLink href="/admin/settings/history" />
          </>
        }
      />
      {/* A publish, a discard or a draft kept over a newer version starts a fresh form. */}
      <SiteSettingsForm
        key={`${stored.version}-${draft?.base ?? 'published'}`}
        initial={shown}
        draft={
          draft
            ? { revision: draft.revision, savedAt: draft.updatedAt, savedBy: draft.updatedBy }
            : null
        }
        staleNote={
          draft && draft.base !== String(stored.version) ? (
            <StaleDraftDiff published={stored} draft={drafted} />
          ) : undefined
        }
        saveDraft={saveSiteSettingsDraftAction.bind(null, stored.version)}
        publish={publishSiteSettingsDraftAction.bind(null, stored.version)}
        discard={discardSiteSettingsDraftAction}
        keepDraft={rebaseSiteSettingsDraftAction.bind(null, stored.version)}
      />
    </>
  );
}
