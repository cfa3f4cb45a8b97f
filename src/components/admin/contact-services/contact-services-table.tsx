import { TranslatedContentTable } from '@/components/admin/content/translated-content-table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { ContactServiceSummary } from '@/server/contact/contact-service-admin.server';

/** The contact form's service options in the form's order: label and the value requests store. */
export async function ContactServicesTable({ rows }: { rows: ContactServiceSummary[] }) {
  const t = await adminTranslator();
  return (
    <TranslatedContentTable
      kind="contact-services"
      rows={rows}
      editLabel={(row) => t('contact-services.table.editLabel', { label: row.label })}
      columns={[
        {
          header: t('contact-services.table.label'),
          className: 'min-w-64 font-medium',
          cell: (row) => row.label,
        },
        {
          header: t('contact-services.table.value'),
          className: 'whitespace-nowrap font-mono text-xs text-fg-muted',
          cell: (row) => row.id,
        },
      ]}
    />
  );
}
