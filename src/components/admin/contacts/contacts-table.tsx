/**
 * The contact inbox table: date, name (link to the request), e-mail, service, status and the
 * delivery of the notification mail; a Cal.com booking (decision 079) shows its appointment
 * (Zurich time) instead of a service, and where it stands instead of a mail. Used by /admin/contacts and by the dashboard's Contacts tab:
 * `<ContactsTable rows={await latestContacts(getDb(), 10)} />` (any member of staff).
 */
import Link from 'next/link';
import { breakAnywhere, EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import type { ContactListRow } from '@/server/contact/contact-admin.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { getDb } from '@/server/db/connection.server';
import { BookingStatusBadge, ContactStatusBadge, DeliveryBadge } from './contact-badges';

export interface ContactsTableProps {
  /** From `listContacts(db, filters, page).rows` or `latestContacts(db, limit)`, newest first. */
  rows: readonly ContactListRow[];
  /** The list was narrowed by filters or a search: an empty table says nothing matched. */
  filtered?: boolean;
}

export async function ContactsTable({ rows, filtered = false }: ContactsTableProps) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const services = await serviceLabels(getDb(), locale);

  return (
    <Table caption={t('contacts.table.caption')}>
      <thead>
        <tr>
          <Th>{t('contacts.table.date')}</Th>
          <Th>{t('contacts.table.name')}</Th>
          <Th>{t('contacts.table.email')}</Th>
          <Th>{t('contacts.table.service')}</Th>
          <Th>{t('contacts.table.status')}</Th>
          <Th>{t('contacts.table.notification')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>
            {filtered ? t('contacts.emptyFiltered') : t('contacts.empty')}
          </EmptyRow>
        ) : null}
        {rows.map((row) => {
          const delivery = row.notification?.status ?? 'none';
          return (
            <Tr key={row.id} data-contact-id={row.id} data-kind={row.kind}>
              <Td className="min-w-32 text-fg-muted md:whitespace-nowrap">
                <time dateTime={row.receivedAt}>{formatAdminDate(locale, row.receivedAt)}</time>
              </Td>
              <Td className="min-w-32">
                <Link
                  href={`/admin/contacts/${row.id}`}
                  className="font-medium text-fg underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent"
                  title={t('contacts.table.openRequest')}
                >
                  {row.name}
                </Link>
                {row.company ? (
                  <span className="block text-xs text-fg-muted">{row.company}</span>
                ) : null}
              </Td>
              <Td className={`min-w-40 ${breakAnywhere}`}>{row.email}</Td>
              <Td>
                {row.kind === 'booking' ? (
                  <>
                    <span className="block font-medium">{t('contacts.kind.booking')}</span>
                    {row.bookingStart ? (
                      <time dateTime={row.bookingStart} className="text-xs text-fg-muted">
                        {formatAdminDate(locale, row.bookingStart)}
                      </time>
                    ) : null}
                  </>
                ) : (
                  (services[row.service] ?? row.service)
                )}
              </Td>
              <Td>
                <ContactStatusBadge
                  status={row.status}
                  label={t(`contacts.status.${row.status}`)}
                />
              </Td>
              <Td>
                {row.bookingStatus ? (
                  <BookingStatusBadge
                    status={row.bookingStatus}
                    label={t(`contacts.bookingStatus.${row.bookingStatus}`)}
                  />
                ) : (
                  <DeliveryBadge state={delivery} label={t(`contacts.delivery.${delivery}`)} />
                )}
                {row.notification &&
                row.notification.status !== 'sent' &&
                row.notification.attempts > 0 ? (
                  <span className="mt-1 block text-xs text-fg-muted">
                    {t('contacts.table.attempts', { count: row.notification.attempts })}
                  </span>
                ) : null}
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </Table>
  );
}
