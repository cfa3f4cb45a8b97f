import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/content-screens';
import { SharedWordsNote } from '@/components/admin/content/shared-words-note';
import { ServicesTable } from '@/components/admin/services/services-table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listAdminServices } from '@/server/services/service-admin.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('services.metaTitle') };
}

/** /admin/services: every service, hidden ones included, in the public pages' order. */
export default async function AdminServicesPage() {
  await requireStaff();
  const rows = await listAdminServices(getDb());
  return (
    <ContentListScreen kind="services" count={rows.length}>
      <SharedWordsNote kind="services" />
      <ServicesTable rows={rows} />
    </ContentListScreen>
  );
}
