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

export function mailSettings(): MailSettings {
  const config = settings();
  return {
    from:
      config.MAIL_FROM ?? `"${config.SITE_NAME.replace(/["\\]/g, '')}" <${config.CONTACT_EMAIL}>`,
    contactTo: config.CONTACT_TO ?? config.CONTACT_EMAIL,
    messageIdDomain: new URL(config.SITE_URL).hostname,
    site: { siteName: config.SITE_NAME, siteUrl: config.SITE_URL, bookingUrl: config.BOOKING_URL },
  };
}
