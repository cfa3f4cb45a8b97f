import * as z from 'zod/mini';

/** Goals a visitor's click reports through the beacon. */
export const beaconGoals = [
  'booking_click',
  'phone_click',
  'whatsapp_click',
  'email_click',
] as const;

/** Goals the server records itself, from what happened (recordGoal). */
export const serverGoals = ['contact_stored', 'newsletter_confirmed', 'campaign_link'] as const;

/** A booking made on the external booking page, which Cal.com's webhook reports (decision 082). */
export const bookingGoal = 'booking_made';

export type Goal = (typeof beaconGoals)[number] | (typeof serverGoals)[number] | typeof bookingGoal;

/** A beacon's body is a few hundred bytes: more is refused unread. */
export const maxBeaconBytes = 2048;

/**
 * What the beacon sends (public/a.js): the page (`location.pathname + location.search`), the
 * referrer of a page view, or a goal reached on that page. Unknown fields are dropped.
 */
export const beaconEventSchema = z.object({
  page: z.string().check(z.maxLength(1000)),
  referrer: z.optional(z.string().check(z.maxLength(1000))),
  goal: z.optional(z.enum(beaconGoals)),
});

export type BeaconEvent = z.infer<typeof beaconEventSchema>;
