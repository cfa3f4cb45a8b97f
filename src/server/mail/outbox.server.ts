import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { Database, OutboxRow } from '@/server/db/schema';
import type { MailContent } from './compose';
import { laneOf, type MailLane } from './mail-lanes';

export interface QueuedMail extends MailContent {
  kind: string;
  to: string;
  replyTo?: string;
  locale: Locale;
  headers?: Record<string, string>;
  contactId?: string;
  subscriberId?: string;
}

/** Attempts before a mail is given up as `failed` (an admin can retry it). */
export const maxAttempts = 10;
/** How long a worker owns a claimed mail; past it, the mail is claimable again (crash recovery). */
export const claimLeaseMs = 2 * 60_000;

/** Wait before attempt n+1 after n failed attempts: 30 s, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

/**
 * Adds mails to the outbox inside the caller's transaction, so they exist if and only if what
 * they are about was stored. The Message-ID is fixed now: every retry reuses it.
 */
export async function enqueueMails(
  trx: Transaction<Database> | Kysely<Database>,
  mails: QueuedMail[],
  messageIdDomain: string,
  now: Date,
): Promise<OutboxRow[]> {
  if (mails.length === 0) return [];
  return trx
    .insertInto('outbox')
    .values(
      mails.map((mail) => {
        const id = randomUUID();
        return {
          id,
          message_id: `<${id}@${messageIdDomain}>`,
          kind: mail.kind,
          lane: laneOf(mail.kind),
          recipient: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          headers: JSON.stringify(mail.headers ?? {}),
          locale: mail.locale,
          contact_id: mail.contactId ?? null,
          subscriber_id: mail.subscriberId ?? null,
          status: 'pending' as const,
          next_attempt_at: now.toISOString(),
          created_at: now.toISOString(),
        };
      }),
    )
    .returningAll()
    .execute();
}

/**
 * Claims the next due mail of a lane for one worker, atomically: a single UPDATE whose condition
 * is re-checked on the row it changes, so of two workers racing for a row only one gets it back.
 * A `sending` row whose lease ran out (its worker died) is due again.
 */
export async function claimNextMail(
  db: Kysely<Database>,
  lane: MailLane,
  now: Date,
): Promise<OutboxRow | undefined> {
  const at = now.toISOString();
  const due = sql<boolean>`(lane = ${lane} and ((status = 'pending' and next_attempt_at <= ${at}) or (status = 'sending' and locked_until <= ${at})))`;
  return db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      locked_until: new Date(now.getTime() + claimLeaseMs).toISOString(),
    }))
    .where(
      'id',
      '=',
      db.selectFrom('outbox').select('id').where(due).orderBy('next_attempt_at').limit(1),
    )
    .where(due)
    .returningAll()
    .executeTakeFirst();
}

export async function recordSent(db: Kysely<Database>, mail: OutboxRow, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where('id', '=', mail.id)
    .execute();
}

/** A failed attempt: retried later with back-off, or given up after the last attempt. */
export async function recordFailure(
  db: Kysely<Database>,
  mail: OutboxRow,
  error: string,
  now: Date,
): Promise<'retry' | 'failed'> {
  const outcome = mail.attempts >= maxAttempts ? 'failed' : 'retry';
  await db
    .updateTable('outbox')
    .set({
      status: outcome === 'failed' ? 'failed' : 'pending',
      next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', mail.id)
    // Only while this claim still holds: past its lease another worker may own the mail.
    .where('status', '=', 'sending')
    .where('locked_until', '=', mail.locked_until)
    .execute();
  return outcome;
}

/**
 * Gives back claims a worker holds but will not finish (it is stopping, or the mail server could
 * not be reached, whose `error` is then kept as the mail's last error): each mail is due again
 * at once, for any worker, instead of after its lease, and the attempt its claim counted is not
 * counted (the mail server did not refuse it). Only a claim that is still the worker's, the row
 * as it claimed it (`sending`, its `locked_until`): past the lease another worker may own the
 * mail. Returns how many were given back.
 */
export async function releaseClaims(
  db: Kysely<Database>,
  mails: OutboxRow[],
  error?: string,
): Promise<number> {
  if (mails.length === 0) return 0;
  const released = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'pending',
      attempts: eb('attempts', '-', 1),
      locked_until: null,
      ...(error === undefined ? {} : { last_error: error.slice(0, 1000) }),
    }))
    .where('status', '=', 'sending')
    .where((eb) =>
      eb.or(
        mails.map((mail) =>
          eb.and([eb('id', '=', mail.id), eb('locked_until', '=', mail.locked_until)]),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/** Counts by status, for start-up messages and the benchmark. */
export async function outboxCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
