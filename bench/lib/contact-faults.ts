import type pg from 'pg';
import { waitUntil } from '../../scripts/lib/cluster';
import type { SmtpSink } from '../../scripts/lib/smtp-sink';
import { submitContacts, type ContactAnswer } from './contact-submissions';

/** What a contact load through faults left behind, for a test to check and the bench to print. */
export interface FaultyContactRun {
  answers: ContactAnswer[];
  /** The addresses of the requests stored. */
  stored: Set<string>;
  /** The Message-IDs of the mails queued for the stored requests (two per request). */
  messageIds: Set<string>;
  /** How many rows of the outbox carry those requests' mails (to compare with the IDs). */
  queuedMails: number;
  seconds: number;
}

/**
 * Issue 12's fault run: `total` contact requests to `url` (nginx) at `connections`; a quarter in,
 * the mail server stops; half-way, `kill` takes an instance down without warning; once every
 * request is answered the mail server comes back. Each address carries `run`, so rows of other
 * tests never count.
 */
export async function contactsThroughFaults(options: {
  url: string;
  total: number;
  connections: number;
  run: string;
  smtp: SmtpSink;
  kill: () => Promise<void>;
  db: pg.Pool;
}): Promise<FaultyContactRun> {
  const { total, smtp, db, run } = options;
  const started = Date.now();
  let answered = 0;
  const load = submitContacts({
    url: options.url,
    total,
    connections: options.connections,
    emailOf: (n) => `load-${n}-${run}@exemple.ch`,
    onAnswer: () => (answered += 1),
  });
  const answeredAtLeast = (count: number) =>
    waitUntil(async () => answered >= count, 120_000, `${count} answers`, load);
  await answeredAtLeast(total / 4);
  await smtp.stop();
  await answeredAtLeast(total / 2);
  await options.kill();
  const answers = await load;
  const seconds = (Date.now() - started) / 1000;
  await smtp.restart();

  const { rows } = await db.query<{ email: string; id: string }>(
    'select email, id from contact where email like $1',
    [`%-${run}@exemple.ch`],
  );
  const { rows: mails } = await db.query<{ message_id: string }>(
    'select message_id from outbox where contact_id = any($1)',
    [rows.map((row) => row.id)],
  );
  return {
    answers,
    stored: new Set(rows.map((row) => row.email)),
    messageIds: new Set(mails.map((mail) => mail.message_id)),
    queuedMails: mails.length,
    seconds,
  };
}

/** How many of `messageIds` the mail server received, and how many of them more than once. */
export function deliveries(smtp: SmtpSink, messageIds: Set<string>) {
  const received = smtp.messages
    .map((message) => message.mail.messageId)
    .filter((id): id is string => id !== undefined && messageIds.has(id));
  const distinct = new Set(received).size;
  return { delivered: distinct, duplicates: received.length - distinct };
}
