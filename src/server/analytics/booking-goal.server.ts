import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { zurichDate } from '@/lib/time/zurich-time';
import type { Database } from '@/server/db/schema';
import { bookingGoal } from './event-shape';
import { queueEvent } from './event-queue.server';
import type { CampaignTags } from './traffic-source';

/**
 * Counts a booking made on the external booking page as the goal `booking_made` (issue 32: "the
 * audience screen's goals include bookings"; decision 082). Cal.com's server posts the webhook,
 * not the visitor, so there is no visit to hash: the booking is a converted visit of its own,
 * known by what its link carried — the entry page's UTM values, which the beacon adds on a
 * booking click — and the attendee's language. Its entry page, referrer, device and browser are
 * unknown (''), and it has no page: a page filter does not show it, a source filter does. The
 * visit is random, so nothing joins the count back to the lead.
 */
export function recordBookingGoal(
  db: Kysely<Database>,
  booking: { utm: CampaignTags; locale: string },
  now: Date,
): void {
  const { utm } = booking;
  queueEvent(db, {
    occurred_at: now.toISOString(),
    day: zurichDate(now),
    visit: randomBytes(16).toString('hex'),
    kind: bookingGoal,
    path: '',
    locale: booking.locale,
    entry_page: '',
    entry_locale: booking.locale,
    referrer: '',
    utm_source: utm.utm_source,
    utm_medium: utm.utm_medium,
    utm_campaign: utm.utm_campaign,
    device: '',
    browser: '',
    utm_term: utm.utm_term,
    utm_content: utm.utm_content,
  });
}
