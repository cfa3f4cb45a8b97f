import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { receivedMails, type ReceivedMail } from './mailbox';
import { typesetMessages } from '../../src/i18n/typography';

/**
 * Shared pieces of the form specs (issue 4): the text sets, a client address and e-mail
 * addresses of each test's own (the server rate-limits per IP and per address, 5 per 10 minutes,
 * counted in the database for the whole run), toasts and the mails the SMTP sink received.
 */

export type FormLang = 'fr' | 'en' | 'ar';
type Messages = typeof import('../../messages/fr.json');

export const messages = Object.fromEntries(
  (['fr', 'en', 'ar'] as const).map((lang) => [
    lang,
    // As the site prints them (French typography, src/i18n/typography.ts).
    typesetMessages(
      JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Messages,
      lang,
      'Automatia',
    ),
  ]),
) as Record<FormLang, Messages>;

/** The inbox contact requests are sent to (CONTACT_TO, else CONTACT_EMAIL). */
export const agencyInbox = 'info@automatia.ch';

/** A page's public URL in a language: French at the bare path, the others with `?lang=`. */
export function inLang(path: string, lang: FormLang): string {
  if (lang === 'fr') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * A private-range address for this test (and its `n`th client when a test plays several), the
 * same in every retry-free run, distinct across tests. The server trusts one proxy hop in e2e
 * runs, so X-Forwarded-For is the client address it rate-limits; 127.0.0.1 is never produced.
 */
export function clientIp(testInfo: TestInfo, n = 0): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${(digest[2]! + n) % 250}`;
}

/** A new address for each call: `tag` says which test wrote it, to read failures. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${randomUUID().slice(0, 8)}@exemple.ch`;
}

/** Playwright's test, with every request of a test (page and `request`) from its own client. */
export const test = base.extend({
  // (Playwright's `use`, named otherwise for the React hooks lint rule.)
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp(testInfo) });
  },
});

export { expect };

/**
 * Toasts the visitor can see. Sonner keeps toasts beyond its `visibleToasts` in the list with
 * opacity 0 (`data-visible="false"`) and a dismissed one briefly with `data-removed="true"`.
 */
export function visibleToasts(page: Page): Locator {
  return page.locator('[data-sonner-toast][data-visible="true"][data-removed="false"]');
}

/** The most toasts visible at once since the call, sampled on every animation frame. */
export async function watchVisibleToasts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { mostToasts: number };
    state.mostToasts = 0;
    const sample = () => {
      const shown = document.querySelectorAll(
        '[data-sonner-toast][data-visible="true"][data-removed="false"]',
      ).length;
      state.mostToasts = Math.max(state.mostToasts, shown);
      requestAnimationFrame(sample);
    };
    sample();
  });
  return () => page.evaluate(() => (window as unknown as { mostToasts: number }).mostToasts);
}

/**
 * Resolves once React has hydrated the form: it then sets `noValidate` and takes over from the
 * browser's validation, so a submission goes through its script.
 */
export async function waitForHydration(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('novalidate', '');
}

/** The mails matching `accept`, waiting until `count` have arrived (the outbox is async). */
export async function mailsWhere(
  accept: (mail: ReceivedMail) => boolean,
  count: number,
): Promise<ReceivedMail[]> {
  await expect
    .poll(() => receivedMails().filter(accept).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return receivedMails().filter(accept);
}

export const isTo = (address: string) => (mail: ReceivedMail) =>
  mail.recipients.some((recipient) => recipient.toLowerCase() === address.toLowerCase());

/** The agency's notification of a request sent from `visitor` (its Reply-To). */
export const isNotificationFrom = (visitor: string) => (mail: ReceivedMail) =>
  isTo(agencyInbox)(mail) &&
  (mail.mail.replyTo ?? []).some((reply) => reply.address?.toLowerCase() === visitor.toLowerCase());

/**
 * The outbox rows addressed to `email` or replying to it (kind per row), once none is still
 * waiting to be sent: then the mails the sink holds for it are all there will ever be.
 */
export async function settledOutbox(email: string): Promise<string[]> {
  const rows = () =>
    readE2eDatabase((db) =>
      db
        .prepare(
          // A reply-to reads '"Name" <address>'.
          "select kind, status from outbox where lower(recipient) = lower(?) or lower(reply_to) like '%<' || lower(?) || '>' order by kind",
        )
        .all(email, email),
    ) as { kind: string; status: string }[];
  await expect
    .poll(() => rows().filter((row) => row.status !== 'sent').length, { timeout: 15_000 })
    .toBe(0);
  return rows().map((row) => row.kind);
}

function readE2eDatabase<Result>(read: (db: Database.Database) => Result): Result {
  const db = new Database(process.env.DATABASE_URL ?? './data/e2e.db', { readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Rows of a table holding this address, read from the database the test server uses. */
export function rowsWithEmail(table: 'contact' | 'newsletter_subscriber', email: string): number {
  const row = readE2eDatabase((db) =>
    db.prepare(`select count(*) as count from ${table} where lower(email) = lower(?)`).get(email),
  ) as { count: number };
  return row.count;
}
