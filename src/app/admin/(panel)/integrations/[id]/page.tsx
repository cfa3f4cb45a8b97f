import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveriesTable } from '@/components/admin/integrations/deliveries-table';
import { shownUrl } from '@/components/admin/integrations/endpoints-table';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  getWebhookEndpoint,
  listWebhookDeliveries,
} from '@/server/webhooks/webhook-endpoints.server';
import { resendDelivery } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('integrations.metaTitle') };
}

/** /admin/integrations/{id} (admins only): an endpoint's last deliveries, with 'Renvoyer'. */
export default async function WebhookDeliveriesPage({
  params,
}: PageProps<'/admin/integrations/[id]'>) {
  await requireAdmin();
  const [t, locale, { id }] = await Promise.all([adminTranslator(), adminLocale(), params]);
  const db = getDb();
  const endpoint = await getWebhookEndpoint(db, id);
  if (!endpoint) notFound();
  const deliveries = await listWebhookDeliveries(db, id);
  return (
    <>
      <PageHeader
        title={t('integrations.deliveries.title', { host: new URL(endpoint.url).host })}
        description={
          <>
            <span className="block font-mono text-xs break-all" dir="ltr">
              {shownUrl(endpoint)}
            </span>
            {t('integrations.deliveries.description')}
          </>
        }
        actions={
          <LinkButton href="/admin/integrations" variant="secondary" size="sm">
            {t('integrations.deliveries.back')}
          </LinkButton>
        }
      />
      <DeliveriesTable deliveries={deliveries} locale={locale} t={t} resend={resendDelivery} />
    </>
  );
}
