import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { getDb } from '@/server/db/connection.server';
import { appSecret } from '@/server/security/secret.server';
import { absoluteUrl } from '@/i18n/href';
import { localeFromLangParam } from '@/i18n/locales';
import type { Database, OutboxRow, SubscriberRow } from '@/server/db/schema';
import type { MailSettings } from '@/server/mail/mail-settings.server';
import { enqueueMails } from '@/server/mail/outbox.server';
import { newsletterWelcomeMail } from '@/server/mail/templates.server';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';
import { enqueueWebhookEvent } from '@/server/webhooks/webhook-events.server';
import {
  isValidToken,
  subscriberToken,
  tokenSubscriberId,
  type TokenPurpose,
} from './tokens.server';

/** Where the address of a newsletter link stands, for its page; undefined when the link is not genuine. */
export async function subscriptionOfLink(
  purpose: TokenPurpose,
  token: string,
): Promise<Pick<SubscriberRow, 'email' | 'status'> | undefined> {
  const db = getDb();
  const subscriber = await subscriberByToken(db, await appSecret(db), purpose, token);
  return subscriber && { email: subscriber.email, status: subscriber.status };
}

/** The subscriber a link's token names, if the token is genuine. */
export async function subscriberByToken(
  db: Kysely<Database>,
  secret: string,
  purpose: TokenPurpose,
  token: string,
): Promise<SubscriberRow | undefined> {
  const id = tokenSubscriberId(token);
  if (!id) return undefined;
  const subscriber = await db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return subscriber && isValidToken(secret, purpose, token, subscriber) ? subscriber : undefined;
}

export type ConfirmOutcome = { status: 'confirmed'; mails: OutboxRow[] } | { status: 'invalid' };

/**
 * Confirms a pending address (the POST behind the confirmation page's button) and queues the
 * welcome mail with its unsubscribe link. Confirming twice is harmless; an address that has
 * unsubscribed since is not brought back by an old link.
 */
export async function confirmSubscription(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now: Date,
  mail: MailSettings,
): Promise<ConfirmOutcome> {
  const subscriber = await subscriberByToken(db, secret, 'confirm', token);
  if (!subscriber || subscriber.status === 'unsubscribed') return { status: 'invalid' };
  const locale = localeFromLangParam(subscriber.locale);
  const unsubscribe = unsubscribeLinks(secret, subscriber, mail.site.siteUrl);
  const welcome = newsletterWelcomeMail(
    locale,
    unsubscribe.page,
    mail.site,
    await readMailCopy(db, locale),
  );
  const mails = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('newsletter_subscriber')
      .set({ status: 'confirmed', confirmed_at: now.toISOString() })
      .where('id', '=', subscriber.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return [];
    await queueSubscriberWebhook(trx, 'newsletter.confirmed', subscriber.id, now);
    return enqueueMails(
      trx,
      [
        {
          ...welcome,
          kind: 'newsletter-welcome',
          to: subscriber.email,
          locale,
          subscriberId: subscriber.id,
          headers: {
            'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      ],
      mail.messageIdDomain,
      now,
    );
  });
  return { status: 'confirmed', mails };
}

/**
 * Unsubscribes an address (page button or RFC 8058 one-click); idempotent. The departure is
 * counted on the last campaign the address received, in the same transaction.
 */
export async function unsubscribe(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now: Date,
): Promise<'unsubscribed' | 'invalid'> {
  const subscriber = await subscriberByToken(db, secret, 'unsubscribe', token);
  if (!subscriber) return 'invalid';
  await db.transaction().execute(async (trx) => {
    const left = await trx
      .updateTable('newsletter_subscriber')
      .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString() })
      .where('id', '=', subscriber.id)
      .where('status', '!=', 'unsubscribed')
      .executeTakeFirst();
    if (Number(left.numUpdatedRows) === 0) return;
    await queueSubscriberWebhook(trx, 'newsletter.unsubscribed', subscriber.id, now);
    const lastCampaign = await trx
      .selectFrom('outbox')
      .select('campaign_id')
      .where('subscriber_id', '=', subscriber.id)
      .where('campaign_id', 'is not', null)
      .where('status', '=', 'sent')
      .orderBy('sent_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (lastCampaign?.campaign_id)
      await trx
        .updateTable('newsletter_campaign')
        .set((eb) => ({ unsubscribed_count: eb('unsubscribed_count', '+', 1) }))
        .where('id', '=', lastCampaign.campaign_id)
        .execute();
  });
  return 'unsubscribed';
}

/**
 * Queues a subscription's event (docs/integrations.md) as stored now, in the transaction that
 * changed it: the address, its language, its dates and where its sign-up came from.
 */
async function queueSubscriberWebhook(
  trx: Transaction<Database>,
  type: 'newsletter.confirmed' | 'newsletter.unsubscribed',
  id: string,
  now: Date,
): Promise<void> {
  const row = await trx
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await enqueueWebhookEvent(
    trx,
    type,
    {
      id: row.id,
      email: row.email,
      language: row.locale,
      status: row.status,
      confirmedAt: row.confirmed_at,
      unsubscribedAt: row.unsubscribed_at,
      source: {
        origin: row.source_origin,
        entryPage: row.source_entry_page,
        referrer: row.source_referrer,
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
      },
    },
    now,
  );
}

/**
 * Where a newsletter mail lets its reader leave: a page with a button (in the mail's body) and
 * the one-click endpoint mail clients call by POST (List-Unsubscribe, RFC 8058).
 */
export function unsubscribeLinks(
  secret: string,
  subscriber: Pick<SubscriberRow, 'id' | 'email' | 'locale'>,
  siteUrl: string,
) {
  const token = encodeURIComponent(subscriberToken(secret, 'unsubscribe', subscriber));
  return {
    page: absoluteUrl(
      siteUrl,
      `/newsletter/unsubscribe?token=${token}`,
      localeFromLangParam(subscriber.locale),
    ),
    oneClick: new URL(`/api/newsletter/unsubscribe?token=${token}`, siteUrl).toString(),
  };
}
