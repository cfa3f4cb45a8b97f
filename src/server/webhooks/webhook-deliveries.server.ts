import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, WebhookDeliveryRow, WebhookEndpointRow } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';
import { deadClaimHolders, retryDelayMs } from '@/server/mail/outbox.server';

/*
 * The webhook deliveries' queue (decision 078), claimed like the mail outbox: one UPDATE whose
 * condition is checked again on the row it changes, a lease that lets another worker take over
 * from a dead one, back-off between attempts, and outcomes written only while the claim holds.
 */

/** How long a worker owns a claimed delivery: far beyond one POST's 5 s. */
export const deliveryLeaseMs = 60_000;
/** How long an event is retried, and how long an endpoint may fail before it is switched off. */
export const webhookRetryWindowMs = 24 * 60 * 60_000;

const due = (at: string) =>
  sql<boolean>`(((status = 'pending' and next_attempt_at <= ${at}) or (status = 'sending' and locked_until <= ${at})) and endpoint_id in (select id from webhook_endpoint where enabled = 1))`;

/** Claims the next due delivery of an enabled endpoint for one worker, atomically. */
export async function claimNextDelivery(
  db: Kysely<Database>,
  now: Date,
  claimedBy: string,
): Promise<WebhookDeliveryRow | undefined> {
  const at = now.toISOString();
  const next = db
    .selectFrom('webhook_delivery')
    .select('id')
    .where(due(at))
    .orderBy('next_attempt_at')
    .limit(1);
  return (
    db
      .updateTable('webhook_delivery')
      .set((eb) => ({
        status: 'sending',
        attempts: eb('attempts', '+', 1),
        locked_until: new Date(now.getTime() + deliveryLeaseMs).toISOString(),
        claimed_by: claimedBy,
      }))
      // As the outbox does: on PostgreSQL racing workers skip a row another one is claiming.
      .where('id', '=', speaksPostgres(db) ? next.forUpdate().skipLocked() : next)
      .where(due(at))
      .returningAll()
      .executeTakeFirst()
  );
}

export interface AttemptResult {
  responseStatus: number | null;
  durationMs: number;
  error?: string;
}

/**
 * The endpoint accepted the event (2xx): delivered, once, whoever holds the claim now; the
 * endpoint answers again, so it is no longer failing.
 */
export async function recordDelivered(
  db: Kysely<Database>,
  delivery: WebhookDeliveryRow,
  attempt: AttemptResult,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_delivery')
      .set({
        status: 'delivered',
        delivered_at: now.toISOString(),
        locked_until: null,
        response_status: attempt.responseStatus,
        duration_ms: attempt.durationMs,
        last_error: null,
      })
      .where('id', '=', delivery.id)
      .where('status', '!=', 'delivered')
      .execute();
    await trx
      .updateTable('webhook_endpoint')
      .set({ failing_since: null })
      .where('id', '=', delivery.endpoint_id)
      .execute();
  });
}

/**
 * A failed attempt: tried again after the back-off (the last try at the end of its 24 h window),
 * or given up once the window is over. The endpoint is failing since its first failure with no
 * success after it; failing for the whole window, it is switched off and `onSwitchedOff` runs in
 * the same transaction (the admins' mail is queued there). Nothing is written when the claim no
 * longer holds.
 */
export async function recordFailedAttempt(
  db: Kysely<Database>,
  delivery: WebhookDeliveryRow,
  attempt: AttemptResult,
  now: Date,
  onSwitchedOff: (trx: Transaction<Database>, endpoint: WebhookEndpointRow) => Promise<void>,
): Promise<'retry' | 'failed'> {
  const at = now.toISOString();
  const outcome = at >= delivery.give_up_at ? 'failed' : 'retry';
  const retryAt = new Date(
    Math.min(now.getTime() + retryDelayMs(delivery.attempts), Date.parse(delivery.give_up_at)),
  ).toISOString();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('webhook_delivery')
      .set({
        status: outcome === 'failed' ? 'failed' : 'pending',
        next_attempt_at: retryAt,
        locked_until: null,
        response_status: attempt.responseStatus,
        duration_ms: attempt.durationMs,
        last_error: (attempt.error ?? '').slice(0, 500) || null,
      })
      .where('id', '=', delivery.id)
      .where('status', '=', 'sending')
      .where('locked_until', '=', delivery.locked_until)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await trx
      .updateTable('webhook_endpoint')
      .set({ failing_since: at })
      .where('id', '=', delivery.endpoint_id)
      .where('failing_since', 'is', null)
      .execute();
    const windowStart = new Date(now.getTime() - webhookRetryWindowMs).toISOString();
    const switchedOff = await trx
      .updateTable('webhook_endpoint')
      .set({ enabled: 0, switched_off_at: at, updated_at: at })
      .where('id', '=', delivery.endpoint_id)
      .where('enabled', '=', 1)
      .where('failing_since', '<=', windowStart)
      .returningAll()
      .executeTakeFirst();
    if (switchedOff) await onSwitchedOff(trx, switchedOff);
  });
  return outcome;
}

/** Gives claims back uncounted, due at once (a stopping worker's). */
export async function releaseDeliveryClaims(
  db: Kysely<Database>,
  deliveries: WebhookDeliveryRow[],
): Promise<void> {
  if (deliveries.length === 0) return;
  await giveBack(db)
    .where((eb) =>
      eb.or(
        deliveries.map((delivery) =>
          eb.and([eb('id', '=', delivery.id), eb('locked_until', '=', delivery.locked_until)]),
        ),
      ),
    )
    .execute();
}

/**
 * Claims of workers of this machine that no longer run (deadClaimHolders), given back at once
 * instead of after their lease. Returns how many.
 */
export async function releaseDeadDeliveryClaims(
  db: Kysely<Database>,
  self: string,
  isAlive: (pid: number) => boolean,
): Promise<number> {
  const holders = await db
    .selectFrom('webhook_delivery')
    .select('claimed_by')
    .distinct()
    .where('status', '=', 'sending')
    .where('claimed_by', 'like', `${self.split(':')[0]}:%`)
    .execute();
  const dead = deadClaimHolders(
    holders.map((row) => row.claimed_by),
    self,
    isAlive,
  );
  if (dead.length === 0) return 0;
  const released = await giveBack(db).where('claimed_by', 'in', dead).executeTakeFirst();
  return Number(released.numUpdatedRows);
}

function giveBack(db: Kysely<Database>) {
  return db
    .updateTable('webhook_delivery')
    .set((eb) => ({
      status: 'pending',
      attempts: eb('attempts', '-', 1),
      locked_until: null,
      claimed_by: null,
    }))
    .where('status', '=', 'sending');
}
