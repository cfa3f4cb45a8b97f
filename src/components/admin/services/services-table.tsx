import { ExternalLink } from 'lucide-react';
import { TranslatedContentTable } from '@/components/admin/content/translated-content-table';
import { ServiceIcon } from '@/components/site/service-icon';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { ServiceSummary } from '@/server/services/service-admin.server';

/** Every service in display order, with its public page when it is shown. */
export async function ServicesTable({ rows }: { rows: ServiceSummary[] }) {
  const t = await adminTranslator();
  return (
    <TranslatedContentTable
      kind="services"
      rows={rows}
      editLabel={(row) => t('services.table.editLabel', { title: row.title })}
      columns={[
        {
          header: t('services.table.service'),
          className: 'min-w-64',
          cell: (row) => (
            <span className="flex items-center gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/10 text-accent-strong">
                <ServiceIcon name={row.icon} className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{row.title}</span>
                <PublicPath row={row} label={t('services.table.viewLabel', { title: row.title })} />
              </span>
            </span>
          ),
        },
        {
          header: t('services.table.price'),
          className: 'whitespace-nowrap text-fg-muted',
          cell: (row) => row.price,
        },
      ]}
    />
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
