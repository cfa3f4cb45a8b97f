import 'server-only';
import { createTranslator } from 'next-intl';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, localeInfo, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import type { ContactRequest } from '@/lib/forms/contact-schema';
import { composeMail, type MailBlock, type MailContent } from './compose';

export interface MailSite {
  siteName: string;
  siteUrl: string;
  bookingUrl: string;
}

export interface ContactForMail extends ContactRequest {
  locale: Locale;
  receivedAt: Date;
}

async function mailTranslator(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'mail' });
}

async function serviceLabel(locale: Locale, service: ContactRequest['service']): Promise<string> {
  const t = createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: 'contactForm.services',
  });
  return t(service);
}

function layout(locale: Locale, site: MailSite, subject: string, blocks: MailBlock[]): MailContent {
  const { tag, dir } = localeInfo[locale];
  return composeMail({ lang: tag, dir, siteName: site.siteName, subject, blocks });
}

/**
 * The agency's copy of a request, in French (the agency's language), whatever the visitor's
 * language; the visitor's language is named so the answer can be written in it.
 */
export async function contactNotificationMail(
  contact: ContactForMail,
  site: MailSite,
): Promise<MailContent> {
  const locale = defaultLocale;
  const t = await mailTranslator(locale);
  const service = await serviceLabel(locale, contact.service);
  const notProvided = t('contactNotification.notProvided');
  const label = (key: string) =>
    t(`contactNotification.labels.${key}` as 'contactNotification.labels.name');
  return layout(locale, site, t('contactNotification.subject', { name: contact.name, service }), [
    { kind: 'paragraph', text: t('contactNotification.intro') },
    {
      kind: 'fields',
      rows: [
        [label('name'), contact.name],
        [label('email'), contact.email],
        [label('phone'), contact.phone || notProvided],
        [label('company'), contact.company || notProvided],
        [label('service'), service],
        [label('language'), languageName(contact.locale, locale)],
        [label('received'), zurichTime(contact.receivedAt)],
      ],
    },
    { kind: 'paragraph', text: `${label('message')}:` },
    { kind: 'quote', text: contact.message },
    { kind: 'paragraph', text: t('contactNotification.replyHint', { name: contact.name }) },
  ]);
}

/** The visitor's acknowledgement, in the language of the page they wrote from. */
export async function contactAcknowledgementMail(
  contact: ContactForMail,
  site: MailSite,
): Promise<MailContent> {
  const t = await mailTranslator(contact.locale);
  return layout(contact.locale, site, t('contactAcknowledgement.subject'), [
    { kind: 'paragraph', text: t('greeting', { name: contact.name }) },
    { kind: 'paragraph', text: t('contactAcknowledgement.intro') },
    { kind: 'paragraph', text: t('contactAcknowledgement.recap') },
    { kind: 'quote', text: contact.message },
    { kind: 'paragraph', text: t('contactAcknowledgement.booking') },
    { kind: 'button', label: t('contactAcknowledgement.bookingButton'), href: site.bookingUrl },
    { kind: 'paragraph', text: t('signature', { site: site.siteName }) },
    { kind: 'footer', text: t('contactAcknowledgement.notYou') },
  ]);
}

/** The double opt-in mail: its button opens the page that confirms (by POST). */
export async function newsletterConfirmationMail(
  locale: Locale,
  confirmUrl: string,
  site: MailSite,
): Promise<MailContent> {
  const t = await mailTranslator(locale);
  return layout(locale, site, t('newsletterConfirmation.subject', { site: site.siteName }), [
    { kind: 'paragraph', text: t('greetingAnonymous') },
    { kind: 'paragraph', text: t('newsletterConfirmation.intro') },
    { kind: 'button', label: t('newsletterConfirmation.button'), href: confirmUrl },
    { kind: 'paragraph', text: t('signature', { site: site.siteName }) },
    { kind: 'footer', text: t('newsletterConfirmation.ignore') },
  ]);
}

/** The first newsletter mail, sent once the address is confirmed; it carries the unsubscribe link. */
export async function newsletterWelcomeMail(
  locale: Locale,
  unsubscribeUrl: string,
  site: MailSite,
): Promise<MailContent> {
  const t = await mailTranslator(locale);
  return layout(locale, site, t('newsletterWelcome.subject'), [
    { kind: 'paragraph', text: t('greetingAnonymous') },
    { kind: 'paragraph', text: t('newsletterWelcome.intro') },
    {
      kind: 'button',
      label: t('newsletterWelcome.blogButton'),
      href: absoluteUrl(site.siteUrl, '/blog', locale),
    },
    { kind: 'paragraph', text: t('signature', { site: site.siteName }) },
    {
      kind: 'footer',
      text: t('newsletterWelcome.footer', { site: site.siteName }),
      link: { label: t('newsletterWelcome.unsubscribe'), href: unsubscribeUrl },
    },
  ]);
}

function languageName(locale: Locale, inLocale: Locale): string {
  const tag = localeInfo[locale].tag;
  const name = new Intl.DisplayNames([localeInfo[inLocale].tag], { type: 'language' }).of(tag);
  return `${name ?? tag} (${tag})`;
}

/** The agency works in Geneva: times in its mail read in Swiss French, Zurich time. */
function zurichTime(time: Date): string {
  return new Intl.DateTimeFormat('fr-CH', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Zurich',
  }).format(time);
}
