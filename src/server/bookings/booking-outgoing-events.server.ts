import 'server-only';
import type { Transaction } from 'kysely';
import { contactData } from '@/server/contact/contact-webhook.server';
import type { Database } from '@/server/db/schema';
import { enqueueWebhookEvent } from '@/server/webhooks/webhook-events.server';
import type { BookingTrigger } from '@/server/db/schema';

/** The outgoing event each Cal.com trigger is (docs/integrations.md). */
const eventOfTrigger = {
  BOOKING_CREATED: 'booking.created',
  BOOKING_CANCELLED: 'booking.cancelled',
  BOOKING_RESCHEDULED: 'booking.rescheduled',
} as const satisfies Record<BookingTrigger, string>;

/**
 * Queues `booking.created`, `.cancelled` or `.rescheduled` for the booking's lead as the change
 * left it, in the transaction that applied the change: what a contact request's event carries,
 * with the appointment (UTC times, the attendee's time zone, its state, the answers).
 */
export async function queueBookingWebhook(
  trx: Transaction<Database>,
  contactId: string,
  trigger: BookingTrigger,
  now: Date,
): Promise<void> {
  const lead = await trx
    .selectFrom('contact')
    .selectAll()
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
  await enqueueWebhookEvent(
    trx,
    eventOfTrigger[trigger],
    {
      ...contactData(lead),
      booking: {
        uid: lead.booking_uid,
        start: lead.booking_start,
        end: lead.booking_end,
        timeZone: lead.booking_time_zone,
        status: lead.booking_status,
        answers: JSON.parse(lead.booking_answers) as unknown,
      },
    },
    now,
  );
}
