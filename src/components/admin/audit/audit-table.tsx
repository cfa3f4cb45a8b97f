/**
 * The audit log, one line per admin mutation or sign-in event, newest first: when, who (their
 * e-mail, kept even after their account is deleted), what, on what, and a short detail (for a
 * sign-in event, the browser family; counts and states in the reader's language, decision 034).
 */
import { breakAnywhere, Table, EmptyRow, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import { readAuditDetail } from '@/lib/admin/audit-detail';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { AuditRow } from '@/server/audit/audit-log.server';
import { auditDetailText, type AuditReader } from './audit-detail-text';
import { auditActionLabel, auditTargetLabel } from './audit-labels';

/** A line's detail: the browser of a sign-in event, a stored detail in words, or the text kept. */
function detailOf(row: AuditRow, reader: AuditReader): string {
  if (row.user_agent) return reader.t('audit.browser', { family: row.user_agent });
  const detail = readAuditDetail(row.action, row.summary);
  return detail ? auditDetailText(detail, reader) : row.summary || '—';
}

export function AuditTable({
  rows,
  locale,
  t,
  services,
}: {
  rows: readonly AuditRow[];
  locale: AdminLocale;
  t: AdminTranslator;
  /** The contact form's service labels in `locale`, for details that name a service. */
  services: Readonly<Record<string, string>>;
}) {
  const reader = { t, locale, services };
  return (
    <Table caption={t('audit.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('audit.columns.when')}</Th>
          <Th>{t('audit.columns.who')}</Th>
          <Th>{t('audit.columns.action')}</Th>
          <Th>{t('audit.columns.target')}</Th>
          <Th>{t('audit.columns.summary')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? <EmptyRow colSpan={5}>{t('audit.empty')}</EmptyRow> : null}
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td className="min-w-32 text-fg-muted md:whitespace-nowrap">
              <time dateTime={row.created_at}>{formatAdminDate(locale, row.created_at)}</time>
            </Td>
            <Td className={`min-w-40 ${breakAnywhere}`}>
              {row.actor_email || (
                <span className="text-fg-muted">{t('audit.unknownAccount')}</span>
              )}
            </Td>
            <Td className="whitespace-nowrap">
              <span title={row.action}>{auditActionLabel(locale, row.action)}</span>
            </Td>
            <Td className="whitespace-nowrap">
              {auditTargetLabel(locale, row.target_type)}
              <span className="ms-2 font-mono text-xs text-fg-muted" title={row.target_id}>
                {row.target_id.slice(0, 8)}
              </span>
            </Td>
            <Td className="max-w-md min-w-48 break-words text-fg-muted">{detailOf(row, reader)}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
