import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { purgeRateLimitHits } from '@/server/rate-limit/rate-limit.server';

/** The privacy page's promise: contact requests are deleted 24 months after the last exchange. */
export const contactRetentionMonths = 24;
/** A sign-up never confirmed is forgotten after this long. */
export const unconfirmedSubscriberDays = 30;

export interface PurgeResult {
  contacts: number;
  unconfirmedSubscribers: number;
  rateLimitHits: number;
}

/**
 * Deletes what the site no longer needs to keep. A contact's mails go with it (cascade), so no
 * copy of the request outlives it in the outbox.
 */
export async function purgeExpiredData(
  db: Kysely<Database>,
  now: Date,
  rateLimitWindowMs: number,
): Promise<PurgeResult> {
  const contactCutoff = new Date(now);
  contactCutoff.setUTCMonth(contactCutoff.getUTCMonth() - contactRetentionMonths);
  const subscriberCutoff = new Date(now.getTime() - unconfirmedSubscriberDays * 86_400_000);
  const contacts = await db
    .deleteFrom('contact')
    .where('updated_at', '<', contactCutoff.toISOString())
    .executeTakeFirst();
  const subscribers = await db
    .deleteFrom('newsletter_subscriber')
    .where('status', '=', 'pending')
    // Counted from the last confirmation mail: signing up again restarts the period.
    .where('confirmation_sent_at', '<', subscriberCutoff.toISOString())
    .executeTakeFirst();
  const hits = await purgeRateLimitHits(db, new Date(now.getTime() - rateLimitWindowMs));
  return {
    contacts: Number(contacts.numDeletedRows),
    unconfirmedSubscribers: Number(subscribers.numDeletedRows),
    rateLimitHits: hits,
  };
}
