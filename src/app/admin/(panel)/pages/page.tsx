import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/ui/page-header';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listSectionPages } from '@/server/page-sections/page-sections.server';
import { countMissedSectionSchedules } from '@/server/schedules/scheduled-publications.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('pages.metaTitle') };
}

/**
 * /admin/pages (editors and admins): the pages made of sections, each opening its sections; a
 * page with unpublished drafts says how many, and so does one whose scheduled publications were
 * missed (decision 070).
 */
export default async function AdminPagesPage() {
  await requireStaff();
  const [t, pages, missed] = await Promise.all([
    adminTranslator(),
    listSectionPages(getDb()),
    countMissedSectionSchedules(getDb()),
  ]);
  return (
    <>
      <PageHeader title={t('pages.title')} description={t('pages.description')} />
      <Table caption={t('pages.title')}>
        <thead>
          <tr>
            <Th>{t('pages.table.page')}</Th>
            <Th>{t('pages.table.sections')}</Th>
            <Th>{t('pages.table.updated')}</Th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <Tr key={page.page}>
              <Td>
                <Link
                  href={`/admin/pages/${page.page}`}
                  className="font-medium text-accent-strong underline underline-offset-4"
                >
                  {t(`pages.names.${page.page}`)}
                </Link>
                {page.path ? (
                  <span className="ms-2 text-fg-muted" dir="ltr">
                    {page.path}
                  </span>
                ) : null}
              </Td>
              <Td>
                <div className="flex flex-wrap items-center gap-2">
                  {t('pages.table.count', { count: page.sections, hidden: page.hidden })}
                  {page.drafts > 0 ? (
                    <StatusBadge variant="warning">
                      {t('pages.drafts.pagesHaveDrafts', { count: page.drafts })}
                    </StatusBadge>
                  ) : null}
                  {(missed[page.page] ?? 0) > 0 ? (
                    <StatusBadge variant="danger">
                      {t('pages.schedule.pagesMissed', { count: missed[page.page] ?? 0 })}
                    </StatusBadge>
                  ) : null}
                </div>
              </Td>
              <Td>
                {page.updatedAt ? (
                  <time dateTime={page.updatedAt}>{page.updatedAt.slice(0, 10)}</time>
                ) : null}
              </Td>
            </Tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
