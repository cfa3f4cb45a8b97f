import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentListScreen } from '@/components/admin/content/content-screens';
import { LandingPagesTable } from '@/components/admin/landing-pages/landing-pages-table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listAdminLandingPages } from '@/server/landing-pages/landing-pages-admin.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('landing-pages.metaTitle') };
}

/** /admin/landing-pages: every landing page in the services page's order. */
export default async function AdminLandingPagesPage() {
  await requireStaff();
  const [t, rows] = await Promise.all([adminTranslator(), listAdminLandingPages(getDb())]);
  return (
    <ContentListScreen kind="landing-pages" count={rows.length}>
      <p className="mb-4 text-sm text-fg-muted">
        {t.rich('landing-pages.sharedWords', {
          link: (chunks) => (
            <Link
              href="/admin/pages/landing"
              className="font-medium text-accent-strong underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <LandingPagesTable rows={rows} />
    </ContentListScreen>
  );
}
