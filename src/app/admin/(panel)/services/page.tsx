import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import { ServicesTable } from '@/components/admin/services/services-table';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { listAdminServices } from '@/server/services/service-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('services.metaTitle') };
}

/** /admin/services: every service, hidden ones included, in the public pages' order. */
export default async function AdminServicesPage() {
  await requireStaff();
  const [t, locale, rows] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    listAdminServices(getDb()),
  ]);
  return (
    <>
      <PageHeader
        title={t('services.title')}
        description={t('services.description')}
        actions={
          <LinkButton href="/admin/services/new" variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t('services.new')}
          </LinkButton>
        }
      />
      <p className="mb-3 text-sm text-fg-muted">{t('services.count', { count: rows.length })}</p>
      <ServicesTable rows={rows} t={t} locale={locale} />
    </>
  );
}
