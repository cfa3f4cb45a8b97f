import type { Metadata } from 'next';
import { Pagination } from '@/components/admin/ui/pagination';
import { SubscriberCounts } from '@/components/admin/subscribers/subscriber-counts';
import { SubscriberFilterForm } from '@/components/admin/subscribers/subscriber-filters';
import { SubscriberImport } from '@/components/admin/subscribers/subscriber-import';
import { SubscriberLanguages } from '@/components/admin/subscribers/subscriber-languages';
import { SubscribersTable } from '@/components/admin/subscribers/subscribers-table';
import { locales } from '@/i18n/locales';
import { CsvExportLinks } from '@/components/admin/ui/csv-export-links';
import { PageHeader } from '@/components/admin/ui/page-header';
import { parsePage } from '@/lib/admin/contact-filters';
import { parseSubscriberFilters, subscriberFiltersQuery } from '@/lib/admin/subscriber-filters';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { languageName } from '@/lib/admin/language-name';
import {
  listSubscribers,
  subscriberCounts,
  subscriberCountsByLanguage,
} from '@/server/newsletter/subscriber-admin.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { importSubscriberFile } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('subscribers.metaTitle') };
}

/**
 * /admin/subscribers (admins only: the mailing list is not among the editors' areas): counts
 * per state and per language, the list by state, language and search, its CSV export, and the
 * import of addresses that consented elsewhere.
 */
export default async function AdminSubscribersPage({
  searchParams,
}: PageProps<'/admin/subscribers'>) {
  await requireAdmin();
  const [t, locale, query] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const filters = parseSubscriberFilters(query);
  const db = getDb();
  const [list, counts, byLanguage] = await Promise.all([
    listSubscribers(db, filters, parsePage(query)),
    subscriberCounts(db),
    subscriberCountsByLanguage(db),
  ]);
  const filtersQuery = subscriberFiltersQuery(filters);

  return (
    <>
      <PageHeader
        title={t('subscribers.title')}
        description={t('subscribers.description')}
        actions={
          <CsvExportLinks
            href={`/api/admin/subscribers/export${filtersQuery}`}
            total={list.total}
            label={t('subscribers.export')}
            t={t}
          />
        }
      />
      <SubscriberCounts counts={counts} current={filters.state} t={t} />
      <SubscriberLanguages counts={byLanguage} current={filters.language} locale={locale} t={t} />
      <SubscriberFilterForm filters={filters} locale={locale} t={t} />
      <p className="mb-3 text-sm text-fg-muted">{t('subscribers.count', { count: list.total })}</p>
      <SubscribersTable rows={list.rows} filtered={filtersQuery !== ''} locale={locale} t={t} />
      <Pagination
        page={list.page}
        pages={list.pageCount}
        hrefOf={(target) => `/admin/subscribers${subscriberFiltersQuery(filters, target)}`}
        texts={{
          label: t('subscribers.paginationLabel'),
          previous: t('ui.previous'),
          next: t('ui.next'),
          pageOf: t('ui.pageOf', { page: list.page, pages: list.pageCount }),
        }}
      />
      <SubscriberImport
        languageNames={
          Object.fromEntries(
            locales.map((language) => [language, languageName(locale, language)]),
          ) as Record<(typeof locales)[number], string>
        }
        importFile={importSubscriberFile}
      />
    </>
  );
}
