import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CampaignEditor } from '@/components/admin/newsletter/campaign-editor';
import { CampaignReport } from '@/components/admin/newsletter/campaign-report';
import { campaignStatusVariants } from '@/components/admin/newsletter/campaign-status';
import { SentCampaignTexts } from '@/components/admin/newsletter/sent-campaign-texts';
import { PageHeader } from '@/components/admin/ui/page-header';
import { HistoryLink } from '@/components/admin/versions/document-history';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { locales, type Locale } from '@/i18n/locales';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import {
  campaignLeavers,
  failedCampaignMails,
  getCampaign,
  newCampaign,
  newCampaignId,
} from '@/server/newsletter/campaign-admin.server';
import { languageName } from '@/lib/admin/language-name';
import { subscriberCountsByLanguage } from '@/server/newsletter/subscriber-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  cancelNewsletter,
  deleteNewsletter,
  previewNewsletter,
  retryNewsletterFailures,
  saveNewsletter,
  scheduleNewsletter,
  sendNewsletterNow,
  sendNewsletterTest,
} from '../actions';
import { imagesMissingAltAction } from '../../media/actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('newsletter.editor.metaTitle') };
}

/**
 * /admin/newsletter/[id]: a draft or scheduled campaign in its editor (texts, live preview,
 * images, test, schedule, send); once it has started sending, its report and what was sent.
 * /admin/newsletter/new: a new letter's editor, the letter created by its first save.
 */
export default async function AdminCampaignPage({ params }: PageProps<'/admin/newsletter/[id]'>) {
  const staff = await requireStaff();
  const { id } = await params;
  const db = getDb();
  const [t, locale, campaign] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    // "Nouvelle lettre": the editor, empty; the letter exists from its first save.
    id === newCampaignId ? newCampaign() : getCampaign(db, id),
  ]);
  if (!campaign) notFound();
  const isAdmin = staff.role === 'admin';
  const { row } = campaign;
  const languageNames = Object.fromEntries(
    locales.map((language) => [language, languageName(locale, language)]),
  ) as Record<Locale, string>;

  const header = (
    <>
      <Link
        href="/admin/newsletter"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-fg-muted hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4 flip-rtl" />
        {t('newsletter.editor.back')}
      </Link>
      <PageHeader
        title={row.subject || t('newsletter.noSubject')}
        description={
          <StatusBadge variant={campaignStatusVariants[row.status]}>
            {t(`newsletter.status.${row.status}`)}
          </StatusBadge>
        }
        // A new letter has no history until its first save creates it.
        actions={row.id ? <HistoryLink href={`/admin/newsletter/${row.id}/history`} /> : null}
      />
    </>
  );

  if (campaign.editable) {
    const audience = await subscriberCountsByLanguage(db);
    return (
      <>
        {header}
        <CampaignEditor
          initial={campaign}
          audience={
            Object.fromEntries(
              audience.map(({ locale: language, confirmed }) => [language, confirmed]),
            ) as Record<Locale, number>
          }
          staffEmail={staff.email}
          scheduledFor={
            row.status === 'scheduled' && row.scheduledAt
              ? formatAdminDate(locale, row.scheduledAt)
              : null
          }
          languageNames={languageNames}
          actions={{
            save: saveNewsletter,
            preview: previewNewsletter,
            test: sendNewsletterTest,
            schedule: scheduleNewsletter,
            sendNow: sendNewsletterNow,
            cancel: cancelNewsletter,
            remove: deleteNewsletter,
            missingAlt: imagesMissingAltAction,
          }}
        />
      </>
    );
  }

  const [failed, leavers] = await Promise.all([
    failedCampaignMails(db, id),
    isAdmin ? campaignLeavers(db, id) : Promise.resolve(undefined),
  ]);
  return (
    <>
      {header}
      <div className="space-y-6">
        <CampaignReport
          row={row}
          failed={failed}
          leavers={leavers}
          isAdmin={isAdmin}
          locale={locale}
          t={t}
          actions={{ cancel: cancelNewsletter, retry: retryNewsletterFailures }}
        />
        <section aria-labelledby="campaign-sent-texts">
          <h2 id="campaign-sent-texts" className="mb-3 text-base font-semibold text-fg">
            {t('newsletter.report.sentTitle')}
          </h2>
          <SentCampaignTexts
            values={campaign.values}
            languageNames={languageNames}
            preview={previewNewsletter}
          />
        </section>
      </div>
    </>
  );
}
