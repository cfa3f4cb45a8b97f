/**
 * The newsletter's campaigns, last changed first: subject (a link to its editor or report) and
 * languages, state, the time that matters in that state, and once sending has begun the
 * recipients, delivered, failed and unsubscribed.
 */
import Link from 'next/link';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { CampaignListRow } from '@/server/newsletter/campaign-admin.server';
import { campaignStatusVariants, campaignTime } from './campaign-status';

export function CampaignsTable({
  rows,
  locale,
  t,
}: {
  rows: readonly CampaignListRow[];
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  const counted = (row: CampaignListRow, value: number) =>
    row.status === 'draft' || row.status === 'scheduled' ? (
      <span aria-hidden="true">—</span>
    ) : (
      value
    );
  return (
    <Table caption={t('newsletter.table.caption')}>
      <thead>
        <tr>
          <Th>{t('newsletter.table.subject')}</Th>
          <Th>{t('newsletter.table.status')}</Th>
          <Th>{t('newsletter.table.when')}</Th>
          <Th className="text-end">{t('newsletter.table.recipients')}</Th>
          <Th className="text-end">{t('newsletter.table.delivered')}</Th>
          <Th className="text-end">{t('newsletter.table.failed')}</Th>
          <Th className="text-end">{t('newsletter.table.unsubscribed')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? <EmptyRow colSpan={7}>{t('newsletter.empty')}</EmptyRow> : null}
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td className="max-w-80">
              <Link
                href={`/admin/newsletter/${row.id}`}
                className="block truncate font-medium text-fg underline-offset-4 hover:underline"
              >
                {row.subject || t('newsletter.noSubject')}
              </Link>
              <span className="mt-0.5 block text-xs text-fg-muted uppercase">
                <span className="sr-only">{t('newsletter.table.languages')}: </span>
                {row.locales.join(' · ')}
              </span>
            </Td>
            <Td>
              <StatusBadge variant={campaignStatusVariants[row.status]}>
                {t(`newsletter.status.${row.status}`)}
              </StatusBadge>
            </Td>
            <Td className="min-w-40 text-fg-muted">
              {t(`newsletter.when.${row.status}`, {
                date: formatAdminDate(locale, campaignTime(row)),
              })}
            </Td>
            <Td className="text-end tabular-nums">{counted(row, row.counts.recipients)}</Td>
            <Td className="text-end tabular-nums">{counted(row, row.counts.delivered)}</Td>
            <Td className="text-end tabular-nums">{counted(row, row.counts.failed)}</Td>
            <Td className="text-end tabular-nums">{counted(row, row.counts.unsubscribed)}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
