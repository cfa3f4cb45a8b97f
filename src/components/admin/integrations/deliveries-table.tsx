/**
 * An endpoint's delivery log: each event, where it stands, the endpoint's last answer code and
 * how long it took, the attempts made and the next one, and 'Renvoyer' for a given-up one.
 */
import { Button } from '@/components/admin/ui/button';
import { IdActionForm } from '@/components/admin/ui/id-action-form';
import { StatusBadge, type BadgeVariant } from '@/components/admin/ui/status-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { AdminFormAction } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { WebhookDeliveryStatus } from '@/server/db/schema';
import type { WebhookDeliveryLine } from '@/server/webhooks/webhook-endpoints.server';
import { webhookEventKey } from './webhook-event-key';

const statusVariant: Record<WebhookDeliveryStatus, BadgeVariant> = {
  pending: 'warning',
  sending: 'info',
  delivered: 'success',
  failed: 'danger',
};

export function DeliveriesTable({
  deliveries,
  locale,
  t,
  resend,
}: {
  deliveries: readonly WebhookDeliveryLine[];
  locale: AdminLocale;
  t: AdminTranslator;
  resend: AdminFormAction;
}) {
  return (
    <Table caption={t('integrations.deliveries.caption')}>
      <thead>
        <tr>
          <Th>{t('integrations.deliveries.columns.event')}</Th>
          <Th>{t('integrations.deliveries.columns.status')}</Th>
          <Th className="text-end">{t('integrations.deliveries.columns.code')}</Th>
          <Th className="text-end">{t('integrations.deliveries.columns.duration')}</Th>
          <Th className="text-end">{t('integrations.deliveries.columns.attempts')}</Th>
          <Th>{t('integrations.deliveries.columns.nextTry')}</Th>
          <Th>
            <span className="sr-only">{t('integrations.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {deliveries.length === 0 ? (
          <EmptyRow colSpan={7}>{t('integrations.deliveries.empty')}</EmptyRow>
        ) : null}
        {deliveries.map((delivery) => (
          <Tr key={delivery.id}>
            <Td>
              {t(`integrations.events.${webhookEventKey(delivery.event_type)}`)}
              <time dateTime={delivery.created_at} className="block text-xs text-fg-muted">
                {formatAdminDate(locale, delivery.created_at)}
              </time>
            </Td>
            <Td>
              <StatusBadge variant={statusVariant[delivery.status]}>
                {t(`integrations.deliveries.statuses.${delivery.status}`)}
              </StatusBadge>
              {delivery.last_error && delivery.status !== 'delivered' ? (
                <span
                  className="mt-1 block max-w-64 truncate text-xs text-fg-muted"
                  title={delivery.last_error}
                >
                  {delivery.last_error}
                </span>
              ) : null}
            </Td>
            <Td className="text-end tabular-nums">{delivery.response_status ?? '—'}</Td>
            <Td className="text-end whitespace-nowrap tabular-nums">
              {delivery.duration_ms === null
                ? '—'
                : t('integrations.deliveries.durationMs', { ms: delivery.duration_ms })}
            </Td>
            <Td className="text-end tabular-nums">{delivery.attempts}</Td>
            <Td className="whitespace-nowrap text-fg-muted">
              {delivery.status === 'pending'
                ? formatAdminDate(locale, delivery.next_attempt_at)
                : '—'}
            </Td>
            <Td>
              {delivery.status === 'failed' ? (
                <IdActionForm id={delivery.id} action={resend}>
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={t('integrations.deliveries.resendLabel', {
                      event: delivery.event_type,
                    })}
                  >
                    {t('integrations.deliveries.resend')}
                  </Button>
                </IdActionForm>
              ) : null}
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
