import type { Metadata } from 'next';
import { AddEndpoint } from '@/components/admin/integrations/add-endpoint';
import { EndpointsTable } from '@/components/admin/integrations/endpoints-table';
import { SecretReveal } from '@/components/admin/integrations/secret-reveal';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listWebhookEndpoints } from '@/server/webhooks/webhook-endpoints.server';
import {
  addWebhookEndpoint,
  disableWebhookEndpoint,
  enableWebhookEndpoint,
  removeWebhookEndpoint,
  rotateEndpointSecret,
  sendTestWebhook,
} from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('integrations.metaTitle') };
}

/** /admin/integrations (admins only): the outgoing webhooks' endpoints (decision 078). */
export default async function AdminIntegrationsPage() {
  await requireAdmin();
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const endpoints = await listWebhookEndpoints(getDb());
  return (
    <>
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      <SecretReveal>
        <AddEndpoint action={addWebhookEndpoint} />
        <EndpointsTable
          endpoints={endpoints}
          locale={locale}
          t={t}
          actions={{
            enable: enableWebhookEndpoint,
            disable: disableWebhookEndpoint,
            remove: removeWebhookEndpoint,
            test: sendTestWebhook,
            rotate: rotateEndpointSecret,
          }}
        />
      </SecretReveal>
    </>
  );
}
