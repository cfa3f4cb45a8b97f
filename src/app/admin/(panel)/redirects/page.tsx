import type { Metadata } from 'next';
import { requestedPage } from '@/lib/admin/requested-page';
import { AddRedirectButton } from '@/components/admin/redirects/add-redirect-button';
import { RedirectsTable } from '@/components/admin/redirects/redirects-table';
import { Button } from '@/components/admin/ui/button';
import { inputClass } from '@/components/admin/ui/form-field';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pagination } from '@/components/admin/ui/pagination';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listRedirects } from '@/server/redirects/redirects.server';
import { addRedirect, removeRedirect } from './actions';

const pageSize = 50;

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('redirects.metaTitle') };
}

/**
 * /admin/redirects (staff): the old addresses kept alive (decision 023), made by slug changes and
 * deletions or added by hand, 50 a page, searchable by path.
 */
export default async function AdminRedirectsPage({ searchParams }: PageProps<'/admin/redirects'>) {
  await requireStaff();
  const [t, locale, params] = await Promise.all([adminTranslator(), adminLocale(), searchParams]);
  const query = typeof params.q === 'string' ? params.q.trim().slice(0, 100) : '';
  const asked = requestedPage(params.page);
  const read = (page: number) =>
    listRedirects(getDb(), { limit: pageSize, offset: (page - 1) * pageSize, query });
  let list = await read(asked);
  const pages = Math.max(1, Math.ceil(list.total / pageSize));
  // A page past the end (an old link, a typed URL) shows the last one.
  const page = Math.min(asked, pages);
  if (page !== asked) list = await read(page);
  const hrefOf = (target: number) => {
    const next = new URLSearchParams();
    if (query) next.set('q', query);
    if (target !== 1) next.set('page', String(target));
    const search = next.toString();
    return search ? `/admin/redirects?${search}` : '/admin/redirects';
  };

  return (
    <>
      <PageHeader
        title={t('redirects.title')}
        description={t('redirects.description', { count: list.total })}
        actions={<AddRedirectButton action={addRedirect} />}
      />
      <form method="get" action="/admin/redirects" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="mb-1.5 block font-medium text-fg">{t('redirects.search.label')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query}
            dir="ltr"
            className={`${inputClass} sm:w-72`}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('redirects.search.apply')}
        </Button>
      </form>
      <RedirectsTable rows={list.rows} locale={locale} t={t} remove={removeRedirect} />
      <Pagination
        page={page}
        pages={pages}
        hrefOf={hrefOf}
        texts={{
          label: t('redirects.paginationLabel'),
          previous: t('ui.previous'),
          next: t('ui.next'),
          pageOf: t('ui.pageOf', { page, pages }),
        }}
      />
    </>
  );
}
