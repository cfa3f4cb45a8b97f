import 'server-only';
import { createTranslator } from 'next-intl';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, localeInfo, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { perLocale } from '@/i18n/per-locale';
import type { ContactRequest } from '@/lib/forms/contact-schema';
import { safeFirstName } from '@/lib/forms/first-name';
import { phonePlaceholder, visitorPlaceholder, type MailCopy } from '@/lib/page-sections/mail-page';
import { fillOwnValue } from '@/lib/shown-text';
import { composeMail, type MailBlock, type MailContent } from './compose';

export interface MailSite {
  siteName: string;
  siteUrl: string;
  bookingUrl: string;
  /** The agency's phone, offered beside the booking link. */
  phone: string;
}

export interface ContactForMail extends ContactRequest {
  /** The service's label in the agency's language, from the list as it is when the request came. */
  serviceLabel: string;
  locale: Locale;
  receivedAt: Date;
}

/**
 * Mail interface texts of one language: the agency's own notification and a test's notice. What
 * visitors read is copy, handed in as `MailCopy` (decision 062).
 */
const textsOf = perLocale(async (locale) => {
  const messages = await loadMessages(locale);
  return { t: createTranslator({ locale, messages, namespace: 'mail' }) };
});

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
  const { t } = await textsOf(locale);
  const service = contact.serviceLabel;
  const notProvided = t('contactNotification.notProvided');
  const label = (
    key: 'name' | 'email' | 'phone' | 'company' | 'service' | 'message' | 'language' | 'received',
  ) => t(`contactNotification.labels.${key}`);
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
        [label('language'), languageName(contact.locale)],
        [label('received'), zurichTime(contact.receivedAt)],
      ],
    },
    { kind: 'paragraph', text: `${label('message')}:` },
    { kind: 'quote', text: contact.message },
    { kind: 'paragraph', text: t('contactNotification.replyHint', { name: contact.name }) },
  ]);
}

/**
 * The visitor's acknowledgement, in the language of the page they wrote from. It echoes nothing
 * typed but a checked first name: anyone can type anyone's address into the form, and the site
 * must not carry their text (a message, a link) to that inbox. The agency's copy keeps it all.
 */
export function contactAcknowledgementMail(
  contact: ContactForMail,
  site: MailSite,
  copy: MailCopy,
): MailContent {
  const { common, contactAcknowledgement: words } = copy;
  const name = safeFirstName(contact.name);
  return layout(contact.locale, site, words.subject, [
    {
      kind: 'paragraph',
      text: name
        ? fillOwnValue(common.greeting, visitorPlaceholder, name)
        : common.greetingAnonymous,
    },
    { kind: 'paragraph', text: words.intro },
    { kind: 'paragraph', text: words.booking },
    { kind: 'button', label: words.bookingButton, href: site.bookingUrl },
    // Isolated, so an Arabic paragraph keeps the number's + and digits in their order.
    {
      kind: 'paragraph',
      text: fillOwnValue(words.phone, phonePlaceholder, `\u2066${site.phone}\u2069`),
    },
    { kind: 'paragraph', text: common.signature },
    { kind: 'footer', text: words.notYou },
  ]);
}

/** The double opt-in mail: its button opens the page that confirms (by POST). */
export function newsletterConfirmationMail(
  locale: Locale,
  confirmUrl: string,
  site: MailSite,
  copy: MailCopy,
): MailContent {
  const { common, newsletterConfirmation: words } = copy;
  return layout(locale, site, words.subject, [
    { kind: 'paragraph', text: common.greetingAnonymous },
    { kind: 'paragraph', text: words.intro },
    { kind: 'button', label: words.button, href: confirmUrl },
    { kind: 'paragraph', text: common.signature },
    { kind: 'footer', text: words.ignore },
  ]);
}

/** The first newsletter mail, sent once the address is confirmed; it carries the unsubscribe link. */
export function newsletterWelcomeMail(
  locale: Locale,
  unsubscribeUrl: string,
  site: MailSite,
  copy: MailCopy,
): MailContent {
  const { common, newsletterWelcome: words } = copy;
  return layout(locale, site, words.subject, [
    { kind: 'paragraph', text: common.greetingAnonymous },
    { kind: 'paragraph', text: words.intro },
    {
      kind: 'button',
      label: words.blogButton,
      href: absoluteUrl(site.siteUrl, '/blog', locale),
    },
    { kind: 'paragraph', text: common.signature },
    {
      kind: 'footer',
      text: words.footer,
      link: { label: words.unsubscribe, href: unsubscribeUrl },
    },
  ]);
}

export interface CampaignMailInput {
  locale: Locale;
  subject: string;
  preheader: string;
  /** The Markdown body as rendered for mail (renderMailMarkdown). */
  body: { html: string; text: string };
  /** The image above the text, as an absolute URL, if any. */
  image?: string;
  /** The campaign's web version. */
  webUrl: string;
  /** The reader's unsubscribe page (or the placeholder filled per reader, decision 026). */
  unsubscribeUrl: string;
  site: MailSite;
  /** The mails' words in the letter's language. */
  copy: MailCopy;
  /** A test sent to a member of staff: said in the subject and at the top. */
  test?: boolean;
}

/**
 * A newsletter issue: the inbox line (preheader), a link to read it in a browser, the image and
 * subject, the body, and a footer that says why the reader receives it with a visible link to
 * leave. No tracking pixel, no rewritten link: what is written is what is sent.
 */
export async function campaignMail(input: CampaignMailInput): Promise<MailContent> {
  const { locale, subject } = input;
  const words = input.copy.campaign;
  const { t } = await textsOf(locale);
  const blocks: MailBlock[] = [
    // The web version exists from the send on: the notice says the link leads nowhere before.
    ...(input.test
      ? [
          {
            kind: 'paragraph',
            text: t('campaign.testNotice', { viewOnline: words.viewOnline }),
          } as const,
        ]
      : []),
    {
      kind: 'note',
      text: words.viewOnlineIntro,
      link: { label: words.viewOnline, href: input.webUrl },
    },
    ...(input.image ? [{ kind: 'image', src: input.image, alt: '' } as const] : []),
    { kind: 'heading', text: subject },
    { kind: 'markup', ...input.body },
    {
      kind: 'footer',
      text: words.footer,
      link: { label: words.unsubscribe, href: input.unsubscribeUrl },
    },
  ];
  const { tag, dir } = localeInfo[locale];
  return composeMail({
    lang: tag,
    dir,
    siteName: input.site.siteName,
    subject: input.test ? t('campaign.testSubject', { subject }) : subject,
    preheader: input.preheader,
    blocks,
  });
}

const frenchLanguageNames = new Intl.DisplayNames(['fr'], { type: 'language' });

/** The visitor's language as the (French-reading) agency sees it: « arabe (Maroc) (ar-MA) ». */
function languageName(locale: Locale): string {
  const tag = localeInfo[locale].tag;
  return `${frenchLanguageNames.of(tag) ?? tag} (${tag})`;
}

/** The agency works in Geneva: times in its mail read in Swiss French, Zurich time. */
const zurichTimeFormat = new Intl.DateTimeFormat('fr-CH', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});

function zurichTime(time: Date): string {
  return zurichTimeFormat.format(time);
}
