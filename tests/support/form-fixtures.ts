import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import type { Locale } from '@/i18n/locales';
import type { ContactInput } from '@/lib/forms/contact-schema';
import { createLogger } from '@/lib/log/logger.mjs';
import { openDatabase } from '@/server/db/connection.server';
import type { Database, OutboxRow } from '@/server/db/schema';
import type { SubmissionContext } from '@/server/forms/submission.server';
import { newsletterMailHooks } from '@/server/newsletter/campaign-delivery.server';
import type { MailSettings } from '@/server/mail/mail-settings.server';
import {
  OutboxWorker,
  type OutboxWorkerOptions,
  type RunResult,
} from '@/server/mail/outbox-worker.server';
import { smtpTransport, type MailSender, type MailTransport } from '@/server/mail/transport.server';
import type { SubmissionOptions } from '@/server/forms/submission.server';
import type { TestDatabase } from './test-database';

/**
 * Fixtures shared by the contact, newsletter and retention tests: fixed settings (nothing read
 * from the environment), an explicit clock, and workers wired to a real SMTP sink.
 */

export const testSecret = 'pipeline-tests-secret-0123456789abcdef';

export const testMail: MailSettings = {
  contactTo: 'inbox@automatia.test',
  messageIdDomain: 'automatia.test',
  site: {
    siteName: 'Automatia',
    siteUrl: 'https://automatia.test',
    bookingUrl: 'https://cal.com/automatia/consultation-15min',
    phone: '+41 22 555 01 00',
  },
};

/** The sender of the tests' mails: a fixed name at the site's address. */
export const testSender: MailSender = async () => ({
  name: 'Automatia',
  address: 'site@automatia.test',
});

/** The site's default rule (issue 4 §2): 5 submissions per 10 minutes per IP and per address. */
export const defaultRateLimit = { limit: 5, windowMs: 600_000 };

/** What the site passes to a form's pipeline, with a fixed secret and mail settings. */
export function formOptions(rateLimit = defaultRateLimit): SubmissionOptions {
  return { rateLimit, secret: testSecret, mail: testMail };
}

export function submissionContext(
  now: Date,
  ip = '203.0.113.10',
  locale: Locale = 'fr',
): SubmissionContext {
  return { ip, locale, now };
}

/** A complete, valid contact form; `overrides` replace single fields. */
export function validContact(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: 'Amélie Favre',
    email: 'amelie.favre@example.ch',
    phone: '+41 79 123 45 67',
    company: 'Favre Horlogerie SA',
    service: 'n8n-automation',
    message: 'Bonjour,\nnous aimerions automatiser nos devis.\nMerci !',
    ...overrides,
  };
}

/** A clock the test moves by hand: every function under test takes its time from here. */
export class TestClock {
  constructor(public now: Date) {}

  readonly read = (): Date => this.now;

  advance(ms: number): Date {
    this.now = new Date(this.now.getTime() + ms);
    return this.now;
  }

  set(time: Date | string): Date {
    this.now = new Date(time);
    return this.now;
  }
}

export interface TestWorker {
  worker: OutboxWorker;
  transport: MailTransport;
  /** The lines the worker logged (JSON: mails sent, failed attempts), kept out of the test output. */
  log: string[];
  /** Runs the worker until a round finds nothing due, and sums the rounds. */
  drain(): Promise<RunResult>;
  close(): Promise<void>;
}

/**
 * An outbox worker sending through nodemailer to `smtpUrl`, on `db`, at the clock's time; by
 * default for authentication and form mail (`lanes` and the rest of `options` otherwise).
 */
export function testWorker(
  db: Kysely<Database>,
  smtpUrl: string,
  clock: TestClock,
  concurrency = 4,
  {
    sender = testSender,
    ...options
  }: Pick<OutboxWorkerOptions, 'lanes' | 'campaignSenders' | 'perMinute' | 'behind'> & {
    sender?: MailSender;
  } = {},
): TestWorker {
  const transport = smtpTransport(smtpUrl, sender, { requireTls: false });
  const log: string[] = [];
  const worker = new OutboxWorker({
    db,
    transport,
    newsletter: newsletterMailHooks,
    clock: clock.read,
    concurrency,
    log: createLogger({ write: (line) => void log.push(line) }),
    ...options,
  });
  return {
    worker,
    transport,
    log,
    async drain() {
      const total: RunResult = { sent: 0, retried: 0, failed: 0, deferred: 0 };
      // A failing lane stops for the round (the server is likely down): run until nothing moves
      // (mails given back because the server cannot be reached wait for it, they do not move).
      for (let round = 0; round < 100; round++) {
        const result = await worker.runOnce();
        total.sent += result.sent;
        total.retried += result.retried;
        total.failed += result.failed;
        total.deferred += result.deferred;
        if (result.sent + result.retried + result.failed === 0) return total;
      }
      throw new Error('outbox still busy after 100 rounds');
    },
    async close() {
      await worker.stop();
      transport.close();
    },
  };
}

/**
 * Another connection to the same test database, as a second app instance would have: a new
 * SQLite connection to the same file, or a new pool on the same PostgreSQL database.
 */
export async function secondConnection(database: TestDatabase): Promise<Kysely<Database>> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(
      database.db,
    );
    const file = rows.find((row) => row.name === 'main')?.file;
    if (!file) throw new Error('the SQLite test database has no file');
    return openDatabase(file);
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
    database.db,
  );
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${rows[0]?.name}`;
  return openDatabase(url.toString());
}

/** Empties the tables the pipeline writes, so each test starts from a clean outbox. */
export async function clearPipelineTables(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('outbox').execute();
  await db.deleteFrom('newsletter_campaign').execute();
  await db.deleteFrom('mail_pace').execute();
  await db.deleteFrom('contact').execute();
  await db.deleteFrom('newsletter_subscriber').execute();
  await db.deleteFrom('newsletter_suppression').execute();
  await db.deleteFrom('rate_limit_hit').execute();
  await db.deleteFrom('webhook_delivery').execute();
  await db.deleteFrom('webhook_endpoint').execute();
}

export function outboxRows(db: Kysely<Database>): Promise<OutboxRow[]> {
  return db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('kind').execute();
}
