import { ArrowLeft, Mail } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BookingDetails, BookingHistory } from '@/components/admin/contacts/booking-details';
import { BookingStatusBadge, ContactStatusBadge } from '@/components/admin/contacts/contact-badges';
import {
  ContactStatusActions,
  DeleteContactButton,
  RetryNotificationButton,
} from '@/components/admin/contacts/contact-actions';
import { ContactMailSummary } from '@/components/admin/contacts/contact-mail';
import { ContactSource } from '@/components/admin/contacts/contact-source';
import { buttonClass, LinkButton } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { PageHeader } from '@/components/admin/ui/page-header';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { languageName } from '@/lib/admin/language-name';
import { bookingHistory } from '@/server/bookings/booking-leads.server';
import { getContact } from '@/server/contact/contact-admin.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { changeContactStatus, deleteContactRequest, resendNotification } from '../actions';

export async function generateMetadata({
  params,
}: PageProps<'/admin/contacts/[id]'>): Promise<Metadata> {
  // The title names the visitor: the same check as the page, before anything is read.
  await requireStaff();
  const [t, { id }] = await Promise.all([adminTranslator(), params]);
  const detail = await getContact(getDb(), id);
  return {
    title: detail ? t('contacts.detail.metaTitle', { name: detail.contact.name }) : undefined,
  };
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="mt-1 break-words text-fg">{children}</dd>
    </div>
  );
}

/**
 * /admin/contacts/[id]: one request in full (message with its line breaks), its status and what
 * can be done to it, where the visitor came from, and the two mails it queued with their delivery.
 * A Cal.com booking (decision 079) shows its appointment, answers and history instead of mails.
 */
export default async function AdminContactPage({ params }: PageProps<'/admin/contacts/[id]'>) {
  await requireStaff();
  const [t, locale, { id }] = await Promise.all([adminTranslator(), adminLocale(), params]);
  const detail = await getContact(getDb(), id);
  if (!detail) notFound();
  const { contact, notification, acknowledgement } = detail;
  const isBooking = contact.kind === 'booking';
  const [services, history] = await Promise.all([
    serviceLabels(getDb(), locale),
    isBooking ? bookingHistory(getDb(), contact.id) : [],
  ]);
  const notProvided = <span className="text-fg-muted">{t('contacts.detail.notProvided')}</span>;

  return (
    <>
      <LinkButton href="/admin/contacts" variant="ghost" size="sm" className="mb-3 -ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('contacts.detail.back')}
      </LinkButton>
      <PageHeader
        title={contact.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <ContactStatusBadge
              status={contact.status}
              label={t(`contacts.status.${contact.status}`)}
            />
            {contact.booking_status ? (
              <BookingStatusBadge
                status={contact.booking_status}
                label={t(`contacts.bookingStatus.${contact.booking_status}`)}
              />
            ) : null}
            <span>
              {t(isBooking ? 'contacts.detail.bookedOn' : 'contacts.detail.receivedOn', {
                date: formatAdminDate(locale, contact.received_at),
              })}
            </span>
          </span>
        }
        actions={
          <a href={`mailto:${contact.email}`} className={buttonClass({ variant: 'secondary' })}>
            <Mail aria-hidden="true" className="size-4" />
            {t('contacts.detail.reply')}
          </a>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Card as="section" aria-labelledby="contact-request">
            <CardHeader id="contact-request" title={t('contacts.detail.request')} />
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Field label={t('contacts.detail.fields.email')}>
                <a href={`mailto:${contact.email}`} className="text-accent hover:underline">
                  {contact.email}
                </a>
              </Field>
              <Field label={t('contacts.detail.fields.phone')}>
                {contact.phone ? (
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    className="hover:underline"
                  >
                    {contact.phone}
                  </a>
                ) : (
                  notProvided
                )}
              </Field>
              <Field label={t('contacts.detail.fields.company')}>
                {contact.company ?? notProvided}
              </Field>
              <Field label={t('contacts.detail.fields.service')}>
                {isBooking
                  ? t('contacts.kind.booking')
                  : (services[contact.service] ?? contact.service)}
              </Field>
              <Field label={t('contacts.detail.fields.language')}>
                {languageName(locale, contact.locale)}
              </Field>
              <Field label={t('contacts.detail.fields.received')}>
                <time dateTime={contact.received_at}>
                  {formatAdminDate(locale, contact.received_at)}
                </time>
              </Field>
              <Field label={t('contacts.detail.fields.updated')}>
                <time dateTime={contact.updated_at}>
                  {formatAdminDate(locale, contact.updated_at)}
                </time>
              </Field>
            </dl>
            <h3 className="mt-6 mb-2 text-xs font-medium tracking-wide text-fg-muted uppercase">
              {t('contacts.detail.message')}
            </h3>
            <div
              data-testid="contact-message"
              className="rounded-lg border border-line/70 bg-ink/40 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-fg"
            >
              {contact.message}
            </div>
          </Card>
          {isBooking ? (
            <Card as="section" aria-labelledby="contact-booking">
              <CardHeader id="contact-booking" title={t('contacts.detail.booking.title')} />
              <BookingDetails contact={contact} locale={locale} t={t} />
            </Card>
          ) : null}
        </div>

        <div className="space-y-6">
          <Card as="section" aria-labelledby="contact-actions">
            <CardHeader id="contact-actions" title={t('contacts.detail.actions')} />
            <ContactStatusActions
              contactId={contact.id}
              status={contact.status}
              changeStatus={changeContactStatus}
            />
            <div className="mt-4 border-t border-line pt-4">
              <DeleteContactButton contactId={contact.id} deleteRequest={deleteContactRequest} />
            </div>
          </Card>

          {isBooking ? (
            <Card as="section" aria-labelledby="contact-history">
              <CardHeader id="contact-history" title={t('contacts.detail.booking.history')} />
              <BookingHistory history={history} locale={locale} t={t} />
            </Card>
          ) : null}

          <Card as="section" aria-labelledby="contact-source">
            <CardHeader id="contact-source" title={t('contacts.detail.source.title')} />
            <ContactSource contact={contact} locale={locale} t={t} />
          </Card>

          <Card as="section" aria-labelledby="contact-mails">
            <CardHeader id="contact-mails" title={t('contacts.detail.mails')} />
            {notification || acknowledgement ? (
              <div className="space-y-3">
                {notification ? (
                  <ContactMailSummary
                    title={t('contacts.detail.notificationMail')}
                    mail={notification}
                    locale={locale}
                    t={t}
                  >
                    {notification.status === 'failed' ? (
                      <RetryNotificationButton contactId={contact.id} resend={resendNotification} />
                    ) : null}
                  </ContactMailSummary>
                ) : null}
                {acknowledgement ? (
                  <ContactMailSummary
                    title={t('contacts.detail.acknowledgementMail')}
                    mail={acknowledgement}
                    locale={locale}
                    t={t}
                  />
                ) : null}
              </div>
            ) : (
              <p className="text-sm text-fg-muted">
                {t(isBooking ? 'contacts.detail.booking.noMail' : 'contacts.detail.noMail')}
              </p>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}
