import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { absoluteUrl } from '@/i18n/href';
import { fieldErrors } from '@/lib/forms/field-errors';
import { isHoneypotFilled } from '@/lib/forms/honeypot';
import { newsletterSchema, type NewsletterErrorKey } from '@/lib/forms/newsletter-schema';
import type { Database, OutboxRow, SubscriberRow } from '@/server/db/schema';
import {
  ipHash,
  withinRateLimit,
  type SubmissionContext,
  type SubmissionOptions,
  type SubmissionResult,
} from '@/server/forms/submission.server';
import { enqueueMails } from '@/server/mail/outbox.server';
import { newsletterConfirmationMail } from '@/server/mail/templates.server';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';
import { subscriberToken } from './tokens.server';

/** A pending address asking again within this delay gets no new confirmation mail. */
export const confirmationResendAfterMs = 60 * 60_000;

/**
 * A newsletter sign-up (double opt-in). Whatever the address's state (new, pending, confirmed,
 * unsubscribed) the visitor gets the same answer: a sign-up never reveals who is subscribed.
 * A new or unsubscribed address gets a confirmation mail; a pending one gets it again at most
 * once an hour; a confirmed one nothing.
 */
export async function subscribeToNewsletter(
  db: Kysely<Database>,
  input: unknown,
  context: SubmissionContext,
  options: SubmissionOptions,
): Promise<SubmissionResult<NewsletterErrorKey>> {
  if (isHoneypotFilled(input)) return { outcome: { status: 'accepted' }, mails: [] };
  const parsed = newsletterSchema.safeParse(input);
  if (!parsed.success)
    return {
      outcome: { status: 'invalid', errors: fieldErrors<NewsletterErrorKey>(parsed.error) },
      mails: [],
    };
  const email = parsed.data.email.toLowerCase();
  if (!(await withinRateLimit(db, 'newsletter', email, context, options)))
    return { outcome: { status: 'rate-limited' }, mails: [] };

  // The address's new state and its confirmation mail are committed together, or neither.
  const mails = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    const subscriber = existing
      ? await renewIfNeeded(trx, existing, context)
      : await insertPending(trx, email, context, options.secret);
    return subscriber ? queueConfirmation(trx, subscriber, context, options) : [];
  });
  return { outcome: { status: 'accepted' }, mails };
}

/** An existing address that should get a (new) confirmation mail, back to pending. */
async function renewIfNeeded(
  db: Kysely<Database>,
  subscriber: SubscriberRow,
  context: SubmissionContext,
): Promise<SubscriberRow | undefined> {
  if (!needsConfirmation(subscriber, context.now)) return undefined;
  await db
    .updateTable('newsletter_subscriber')
    .set({
      status: 'pending',
      locale: context.locale,
      confirmation_sent_at: context.now.toISOString(),
      ...context.source,
    })
    .where('id', '=', subscriber.id)
    .execute();
  return subscriber;
}

function needsConfirmation(subscriber: SubscriberRow, now: Date): boolean {
  if (subscriber.status === 'confirmed') return false;
  if (subscriber.status === 'unsubscribed') return true;
  return now.getTime() - Date.parse(subscriber.confirmation_sent_at) >= confirmationResendAfterMs;
}

async function insertPending(
  db: Kysely<Database>,
  email: string,
  context: SubmissionContext,
  secret: string,
): Promise<SubscriberRow | undefined> {
  const now = context.now.toISOString();
  // Two sign-ups of one new address at once: the second insert does nothing, and sends nothing.
  return db
    .insertInto('newsletter_subscriber')
    .values({
      id: randomUUID(),
      email,
      locale: context.locale,
      status: 'pending',
      ip_hash: ipHash(secret, context.ip),
      created_at: now,
      confirmation_sent_at: now,
      ...context.source,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Queues the double opt-in mail of a pending address (sign-up, or an import without consent). */
export async function queueConfirmation(
  db: Kysely<Database>,
  subscriber: Pick<SubscriberRow, 'id' | 'email'>,
  { locale, now }: Pick<SubmissionContext, 'locale' | 'now'>,
  options: Pick<SubmissionOptions, 'secret' | 'mail'>,
): Promise<OutboxRow[]> {
  const token = subscriberToken(options.secret, 'confirm', subscriber);
  const confirmUrl = absoluteUrl(
    options.mail.site.siteUrl,
    `/newsletter/confirm?token=${encodeURIComponent(token)}`,
    locale,
  );
  const mail = newsletterConfirmationMail(
    locale,
    confirmUrl,
    options.mail.site,
    await readMailCopy(db, locale),
  );
  return enqueueMails(
    db,
    [
      {
        ...mail,
        kind: 'newsletter-confirmation',
        to: subscriber.email,
        locale,
        subscriberId: subscriber.id,
      },
    ],
    options.mail.messageIdDomain,
    now,
  );
}
