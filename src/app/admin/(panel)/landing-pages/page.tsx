import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/content-screens';
import { SharedWordsNote } from '@/components/admin/content/shared-words-note';
import { LandingPagesTable } from '@/components/admin/landing-pages/landing-pages-table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listAdminLandingPages } from '@/server/landing-pages/landing-pages-admin.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('landing-pages.metaTitle') };
}

/** /admin/landing-pages: every landing page in the services page's order, and the link to its bin. */
export default async function AdminLandingPagesPage() {
  await requireStaff();
  const rows = await listAdminLandingPages(getDb());
  return (
    <ContentListScreen kind="landing-pages" count={rows.length} binHref="/admin/landing-pages/bin">
      <SharedWordsNote kind="landing-pages" />
      <LandingPagesTable rows={rows} />
    </ContentListScreen>
  );
}
