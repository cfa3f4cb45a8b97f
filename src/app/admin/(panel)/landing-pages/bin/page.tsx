import type { Metadata } from 'next';
import Link from 'next/link';
import { BinTable } from '@/components/admin/bin/bin-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { binRetentionDays } from '@/server/bin/bin.server';
import { getDb } from '@/server/db/connection.server';
import { listDeletedLandingPages } from '@/server/landing-pages/landing-pages-admin.server';
import { restoreDeletedLandingPage } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  await requireStaff();
  const t = await adminTranslator();
  return { title: t('landing-pages.bin.metaTitle') };
}

/** /admin/landing-pages/bin (staff): the deleted landing pages, restorable 30 days (decision 065). */
export default async function LandingPageBinPage() {
  await requireStaff();
  const [t, entries] = await Promise.all([adminTranslator(), listDeletedLandingPages(getDb())]);
  return (
    <>
      <PageHeader
        title={t('landing-pages.bin.title')}
        description={t('landing-pages.bin.description', { days: binRetentionDays })}
        actions={
          <Link
            href="/admin/landing-pages"
            className="text-sm font-medium text-accent hover:underline"
          >
            {t('landing-pages.bin.back')}
          </Link>
        }
      />
      <BinTable
        entries={entries}
        caption={t('landing-pages.bin.caption')}
        action={restoreDeletedLandingPage}
      />
    </>
  );
}
