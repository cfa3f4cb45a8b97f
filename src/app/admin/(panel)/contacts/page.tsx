import type { Metadata } from 'next';
import { Pagination } from '@/components/admin/ui/pagination';
import { ContactFilterForm } from '@/components/admin/contacts/contact-filters';
import { ContactsTable } from '@/components/admin/contacts/contacts-table';
import { CsvExportLinks } from '@/components/admin/ui/csv-export-links';
import { PageHeader } from '@/components/admin/ui/page-header';
import {
  contactFiltersQuery,
  defaultContactFilters,
  parseContactFilters,
  parsePage,
} from '@/lib/admin/contact-filters';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { listContacts } from '@/server/contact/contact-admin.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('contacts.metaTitle') };
}

/**
 * /admin/contacts: the inbox of contact requests, newest first, 25 a page, with the delivery of
 * each notification; filters and search live in the URL, and the CSV export takes the same.
 */
export default async function AdminContactsPage({ searchParams }: PageProps<'/admin/contacts'>) {
  await requireStaff();
  const [t, locale, query] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const filters = parseContactFilters(query);
  const [inbox, services] = await Promise.all([
    listContacts(getDb(), filters, parsePage(query)),
    serviceLabels(getDb(), locale),
  ]);
  const filtered = contactFiltersQuery(filters) !== contactFiltersQuery(defaultContactFilters);

  return (
    <>
      <PageHeader
        title={t('contacts.title')}
        description={t('contacts.description')}
        actions={
          <CsvExportLinks
            href={`/api/admin/contacts/export${contactFiltersQuery(filters)}`}
            total={inbox.total}
            label={t('contacts.export')}
            t={t}
          />
        }
      />
      <ContactFilterForm filters={filters} services={services} t={t} />
      <p className="mb-3 text-sm text-fg-muted" aria-live="polite">
        {t('contacts.count', { count: inbox.total })}
      </p>
      <ContactsTable rows={inbox.rows} filtered={filtered} />
      <Pagination
        page={inbox.page}
        pages={inbox.pageCount}
        hrefOf={(target) => `/admin/contacts${contactFiltersQuery(filters, target)}`}
        texts={{
          label: t('contacts.paginationLabel'),
          previous: t('ui.previous'),
          next: t('ui.next'),
          pageOf: t('ui.pageOf', { page: inbox.page, pages: inbox.pageCount }),
        }}
      />
    </>
  );
}
