import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A mail the test run's SMTP server received (written by scripts/e2e.ts). */
export interface ReceivedMail {
  recipients: string[];
  mail: {
    subject?: string;
    messageId?: string;
    text?: string;
    html?: string;
    headers: Array<{ key: string; value: string }>;
    replyTo?: Array<{ address?: string; name?: string }>;
  };
}

const folder = process.env.E2E_MAIL_FOLDER ?? './data/e2e-mail';

/** Every mail received so far, in order of arrival. */
export function receivedMails(): ReceivedMail[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as ReceivedMail);
}

/** The mails sent to `address`, waiting until `count` have arrived (the outbox worker is async). */
export async function mailsTo(address: string, count = 1) {
  const mails = () =>
    receivedMails().filter((received) =>
      received.recipients.some((recipient) => recipient.toLowerCase() === address.toLowerCase()),
    );
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mails();
}

/** The first link of a mail's text body that contains `fragment`, made relative to the site. */
export function linkIn(received: ReceivedMail, fragment: string): string {
  const url = received.mail.text?.match(/https?:\/\/\S+/g)?.find((link) => link.includes(fragment));
  if (!url) throw new Error(`no link containing ${fragment} in "${received.mail.subject}"`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function headerOf(received: ReceivedMail, name: string): string | undefined {
  return received.mail.headers.find((header) => header.key === name.toLowerCase())?.value;
}
