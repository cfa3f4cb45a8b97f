/**
 * The webhook endpoints: where each goes, what it receives, in which format, whether it is on
 * (or was switched off after failing for 24 h), whether a rotated-out secret still signs, and its
 * actions: log, test, rotate the secret, on/off, delete.
 */
import { Trash2 } from 'lucide-react';
import Link from 'next/link';
import { Button, buttonClass } from '@/components/admin/ui/button';
import { ConfirmIdActionButton } from '@/components/admin/ui/confirm-id-action-button';
import { IdActionForm } from '@/components/admin/ui/id-action-form';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { AdminFormAction } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { WebhookEndpoint } from '@/server/webhooks/webhook-endpoints.server';
import { RotateSecretButton, type RotateAction } from './rotate-secret-button';
import { webhookEventKey } from './webhook-event-key';

export interface EndpointActions {
  enable: AdminFormAction;
  disable: AdminFormAction;
  remove: AdminFormAction;
  test: AdminFormAction;
  rotate: RotateAction;
}

/** A Slack URL's path is its secret: the list shows its host only. */
export function shownUrl(endpoint: Pick<WebhookEndpoint, 'url' | 'preset'>): string {
  const url = new URL(endpoint.url);
  return endpoint.preset === 'slack' ? `${url.origin}/…` : endpoint.url;
}

export function EndpointsTable({
  endpoints,
  locale,
  t,
  actions,
}: {
  endpoints: readonly WebhookEndpoint[];
  locale: AdminLocale;
  t: AdminTranslator;
  actions: EndpointActions;
}) {
  return (
    <Table caption={t('integrations.tableCaption')}>
      <thead>
        <tr>
          <Th>{t('integrations.columns.url')}</Th>
          <Th>{t('integrations.columns.events')}</Th>
          <Th>{t('integrations.columns.state')}</Th>
          <Th>
            <span className="sr-only">{t('integrations.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {endpoints.length === 0 ? <EmptyRow colSpan={4}>{t('integrations.empty')}</EmptyRow> : null}
        {endpoints.map((endpoint) => {
          const host = new URL(endpoint.url).host;
          return (
            <Tr key={endpoint.id}>
              <Td className="max-w-72 min-w-56">
                <span className="block font-mono text-xs break-all" dir="ltr">
                  {shownUrl(endpoint)}
                </span>
                <span className="text-xs text-fg-muted">
                  {t(`integrations.presets.${endpoint.preset}`)}
                </span>
              </Td>
              <Td className="min-w-40 text-xs text-fg-muted">
                {endpoint.events
                  .map((type) => t(`integrations.events.${webhookEventKey(type)}`))
                  .join(', ')}
              </Td>
              <Td>
                {endpoint.enabled ? (
                  <StatusBadge variant="success">{t('integrations.states.on')}</StatusBadge>
                ) : (
                  <StatusBadge variant={endpoint.switched_off_at ? 'danger' : 'neutral'}>
                    {endpoint.switched_off_at
                      ? t('integrations.states.switchedOff')
                      : t('integrations.states.off')}
                  </StatusBadge>
                )}
                {endpoint.enabled && endpoint.failing_since ? (
                  <span className="mt-1 block min-w-32 text-xs text-amber-300">
                    {t('integrations.states.failing', {
                      since: formatAdminDate(locale, endpoint.failing_since),
                    })}
                  </span>
                ) : null}
                {endpoint.previous_secret_expires_at ? (
                  <span className="mt-1 block min-w-32 text-xs text-fg-muted">
                    {t('integrations.states.previousSecret', {
                      until: formatAdminDate(locale, endpoint.previous_secret_expires_at),
                    })}
                  </span>
                ) : null}
              </Td>
              <Td>
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    href={`/admin/integrations/${endpoint.id}`}
                    className={buttonClass({ variant: 'secondary', size: 'sm' })}
                  >
                    {t('integrations.log')}
                  </Link>
                  {endpoint.enabled ? (
                    <IdActionForm id={endpoint.id} action={actions.test}>
                      <Button type="submit" variant="secondary" size="sm">
                        {t('integrations.sendTest')}
                      </Button>
                    </IdActionForm>
                  ) : null}
                  <RotateSecretButton id={endpoint.id} host={host} action={actions.rotate} />
                  <IdActionForm
                    id={endpoint.id}
                    action={endpoint.enabled ? actions.disable : actions.enable}
                  >
                    <Button type="submit" variant="ghost" size="sm">
                      {endpoint.enabled ? t('integrations.disable') : t('integrations.enable')}
                    </Button>
                  </IdActionForm>
                  <ConfirmIdActionButton
                    id={endpoint.id}
                    action={actions.remove}
                    confirmText={t('integrations.deleteConfirm', { host })}
                    label={t('integrations.deleteLabel', { host })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </ConfirmIdActionButton>
                </div>
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </Table>
  );
}
