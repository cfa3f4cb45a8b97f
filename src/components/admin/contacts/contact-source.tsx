/**
 * Where a request came from (decision 077): the visit's entry page and its language, the
 * referring site, the campaign's UTM values and the pages seen before the form; a booking's, the
 * UTM values of its booking link (decision 079). Every value is
 * text a visitor could choose (a URL's query), shown as text only, so React escapes it.
 */
import type { AdminLocale } from '@/i18n/admin-messages';
import { languageName } from '@/lib/admin/language-name';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { ContactRow } from '@/server/db/schema';
import { Row } from './contact-mail';

/** The stored JSON list of paths; anything else reads as none. */
function pagesSeen(stored: string): string[] {
  try {
    const pages: unknown = JSON.parse(stored);
    return Array.isArray(pages) ? pages.filter((page) => typeof page === 'string') : [];
  } catch {
    return [];
  }
}

const campaignTags = (contact: ContactRow) =>
  [
    ['utmSource', contact.utm_source],
    ['utmMedium', contact.utm_medium],
    ['utmCampaign', contact.utm_campaign],
    ['utmTerm', contact.utm_term],
    ['utmContent', contact.utm_content],
  ] as const;

/** The campaign's values, source and campaign always (said to be none), the others when set. */
function CampaignRows({ contact, t }: { contact: ContactRow; t: AdminTranslator }) {
  const none = <span className="text-fg-muted">{t('contacts.detail.source.none')}</span>;
  return campaignTags(contact).map(([label, value]) =>
    value || label === 'utmSource' || label === 'utmCampaign' ? (
      <Row key={label} label={t(`contacts.detail.source.${label}`)}>
        {value ? <span dir="ltr">{value}</span> : none}
      </Row>
    ) : null,
  );
}

/** A booking's source (decision 079): only the UTM values of the booking link, as Cal.com passed them. */
function BookingLinkSource({ contact, t }: { contact: ContactRow; t: AdminTranslator }) {
  return (
    <div data-testid="contact-source" className="space-y-3 text-sm">
      <p className="text-fg-muted">{t('contacts.detail.source.fromBooking')}</p>
      <dl className="space-y-1.5">
        <CampaignRows contact={contact} t={t} />
      </dl>
    </div>
  );
}

export function ContactSource({
  contact,
  locale,
  t,
}: {
  contact: ContactRow;
  locale: AdminLocale;
  t: AdminTranslator;
}) {
  if (!contact.source_origin)
    return <p className="text-sm text-fg-muted">{t('contacts.detail.source.unknown')}</p>;
  const none = <span className="text-fg-muted">{t('contacts.detail.source.none')}</span>;
  if (contact.source_origin === 'booking') return <BookingLinkSource contact={contact} t={t} />;
  const pages = pagesSeen(contact.source_pages);
  return (
    <div data-testid="contact-source" className="space-y-3 text-sm">
      <p className="text-fg-muted">
        {t(
          contact.source_origin === 'visit'
            ? 'contacts.detail.source.fromVisit'
            : 'contacts.detail.source.fromRequest',
        )}
      </p>
      <dl className="space-y-1.5">
        <Row label={t('contacts.detail.source.entryPage')}>
          {contact.source_entry_page ? <code dir="ltr">{contact.source_entry_page}</code> : none}
        </Row>
        <Row label={t('contacts.detail.source.entryLanguage')}>
          {contact.source_locale ? languageName(locale, contact.source_locale) : none}
        </Row>
        <Row label={t('contacts.detail.source.referrer')}>
          {contact.source_referrer ? (
            <span dir="ltr">{contact.source_referrer}</span>
          ) : (
            t('contacts.detail.source.direct')
          )}
        </Row>
        <CampaignRows contact={contact} t={t} />
        <Row label={t('contacts.detail.source.pagesSeen', { count: pages.length })}>
          {pages.length > 0 ? (
            <ol className="list-inside list-decimal space-y-0.5" dir="ltr">
              {pages.map((page, index) => (
                <li key={index}>
                  <code>{page}</code>
                </li>
              ))}
            </ol>
          ) : (
            none
          )}
        </Row>
      </dl>
    </div>
  );
}
