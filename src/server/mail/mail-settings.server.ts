import 'server-only';
import { settings, type Settings } from '@/config/settings';
import type { MailSite } from './templates.server';
import type { MailSender } from './transport.server';

export interface MailSettings {
  /** Inbox that receives contact requests: CONTACT_TO, or the site's contact address. */
  contactTo: string;
  /** Right-hand side of Message-IDs: the site's host. */
  messageIdDomain: string;
  site: MailSite;
}

/** What a mail says of the agency: its name, address, phone and booking link (the settings'). */
export interface MailAgency {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  bookingUrl: string;
}

/**
 * The mail settings for the agency as the caller read it (the site settings, read when the mail
 * is queued); without one, the environment's first-start values (mail sent below the site
 * settings' domain: staff accounts' mails).
 */
export function mailSettings(agency?: MailAgency): MailSettings {
  const config = settings();
  const { siteName, contactEmail, contactPhone, bookingUrl } = agency ?? {
    siteName: config.SITE_NAME,
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    bookingUrl: config.BOOKING_URL,
  };
  return {
    contactTo: config.CONTACT_TO ?? contactEmail,
    messageIdDomain: new URL(config.SITE_URL).hostname,
    site: { siteName, siteUrl: config.SITE_URL, bookingUrl, phone: contactPhone },
  };
}

/**
 * The address every mail is sent from: MAIL_FROM's (a name written there is not used: the
 * sender's name is the agency's, from its settings), or the first start's CONTACT_EMAIL. It stays
 * the deployment's (decision 052): the mail server and the domain's SPF/DKIM accept it, which an
 * address typed in the admin would not be.
 */
export function senderAddress(config: Pick<Settings, 'MAIL_FROM' | 'CONTACT_EMAIL'> = settings()) {
  const written = config.MAIL_FROM?.trim();
  if (!written) return config.CONTACT_EMAIL;
  return /<([^<>]+)>\s*$/.exec(written)?.[1]?.trim() ?? written;
}

/**
 * The sender of each mail as it leaves (decision 052): the agency's name as `agencyName` reads it
 * then, so a renamed agency signs the next mail without a restart, at the deployment's address.
 */
export function agencySender(agencyName: () => Promise<string>): MailSender {
  return async () => ({ name: await agencyName(), address: senderAddress() });
}
