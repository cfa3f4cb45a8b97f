import { Plus } from 'lucide-react';
import type { Metadata } from 'next';
import { CampaignsTable } from '@/components/admin/newsletter/campaigns-table';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { listCampaigns, newCampaignId } from '@/server/newsletter/campaign-admin.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('newsletter.metaTitle') };
}

/**
 * /admin/newsletter (admins and editors): every campaign with its state and, once it has
 * started sending, its recipients, delivered, failed and unsubscribed; a new one starts here.
 */
export default async function AdminNewsletterPage() {
  await requireStaff();
  const [t, locale, campaigns] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    listCampaigns(getDb()),
  ]);
  return (
    <>
      <PageHeader
        title={t('newsletter.title')}
        description={t('newsletter.description')}
        actions={
          <LinkButton href={`/admin/newsletter/${newCampaignId}`} variant="primary">
            <Plus aria-hidden="true" className="size-4" />
            {t('newsletter.new')}
          </LinkButton>
        }
      />
      <CampaignsTable rows={campaigns} locale={locale} t={t} />
    </>
  );
}
