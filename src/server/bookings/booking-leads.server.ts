import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingEventTable, Database } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';
import { queueBookingWebhook } from './booking-outgoing-events.server';
import { statusOfTrigger, type BookingChange } from './cal-payload';

/**
 * A Cal.com booking as a lead of the contact inbox (issue 32, decision 079): the one place a
 * booking is written. Each webhook is applied in one transaction — the lead created or brought up
 * to date, its history row added, its outgoing `booking.*` webhook queued (decision 078).
 */

export type BookingOutcome =
  | { outcome: 'stored'; contactId: string; trigger: BookingChange['trigger']; created: boolean }
  | { outcome: 'replayed' };

/** A copy that lost the race for the unique (uid, trigger): rolled back, then answered as a replay. */
class ReplayedInRace extends Error {}

/** The lead of a booking, found by any uid it has had (a reschedule gives a new one). */
async function leadOf(trx: Transaction<Database>, change: BookingChange) {
  const uids = [change.uid, ...(change.replacesUid ? [change.replacesUid] : [])];
  return trx
    .selectFrom('booking_event')
    .select('contact_id')
    .where('booking_uid', 'in', uids)
    .executeTakeFirst();
}

/** Whether a change Cal.com made later than this one is already applied (deliveries may cross). */
async function laterApplied(trx: Transaction<Database>, contactId: string, change: BookingChange) {
  const later = await trx
    .selectFrom('booking_event')
    .select('id')
    .where('contact_id', '=', contactId)
    .where('occurred_at', '>', change.occurredAt)
    .executeTakeFirst();
  return later !== undefined;
}

/** The booking's columns as this change leaves them. */
function bookingColumns(change: BookingChange, now: string) {
  return {
    booking_uid: change.uid,
    booking_start: change.start,
    booking_end: change.end,
    booking_time_zone: change.timeZone,
    booking_status: statusOfTrigger[change.trigger],
    updated_at: now,
  };
}

async function createLead(trx: Transaction<Database>, change: BookingChange, now: string) {
  const id = randomUUID();
  await trx
    .insertInto('contact')
    .values({
      id,
      kind: 'booking',
      name: change.name,
      email: change.email,
      phone: change.phone,
      company: null,
      // Not a service of the contact form: the inbox names the kind instead.
      service: '',
      message: change.notes,
      locale: change.locale,
      status: 'new',
      // Cal.com's servers post it, not the visitor: there is no visitor's address to hash.
      ip_hash: '',
      received_at: now,
      ...bookingColumns(change, now),
      booking_answers: JSON.stringify(change.answers),
      source_origin: 'booking',
      ...change.utm,
    })
    .execute();
  return id;
}

/**
 * Applies one booking webhook: a booking not seen yet becomes a lead (whatever the trigger: a
 * cancellation of a booking made before the webhook was registered still reaches the inbox); a
 * known one is brought up to date unless a later change is already applied; either way the
 * change joins the lead's history. The same uid and trigger twice is a replay: nothing is written.
 */
export async function recordBookingChange(
  db: Kysely<Database>,
  change: BookingChange,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      // One booking's webhooks one at a time (SQLite's transactions already are), so a creation
      // and a cancellation arriving together cannot both create its lead.
      if (speaksPostgres(db))
        await sql`select pg_advisory_xact_lock(hashtext(${change.replacesUid ?? change.uid}))`.execute(
          trx,
        );
      const replayed = await trx
        .selectFrom('booking_event')
        .select('id')
        .where('booking_uid', '=', change.uid)
        .where('trigger', '=', change.trigger)
        .executeTakeFirst();
      if (replayed) return { outcome: 'replayed' as const };
      const known = await leadOf(trx, change);
      let contactId: string;
      if (known) {
        contactId = known.contact_id;
        if (!(await laterApplied(trx, contactId, change)))
          await trx
            .updateTable('contact')
            .set(bookingColumns(change, at))
            .where('id', '=', contactId)
            .execute();
      } else contactId = await createLead(trx, change, at);
      const event: BookingEventTable = {
        id: randomUUID(),
        contact_id: contactId,
        booking_uid: change.uid,
        trigger: change.trigger,
        start_time: change.start,
        end_time: change.end,
        occurred_at: change.occurredAt,
        received_at: at,
      };
      const inserted = await trx
        .insertInto('booking_event')
        .values(event)
        .onConflict((conflict) => conflict.columns(['booking_uid', 'trigger']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new ReplayedInRace();
      await queueBookingWebhook(trx, contactId, change.trigger, now);
      const applied = { contactId, trigger: change.trigger, created: !known };
      return { outcome: 'stored' as const, ...applied };
    });
  } catch (error) {
    if (error instanceof ReplayedInRace) return { outcome: 'replayed' };
    throw error;
  }
}

export type BookingHistoryEntry = Pick<
  BookingEventTable,
  'id' | 'trigger' | 'start_time' | 'end_time' | 'occurred_at' | 'received_at'
>;

/** A lead's booking history, oldest first (the detail screen's list). */
export function bookingHistory(
  db: Kysely<Database>,
  contactId: string,
): Promise<BookingHistoryEntry[]> {
  return db
    .selectFrom('booking_event')
    .select(['id', 'trigger', 'start_time', 'end_time', 'occurred_at', 'received_at'])
    .where('contact_id', '=', contactId)
    .orderBy('occurred_at')
    .orderBy('received_at')
    .execute();
}
