import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { ServiceIcon } from '@/components/site/service-icon';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { ServiceSummary } from '@/server/services/service-admin.server';

/** Every service in display order, with its public page when it is shown. */
export function ServicesTable({
  rows,
  t,
  locale,
}: {
  rows: ServiceSummary[];
  t: AdminTranslator;
  locale: AdminLocale;
}) {
  return (
    <Table caption={t('services.table.caption')}>
      <thead>
        <tr>
          <Th className="w-16">{t('services.table.order')}</Th>
          <Th>{t('services.table.service')}</Th>
          <Th>{t('services.table.price')}</Th>
          <Th>{t('services.table.visibility')}</Th>
          <Th>{t('services.table.updated')}</Th>
          <Th>
            <span className="sr-only">{t('ui.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>{t('services.empty')}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td className="font-mono text-fg-muted tabular-nums">{row.sortOrder}</Td>
              <Td className="min-w-64">
                <span className="flex items-center gap-3">
                  <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/10 text-accent-strong">
                    <ServiceIcon name={row.icon} className="size-4" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium">{row.title}</span>
                    <PublicPath
                      row={row}
                      label={t('services.table.viewLabel', { title: row.title })}
                    />
                  </span>
                </span>
              </Td>
              <Td className="whitespace-nowrap text-fg-muted">{row.price}</Td>
              <Td>
                <StatusBadge variant={row.visible ? 'success' : 'neutral'}>
                  {row.visible ? t('services.visible') : t('services.hidden')}
                </StatusBadge>
              </Td>
              <Td className="whitespace-nowrap text-fg-muted">
                {formatAdminDate(locale, row.updatedAt)}
              </Td>
              <Td className="text-end">
                <Link
                  href={`/admin/services/${encodeURIComponent(row.id)}`}
                  aria-label={t('services.table.editLabel', { title: row.title })}
                  className="font-medium text-accent-strong hover:text-fg hover:underline"
                >
                  {t('services.table.edit')}
                </Link>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

/** The service's public address: a link while it is shown, plain text while hidden. */
function PublicPath({ row, label }: { row: ServiceSummary; label: string }) {
  const path = `/services/${row.id}`;
  if (!row.visible) return <span className="block font-mono text-xs text-fg-muted">{path}</span>;
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex items-center gap-1 font-mono text-xs text-fg-muted hover:text-accent-strong"
    >
      {path}
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}
