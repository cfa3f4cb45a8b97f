/**
 * What became of a campaign that started sending: its counts (recipients, delivered, failed,
 * unsubscribed, still waiting), its web version, cancelling while it sends, the failed mails
 * with the mail server's answer and their retry, and who left after it. Addresses are shown to
 * admins; an editor sees a failed mail's domain only and the number who left.
 */
import { ExternalLink, RotateCw, XCircle } from 'lucide-react';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import { localizedHref } from '@/i18n/href';
import type { ActionResult } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type {
  CampaignListRow,
  FailedCampaignMail,
} from '@/server/newsletter/campaign-admin.server';
import { maskedRecipient } from '@/server/mail/masked-recipient';
import { CampaignActionButton } from './campaign-action-button';

export function CampaignReport({
  row,
  failed,
  leavers,
  isAdmin,
  locale,
  t,
  actions,
}: {
  row: CampaignListRow;
  failed: FailedCampaignMail[];
  /** Who left after it; admins only (undefined for an editor). */
  leavers: { email: string; unsubscribedAt: string }[] | undefined;
  isAdmin: boolean;
  locale: AdminLocale;
  t: AdminTranslator;
  actions: {
    cancel: (id: string) => Promise<ActionResult>;
    retry: (id: string) => Promise<ActionResult>;
  };
}) {
  const counts = [
    ['recipients', row.counts.recipients],
    ['delivered', row.counts.delivered],
    ['failed', row.counts.failed],
    ['unsubscribed', row.counts.unsubscribed],
    ['waiting', row.counts.waiting],
  ] as const;
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="campaign-report">
        <CardHeader
          id="campaign-report"
          title={t('newsletter.report.title')}
          description={row.status === 'cancelled' ? undefined : t('newsletter.report.locked')}
          actions={
            <>
              {row.publicPath ? (
                <a
                  href={localizedHref(row.publicPath, 'fr')}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm text-accent-strong underline-offset-4 hover:underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('newsletter.report.webVersion')}
                </a>
              ) : null}
              {row.status === 'sending' ? (
                <CampaignActionButton
                  campaignId={row.id}
                  action={actions.cancel}
                  confirmText={t('newsletter.editor.actions.cancelConfirm')}
                  variant="danger"
                >
                  <XCircle aria-hidden="true" className="size-4" />
                  {t('newsletter.editor.actions.cancel')}
                </CampaignActionButton>
              ) : null}
            </>
          }
        />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {counts.map(([key, value]) => (
            <div key={key} className="rounded-lg border border-line bg-ink/60 p-3">
              <dt className="text-xs text-fg-muted">{t(`newsletter.report.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-fg tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card as="section" aria-labelledby="campaign-failed">
        <CardHeader
          id="campaign-failed"
          title={t('newsletter.report.failedTitle')}
          description={failed.length > 0 ? t('newsletter.report.retryHint') : undefined}
          actions={
            failed.length > 0 && row.status !== 'cancelled' ? (
              <CampaignActionButton campaignId={row.id} action={actions.retry}>
                <RotateCw aria-hidden="true" className="size-4" />
                {t('newsletter.report.retry')}
              </CampaignActionButton>
            ) : null
          }
        />
        <Table caption={t('newsletter.report.failedCaption')}>
          <thead>
            <tr>
              <Th>{t('newsletter.report.recipient')}</Th>
              <Th>{t('newsletter.report.error')}</Th>
              <Th className="text-end">{t('newsletter.report.attempts')}</Th>
            </tr>
          </thead>
          <tbody>
            {failed.length === 0 ? (
              <EmptyRow colSpan={3}>{t('newsletter.report.failedEmpty')}</EmptyRow>
            ) : null}
            {failed.map((mail) => (
              <Tr key={mail.id}>
                <Td className="whitespace-nowrap">
                  {isAdmin ? mail.recipient : maskedRecipient(mail.recipient)}
                </Td>
                <Td className="max-w-md font-mono text-xs break-words text-fg-muted">
                  {isAdmin
                    ? mail.error
                    : mail.error.replaceAll(mail.recipient, maskedRecipient(mail.recipient))}
                </Td>
                <Td className="text-end tabular-nums">{mail.attempts}</Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </Card>

      <Card as="section" aria-labelledby="campaign-left">
        <CardHeader
          id="campaign-left"
          title={t('newsletter.report.leftTitle')}
          description={isAdmin ? undefined : t('newsletter.report.leftAdminsOnly')}
        />
        {leavers ? (
          <Table caption={t('newsletter.report.leftCaption')}>
            <thead>
              <tr>
                <Th>{t('newsletter.report.email')}</Th>
                <Th>{t('newsletter.report.when')}</Th>
              </tr>
            </thead>
            <tbody>
              {leavers.length === 0 ? (
                <EmptyRow colSpan={2}>{t('newsletter.report.leftEmpty')}</EmptyRow>
              ) : null}
              {leavers.map((leaver) => (
                <Tr key={leaver.email}>
                  <Td>{leaver.email}</Td>
                  <Td className="whitespace-nowrap text-fg-muted">
                    {formatAdminDate(locale, leaver.unsubscribedAt)}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p className="text-2xl font-semibold tabular-nums">{row.counts.unsubscribed}</p>
        )}
      </Card>
    </div>
  );
}
