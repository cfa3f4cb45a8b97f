import type { Metadata } from 'next';
import { Pagination } from '@/components/admin/ui/pagination';
import { AuditTable } from '@/components/admin/audit/audit-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { listAuditLog } from '@/server/admin/audit.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

const pageSize = 50;

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('audit.metaTitle') };
}

function requestedPage(value: string | string[] | undefined): number {
  const page = typeof value === 'string' ? Number.parseInt(value, 10) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /admin/audit (admins only): every admin mutation, newest first, 50 a page. */
export default async function AdminAuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  await requireAdmin();
  const [t, locale, query] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const asked = requestedPage(query.page);
  let log = await listAuditLog(getDb(), { limit: pageSize, offset: (asked - 1) * pageSize });
  const pages = Math.max(1, Math.ceil(log.total / pageSize));
  // A page past the end (an old link, a typed URL) shows the last one.
  const page = Math.min(asked, pages);
  if (page !== asked)
    log = await listAuditLog(getDb(), { limit: pageSize, offset: (page - 1) * pageSize });

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description', { count: log.total })}
      />
      <AuditTable rows={log.rows} locale={locale} t={t} />
      <Pagination
        page={page}
        pages={pages}
        hrefOf={(target) => (target === 1 ? '/admin/audit' : `/admin/audit?page=${target}`)}
        texts={{
          label: t('audit.paginationLabel'),
          previous: t('ui.previous'),
          next: t('ui.next'),
          pageOf: t('ui.pageOf', { page, pages }),
        }}
      />
    </>
  );
}
