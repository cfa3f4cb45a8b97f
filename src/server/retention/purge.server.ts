import 'server-only';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';
import { purgeEventsBefore } from '@/server/analytics/analytics-store.server';
import { purgeBin } from '@/server/bin/bin.server';
import { purgeRateLimitHits } from '@/server/rate-limit/rate-limit.server';
import { suppressAddress } from '@/server/newsletter/suppression.server';
import { appSecret } from '@/server/security/secret.server';

/*
 * The privacy page's promises, kept by the hourly purge: each period below is stated there in
 * the four languages (privacy.retention).
 */

/** Contact requests are deleted 24 months after the last exchange. */
export const contactRetentionMonths = 24;
/** A sign-up never confirmed is forgotten after this long. */
export const unconfirmedSubscriberDays = 30;
/** An unsubscribed address is forgotten after this long, but for a hash that keeps it unmailed. */
export const unsubscribedSubscriberDays = 30;
/**
 * A mail, or an event sent to the agency's tools (decision 078), delivered or given up is deleted
 * after this long (a contact's mails go with the contact).
 */
export const finishedMailDays = 90;
/** The audit log keeps 24 months. */
export const auditRetentionMonths = 24;

export interface PurgeResult {
  contacts: number;
  unconfirmedSubscribers: number;
  unsubscribedSubscribers: number;
  finishedMails: number;
  /** Webhook deliveries delivered or given up: the delivery log's copies of leads. */
  finishedWebhookDeliveries: number;
  expiredSessions: number;
  expiredVerifications: number;
  auditRows: number;
  rateLimitHits: number;
  /** Deleted documents past the bin's period (decision 065). */
  binRows: number;
  /** Raw audience events past ANALYTICS_RETENTION_MONTHS; their daily rollups stay (077). */
  analyticsEvents: number;
}

function monthsBefore(now: Date, months: number): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

/**
 * Unsubscribed addresses, and those a mail server refused for good (bounced), leave the
 * subscriber table after their period; a keyed hash of each stays in `newsletter_suppression`,
 * so no campaign or import ever mails them again (signing up again still works).
 */
async function purgeUnsubscribed(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = daysBefore(now, unsubscribedSubscriberDays);
  const leaving = await db
    .selectFrom('newsletter_subscriber')
    .select(['id', 'email', 'unsubscribed_at', 'bounced_at'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'unsubscribed'), eb('unsubscribed_at', '<', cutoff)]),
        eb.and([eb('status', '=', 'bounced'), eb('bounced_at', '<', cutoff)]),
      ]),
    )
    .execute();
  if (leaving.length === 0) return 0;
  const secret = await appSecret(db);
  await db.transaction().execute(async (trx) => {
    for (const subscriber of leaving) {
      await suppressAddress(
        trx,
        secret,
        subscriber.email,
        subscriber.unsubscribed_at ?? subscriber.bounced_at ?? now.toISOString(),
      );
      await trx.deleteFrom('newsletter_subscriber').where('id', '=', subscriber.id).execute();
    }
  });
  return leaving.length;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/**
 * Deletes what the site no longer needs to keep. A contact's mails go with it (cascade), so no
 * copy of the request outlives it in the outbox.
 */
export async function purgeExpiredData(
  db: Kysely<Database>,
  now: Date,
  rateLimitWindowMs: number,
  analyticsRetentionMonths = settings().ANALYTICS_RETENTION_MONTHS,
): Promise<PurgeResult> {
  const at = now.toISOString();
  const contacts = await db
    .deleteFrom('contact')
    .where('updated_at', '<', monthsBefore(now, contactRetentionMonths))
    .executeTakeFirst();
  const unconfirmed = await db
    .deleteFrom('newsletter_subscriber')
    .where('status', '=', 'pending')
    // Counted from the last confirmation mail: signing up again restarts the period.
    .where('confirmation_sent_at', '<', daysBefore(now, unconfirmedSubscriberDays))
    .executeTakeFirst();
  const unsubscribedSubscribers = await purgeUnsubscribed(db, now);
  const finishedMails = await db
    .deleteFrom('outbox')
    .where('status', 'in', ['sent', 'failed'])
    .where('created_at', '<', daysBefore(now, finishedMailDays))
    .executeTakeFirst();
  const finishedWebhookDeliveries = await db
    .deleteFrom('webhook_delivery')
    .where('status', 'in', ['delivered', 'failed'])
    .where('created_at', '<', daysBefore(now, finishedMailDays))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('auth_session')
    .where('expiresAt', '<', at)
    .executeTakeFirst();
  const verifications = await db
    .deleteFrom('auth_verification')
    .where('expiresAt', '<', at)
    .executeTakeFirst();
  const audit = await db
    .deleteFrom('audit_log')
    .where('created_at', '<', monthsBefore(now, auditRetentionMonths))
    .executeTakeFirst();
  const hits = await purgeRateLimitHits(db, new Date(now.getTime() - rateLimitWindowMs));
  return {
    contacts: deleted(contacts),
    unconfirmedSubscribers: deleted(unconfirmed),
    unsubscribedSubscribers,
    finishedMails: deleted(finishedMails),
    finishedWebhookDeliveries: deleted(finishedWebhookDeliveries),
    expiredSessions: deleted(sessions),
    expiredVerifications: deleted(verifications),
    auditRows: deleted(audit),
    rateLimitHits: hits,
    binRows: await purgeBin(db, now),
    analyticsEvents: await purgeEventsBefore(db, monthsBefore(now, analyticsRetentionMonths)),
  };
}
