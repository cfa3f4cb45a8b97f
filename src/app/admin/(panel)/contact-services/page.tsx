import type { Metadata } from 'next';
import { ContactServicesTable } from '@/components/admin/contact-services/contact-services-table';
import { ContentListScreen } from '@/components/admin/content/content-screens';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { listAdminContactServices } from '@/server/contact/contact-service-admin.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('contact-services.metaTitle') };
}

/** /admin/contact-services: the contact form's service options, switched-off ones included. */
export default async function AdminContactServicesPage() {
  await requireStaff();
  const rows = await listAdminContactServices(getDb());
  return (
    <ContentListScreen kind="contact-services" count={rows.length}>
      <ContactServicesTable rows={rows} />
    </ContentListScreen>
  );
}
