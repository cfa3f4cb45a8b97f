/**
 * One mail of a request on its page (the agency's notification or the visitor's
 * acknowledgement): its delivery, recipient, subject, attempts and the last error, if any.
 */
import type { ReactNode } from 'react';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { ContactMail } from '@/server/contact/contact-admin.server';
import { DeliveryBadge } from './contact-badges';

/** A label and its value, side by side from `sm` up: the request page's cards' rows. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="min-w-0 break-words text-fg">{children}</dd>
    </div>
  );
}

export function ContactMailSummary({
  title,
  mail,
  locale,
  t,
  children,
}: {
  title: string;
  mail: ContactMail;
  locale: AdminLocale;
  t: AdminTranslator;
  /** Actions on this mail (the retry button). */
  children?: ReactNode;
}) {
  const waiting = mail.status === 'pending' || mail.status === 'sending';
  return (
    <section
      aria-labelledby={`mail-${mail.id}`}
      className="rounded-lg border border-line/70 bg-ink/40 p-4"
      data-mail-kind={mail.kind}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`mail-${mail.id}`} className="text-sm font-semibold text-fg">
          {title}
        </h3>
        <DeliveryBadge state={mail.status} label={t(`contacts.delivery.${mail.status}`)} />
      </div>
      <dl className="space-y-2 text-sm">
        <Row label={t('contacts.detail.recipient')}>{mail.recipient}</Row>
        <Row label={t('contacts.detail.subject')}>{mail.subject}</Row>
        <Row label={t('contacts.detail.attempts')}>{mail.attempts}</Row>
        {mail.sent_at ? (
          <Row label={t('contacts.detail.sentAt')}>
            <time dateTime={mail.sent_at}>{formatAdminDate(locale, mail.sent_at)}</time>
          </Row>
        ) : null}
        {waiting ? (
          <Row label={t('contacts.detail.nextAttempt')}>
            <time dateTime={mail.next_attempt_at}>
              {formatAdminDate(locale, mail.next_attempt_at)}
            </time>
          </Row>
        ) : null}
        {mail.last_error ? (
          <Row label={t('contacts.detail.lastError')}>
            <code className="block rounded bg-ink-raised px-2 py-1 font-mono text-xs whitespace-pre-wrap text-fg-muted">
              {mail.last_error}
            </code>
          </Row>
        ) : null}
      </dl>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
