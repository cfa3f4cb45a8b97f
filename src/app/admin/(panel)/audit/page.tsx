import type { Metadata } from 'next';
import { requestedPage } from '@/lib/admin/requested-page';
import { Button } from '@/components/admin/ui/button';
import { selectClass } from '@/components/admin/ui/form-field';
import { Pagination } from '@/components/admin/ui/pagination';
import { AuditTable } from '@/components/admin/audit/audit-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { auditKinds, listAuditLog, type AuditKind } from '@/server/audit/audit-log.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { getDb } from '@/server/db/connection.server';

const pageSize = 50;

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('audit.metaTitle') };
}

function requestedKind(value: string | string[] | undefined): AuditKind {
  return auditKinds.find((kind) => kind === value) ?? 'all';
}

/**
 * /admin/audit (admins only): every admin mutation and every sign-in and access event, newest
 * first, 50 a page, filtered by kind.
 */
export default async function AdminAuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  await requireAdmin();
  const [t, locale, query] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const kind = requestedKind(query.kind);
  const asked = requestedPage(query.page);
  const read = (page: number) =>
    listAuditLog(getDb(), { limit: pageSize, offset: (page - 1) * pageSize, kind });
  let log = await read(asked);
  const pages = Math.max(1, Math.ceil(log.total / pageSize));
  // A page past the end (an old link, a typed URL) shows the last one.
  const page = Math.min(asked, pages);
  if (page !== asked) log = await read(page);
  const hrefOf = (target: number) => {
    const params = new URLSearchParams();
    if (kind !== 'all') params.set('kind', kind);
    if (target !== 1) params.set('page', String(target));
    const search = params.toString();
    return search ? `/admin/audit?${search}` : '/admin/audit';
  };

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description', { count: log.total })}
      />
      <form method="get" action="/admin/audit" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1.5 block font-medium text-fg">{t('audit.filter.label')}</span>
          <select name="kind" defaultValue={kind} className={`${selectClass} sm:w-64`}>
            {auditKinds.map((option) => (
              <option key={option} value={option}>
                {t(`audit.filter.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          {t('audit.filter.apply')}
        </Button>
      </form>
      <AuditTable
        rows={log.rows}
        locale={locale}
        t={t}
        services={await serviceLabels(getDb(), locale)}
      />
      <Pagination
        page={page}
        pages={pages}
        hrefOf={hrefOf}
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
