import { heading, intro, label } from './field-presets';
import type { PageDefinition } from './section-definition';

/**
 * Where the contact acknowledgement's greeting names its visitor (their checked first name): the
 * mail puts it in. Not `{name}`, which in copy is the agency's name from the settings.
 */
export const visitorPlaceholder = '{visitor}';

/** Where the acknowledgement gives the agency's phone, put in by the mail (isolated, decision 062). */
export const phonePlaceholder = '{phone}';

/** A mail's paragraph: a sentence or two, typed in a box that shows it whole. */
const paragraph = { ...intro, rows: 3 } as const;

/** Each section of the mails' words and its fields, one section per mail and one they share. */
const mailFields = {
  common: { greeting: label, greetingAnonymous: label, signature: label },
  contactAcknowledgement: {
    subject: heading,
    intro: paragraph,
    booking: paragraph,
    bookingButton: label,
    phone: paragraph,
    notYou: paragraph,
  },
  newsletterConfirmation: { subject: heading, intro: paragraph, button: label, ignore: paragraph },
  newsletterWelcome: {
    subject: heading,
    intro: paragraph,
    blogButton: label,
    footer: paragraph,
    unsubscribe: label,
  },
  campaign: {
    viewOnlineIntro: label,
    viewOnline: label,
    footer: paragraph,
    unsubscribe: label,
    readArticle: label,
  },
} as const;

/** The mails' words in one language, ready to print: settings filled in, typeset. */
export type MailCopy = {
  readonly [Section in keyof typeof mailFields]: Readonly<
    Record<keyof (typeof mailFields)[Section], string>
  >;
};

/**
 * The words of the mails visitors receive (decision 062): the contact acknowledgement, the
 * newsletter's confirmation and welcome, the frame of every letter. No visitor opens them as a
 * page, so the page has no path. Each mail needs all its words: every section is always shown.
 */
export const mail: PageDefinition<'mail'> = {
  page: 'mail',
  sections: Object.entries(mailFields).map(([id, fields]) => ({ id, alwaysShown: true, fields })),
};
