import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { DocumentHistory } from '@/components/admin/versions/document-history';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  agencyFields,
  figureNames,
  socialNetworks,
  type SiteSettingsValues,
} from '@/lib/admin/site-settings-schema';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
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

/**
 * The settings' texts in one language, labelled as their form labels them: French also holds
 * what every language shares (contact details, links, figures, the voice widget).
 */
function settingsTexts(
  t: AdminTranslator,
  values: SiteSettingsValues,
  language: Locale,
): DocumentTexts<string> {
  const texts: DocumentTexts<string> = new Map();
  const add = (key: string, path: string, text: string) => texts.set(key, { path, text });
  if (language === defaultLocale) {
    for (const name of agencyFields) add(name, t(`settings.fields.${name}`), values[name]);
    for (const network of socialNetworks)
      add(`social.${network}`, t(`settings.fields.social.${network}`), values.social[network]);
    for (const figure of figureNames)
      add(
        `figures.${figure}`,
        t(`settings.fields.figures.${figure}`),
        String(values.figures[figure]),
      );
    add(
      'voiceWidget',
      t('settings.fields.voiceWidget'),
      t(values.voiceWidget ? 'content.visible' : 'content.hidden'),
    );
  }
  const text = values.text[language];
  add('text.address', t('settings.fields.text.address'), text.address);
  add('text.officeHours', t('settings.fields.text.officeHours'), text.officeHours);
  return texts;
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
