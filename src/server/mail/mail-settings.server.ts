import 'server-only';
import { settings } from '@/config/settings';
import type { MailSite } from './templates.server';

export interface MailSettings {
  /** Sender of every mail: MAIL_FROM, or the site's name and contact address. */
  from: string;
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
 * settings' domain: the SMTP transport's default sender, staff accounts' mails).
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
    from: config.MAIL_FROM ?? `"${siteName.replace(/["\\]/g, '')}" <${contactEmail}>`,
    contactTo: config.CONTACT_TO ?? contactEmail,
    messageIdDomain: new URL(config.SITE_URL).hostname,
    site: { siteName, siteUrl: config.SITE_URL, bookingUrl, phone: contactPhone },
  };
}
