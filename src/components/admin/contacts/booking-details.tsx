/**
 * A Cal.com booking on its lead's page (decision 079): the appointment in Zurich time (the
 * agency's), the person's own time zone, where it stands, the answers to the booking questions,
 * and its history — each webhook applied, oldest first. Answers are text a visitor typed, shown
 * as text only.
 */
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { BookingHistoryEntry } from '@/server/bookings/booking-leads.server';
import type { BookingAnswer } from '@/server/bookings/cal-payload';
import type { ContactRow } from '@/server/db/schema';
import { BookingStatusBadge } from './contact-badges';
import { Row } from './contact-mail';

/** The stored JSON list of answers; anything else reads as none. */
function answersOf(stored: string): BookingAnswer[] {
  try {
    const answers: unknown = JSON.parse(stored);
    return Array.isArray(answers)
      ? answers.filter(
          (answer): answer is BookingAnswer =>
            typeof answer?.label === 'string' && typeof answer?.value === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function When({ locale, value }: { locale: AdminLocale; value: string | null }) {
  return value ? <time dateTime={value}>{formatAdminDate(locale, value)}</time> : null;
}

export function BookingDetails({
  contact,
  locale,
  t,
}: {
  contact: ContactRow;
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  const answers = answersOf(contact.booking_answers);
  return (
    <div data-testid="booking-details" className="space-y-4 text-sm">
      <dl className="space-y-1.5">
        <Row label={t('contacts.detail.booking.start')}>
          <When locale={locale} value={contact.booking_start} />
        </Row>
        <Row label={t('contacts.detail.booking.end')}>
          <When locale={locale} value={contact.booking_end} />
        </Row>
        <Row label={t('contacts.detail.booking.timeZone')}>
          <span dir="ltr">{contact.booking_time_zone}</span>
        </Row>
        <Row label={t('contacts.detail.booking.status')}>
          {contact.booking_status ? (
            <BookingStatusBadge
              status={contact.booking_status}
              label={t(`contacts.bookingStatus.${contact.booking_status}`)}
            />
          ) : null}
        </Row>
      </dl>
      <div>
        <h3 className="mb-2 text-xs font-medium tracking-wide text-fg-muted uppercase">
          {t('contacts.detail.booking.answers')}
        </h3>
        {answers.length > 0 ? (
          <dl className="space-y-1.5">
            {answers.map((answer, index) => (
              <Row key={index} label={answer.label}>
                <span className="whitespace-pre-wrap">{answer.value}</span>
              </Row>
            ))}
          </dl>
        ) : (
          <p className="text-fg-muted">{t('contacts.detail.booking.noAnswers')}</p>
        )}
      </div>
    </div>
  );
}

export function BookingHistory({
  history,
  locale,
  t,
}: {
  history: readonly BookingHistoryEntry[];
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  return (
    <ol data-testid="booking-history" className="space-y-3 text-sm">
      {history.map((entry) => (
        <li key={entry.id} data-trigger={entry.trigger} className="border-s-2 border-line ps-3">
          <p className="text-fg">
            {t(`contacts.detail.booking.event.${entry.trigger}`, {
              date: formatAdminDate(locale, entry.start_time),
            })}
          </p>
          <p className="text-xs text-fg-muted">
            {t('contacts.detail.booking.receivedOn', {
              date: formatAdminDate(locale, entry.received_at),
            })}
          </p>
        </li>
      ))}
    </ol>
  );
}
