import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { Database, OutboxRow } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';
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
  /** A campaign mail: its campaign, its fixed Message-ID and its values (decision 026). */
  campaign?: { id: string; messageId: string; bodyValues: Record<string, string> };
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
 * they are about was stored. The Message-ID is fixed now: every retry reuses it. A mail that
 * already exists (a campaign's mail to a subscriber who has one, a Message-ID already queued) is
 * left out: only the mails added are returned.
 */
export async function enqueueMails(
  trx: Transaction<Database> | Kysely<Database>,
  mails: QueuedMail[],
  messageIdDomain: string,
  now: Date,
  nextAttemptAt: Date = now,
): Promise<OutboxRow[]> {
  if (mails.length === 0) return [];
  return trx
    .insertInto('outbox')
    .values(
      mails.map((mail) => {
        const id = randomUUID();
        return {
          id,
          message_id: mail.campaign?.messageId ?? `<${id}@${messageIdDomain}>`,
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
          campaign_id: mail.campaign?.id ?? null,
          body_values: mail.campaign ? JSON.stringify(mail.campaign.bodyValues) : null,
          status: 'pending' as const,
          next_attempt_at: nextAttemptAt.toISOString(),
          created_at: now.toISOString(),
        };
      }),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .execute();
}

/**
 * Claims the next due mail of a lane for one worker, atomically: a single UPDATE whose condition
 * is re-checked on the row it changes, so of two workers racing for a row only one gets it back.
 * A `sending` row whose lease ran out (its worker died) is due again. `claimedBy` names the
 * worker (workerIdentity), so that its restart can take the claim back (releaseDeadClaims).
 */
export async function claimNextMail(
  db: Kysely<Database>,
  lane: MailLane,
  now: Date,
  claimedBy: string | null = null,
): Promise<OutboxRow | undefined> {
  const at = now.toISOString();
  const due = sql<boolean>`(lane = ${lane} and ((status = 'pending' and next_attempt_at <= ${at}) or (status = 'sending' and locked_until <= ${at})))`;
  const next = db.selectFrom('outbox').select('id').where(due).orderBy('next_attempt_at').limit(1);
  return (
    db
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending',
        attempts: eb('attempts', '+', 1),
        locked_until: new Date(now.getTime() + claimLeaseMs).toISOString(),
        claimed_by: claimedBy,
      }))
      // On PostgreSQL, senders claiming at once would all pick the same row: the ones waiting for
      // the first one's lock then find it no longer due and answer "nothing due", leaving the next
      // mails until the next poll (or for as long as the first one's send lasts). They skip the
      // locked row instead. SQLite writes one statement at a time: no race to lose there.
      .where('id', '=', speaksPostgres(db) ? next.forUpdate().skipLocked() : next)
      .where(due)
      .returningAll()
      .executeTakeFirst()
  );
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Runs `change` (one statement on the mail's row, answering whether it changed it) and, for a
 * campaign's mail whose row it changed, counts it on the campaign: in one transaction, so the
 * campaign's counters are exactly its mails' outcomes.
 */
async function withCampaignCount(
  db: Kysely<Database>,
  mail: OutboxRow,
  counter: 'delivered_count' | 'failed_count',
  change: (executor: Executor) => Promise<boolean>,
): Promise<void> {
  const campaignId = mail.campaign_id;
  if (!campaignId) {
    await change(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    if (!(await change(trx))) return;
    await trx
      .updateTable('newsletter_campaign')
      .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
      .where('id', '=', campaignId)
      .execute();
  });
}

const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;

/**
 * The mail server took the mail. Recorded whoever holds the row now (a claim given back while
 * the mail was on its way, or taken by another worker after the lease): it went out. Once.
 */
export async function recordSent(db: Kysely<Database>, mail: OutboxRow, now: Date): Promise<void> {
  await withCampaignCount(db, mail, 'delivered_count', async (executor) =>
    changed(
      await executor
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: now.toISOString(), locked_until: null, last_error: null })
        .where('id', '=', mail.id)
        .where('status', '!=', 'sent')
        .executeTakeFirst(),
    ),
  );
}

/**
 * A failed attempt: retried later with back-off, or given up after the last attempt, or at once
 * when `final` (the recipient's address was refused for good: trying again changes nothing).
 */
export async function recordFailure(
  db: Kysely<Database>,
  mail: OutboxRow,
  error: string,
  now: Date,
  { final = false }: { final?: boolean } = {},
): Promise<'retry' | 'failed'> {
  const outcome = final || mail.attempts >= maxAttempts ? 'failed' : 'retry';
  await withCampaignCount(
    db,
    mail,
    'failed_count',
    async (executor) =>
      changed(
        await executor
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
          .executeTakeFirst(),
      ) && outcome === 'failed',
  );
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
  const released = await giveBack(
    db,
    error === undefined ? {} : { last_error: error.slice(0, 1000) },
  )
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

/**
 * Claims left by workers of this machine that no longer run (a process killed with SIGKILL, or
 * an earlier run of this very process id, as in a restarted container), given back at once
 * like releaseClaims does, instead of waiting out their lease. A worker is
 * `host:pid:run` (workerIdentity): its pid on this host is alive or not. A claim of another host
 * waits for its lease, as before. Returns how many were given back.
 */
export async function releaseDeadClaims(
  db: Kysely<Database>,
  self: string,
  isAlive: (pid: number) => boolean,
): Promise<number> {
  const [host] = self.split(':');
  const holders = await db
    .selectFrom('outbox')
    .select('claimed_by')
    .distinct()
    .where('status', '=', 'sending')
    .where('claimed_by', 'like', `${host}:%`)
    .execute();
  const dead = deadClaimHolders(
    holders.map((row) => row.claimed_by),
    self,
    isAlive,
  );
  if (dead.length === 0) return 0;
  const released = await giveBack(db, { claimed_by: null })
    .where('claimed_by', 'in', dead)
    .executeTakeFirst();
  return Number(released.numUpdatedRows);
}

/**
 * Of the workers holding claims (`host:pid:run`), those of this machine that no longer run: their
 * pid is not alive, or is this process's own under an earlier run (a restarted container).
 * Another host's claims are not judged here: they wait for their lease. Shared by every queue
 * claimed this way (the outbox, the webhook deliveries).
 */
export function deadClaimHolders(
  holders: readonly (string | null)[],
  self: string,
  isAlive: (pid: number) => boolean,
): string[] {
  const [host, ownPid] = self.split(':');
  return holders.filter((holder): holder is string => {
    if (!holder || holder === self) return false;
    const [holderHost, holderPid] = holder.split(':');
    if (holderHost !== host) return false;
    const pid = Number(holderPid);
    return holderPid === ownPid || !Number.isInteger(pid) || !isAlive(pid);
  });
}

/**
 * Claimed mails back to `pending`, due at once and their claim's attempt not counted (the mail
 * server did not refuse them); the caller says which.
 */
function giveBack(db: Kysely<Database>, also: { last_error?: string; claimed_by?: null }) {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'pending',
      attempts: eb('attempts', '-', 1),
      locked_until: null,
      ...also,
    }))
    .where('status', '=', 'sending');
}

/**
 * Failed mails back to `pending` with a fresh round of attempts, due at once (an admin's retry);
 * the caller says which, and whether their last error goes now or when a delivery succeeds.
 */
export function requeueFailed(db: Executor, now: Date, also: { last_error?: null } = {}) {
  return db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: null,
      ...also,
    })
    .where('status', '=', 'failed');
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
