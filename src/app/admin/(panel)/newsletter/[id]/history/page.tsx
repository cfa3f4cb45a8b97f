import type { Metadata } from 'next';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { DocumentHistory } from '@/components/admin/versions/document-history';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  getCampaign,
  listCampaignVersions,
  type CampaignSnapshot,
} from '@/server/newsletter/campaign-admin.server';
import { restoreNewsletterVersion } from '../../actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('content.history.metaTitle') };
}

/**
 * A letter's texts in one language, labelled as its editor labels them: French also holds its
 * header image, which every language shares.
 */
function campaignTexts(
  t: AdminTranslator,
  campaign: CampaignSnapshot,
  language: Locale,
): DocumentTexts<string> {
  const texts: DocumentTexts<string> = new Map();
  if (language === defaultLocale)
    texts.set('image', { path: t('newsletter.editor.image.header'), text: campaign.image });
  const text = campaign.translations[language];
  for (const name of ['subject', 'preheader', 'body'] as const)
    texts.set(`text.${name}`, { path: t(`newsletter.editor.fields.${name}`), text: text[name] });
  return texts;
}

/**
 * /admin/newsletter/{id}/history: a letter's versions, compared, and restored while it is not
 * sent (decision 064); once it has gone, its history is read-only.
 */
export default async function CampaignHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/newsletter/[id]/history'>) {
  await requireStaff();
  const [{ id }, query, t] = await Promise.all([params, searchParams, adminTranslator()]);
  const [campaign, versions] = await Promise.all([
    getCampaign(getDb(), id),
    listCampaignVersions(getDb(), id),
  ]);
  if (!campaign) return adminNotFoundPage();
  const { row } = campaign;
  return (
    <DocumentHistory
      formHref={`/admin/newsletter/${id}`}
      name={row.subject || t('newsletter.noSubject')}
      versions={versions}
      query={query}
      restoreAction={
        campaign.editable
          ? (number) => restoreNewsletterVersion.bind(null, id, row.updatedAt, number)
          : undefined
      }
      texts={(snapshot, language) => campaignTexts(t, snapshot, language)}
    />
  );
}
