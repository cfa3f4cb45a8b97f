/**
 * Newsletter subscribers: address, language, state and the times of the double opt-in, newest
 * sign-up first. Admins only (the page checks).
 */
import { breakAnywhere, EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { StatusBadge, type BadgeVariant } from '@/components/admin/ui/status-badge';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import { languageName } from '@/lib/admin/language-name';
import type { SubscriberListRow } from '@/server/newsletter/subscriber-admin.server';
import type { SubscriberStatus } from '@/server/db/schema';

const stateVariants: Record<SubscriberStatus, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'neutral',
  bounced: 'danger',
};

function When({ value, locale }: { value: string | null; locale: AdminLocale }) {
  if (!value) return <span aria-hidden="true">—</span>;
  return <time dateTime={value}>{formatAdminDate(locale, value)}</time>;
}

export function SubscribersTable({
  rows,
  filtered,
  locale,
  t,
}: {
  rows: readonly SubscriberListRow[];
  /** Narrowed by a state or a search: an empty table says nothing matched. */
  filtered: boolean;
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  return (
    <Table caption={t('subscribers.table.caption')}>
      <thead>
        <tr>
          <Th>{t('subscribers.table.email')}</Th>
          <Th>{t('subscribers.table.state')}</Th>
          <Th>{t('subscribers.table.language')}</Th>
          <Th>{t('subscribers.table.created')}</Th>
          <Th>{t('subscribers.table.confirmed')}</Th>
          <Th>{t('subscribers.table.unsubscribed')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>
            {filtered ? t('subscribers.emptyFiltered') : t('subscribers.empty')}
          </EmptyRow>
        ) : null}
        {rows.map((row) => (
          <Tr key={row.id}>
            <Td className={`min-w-40 font-medium ${breakAnywhere}`}>{row.email}</Td>
            <Td>
              <StatusBadge variant={stateVariants[row.status]}>
                {t(`subscribers.state.${row.status}`)}
              </StatusBadge>
            </Td>
            <Td className="whitespace-nowrap">{languageName(locale, row.locale)}</Td>
            <Td className="whitespace-nowrap text-fg-muted">
              <When value={row.createdAt} locale={locale} />
            </Td>
            <Td className="whitespace-nowrap text-fg-muted">
              <When value={row.confirmedAt} locale={locale} />
            </Td>
            <Td className="whitespace-nowrap text-fg-muted">
              <When value={row.unsubscribedAt} locale={locale} />
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
