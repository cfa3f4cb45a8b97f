import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { defaultLocale } from '@/i18n/locales';
import type { ContactErrorKey } from '@/lib/forms/contact-fields';
import { contactSchema, type ContactRequest } from '@/lib/forms/contact-schema';
import { fieldErrors } from '@/lib/forms/field-errors';
import { isHoneypotFilled } from '@/lib/forms/honeypot';
import { offeredServiceLabel } from '@/server/contact/contact-service-options.server';
import { queueContactWebhook } from '@/server/contact/contact-webhook.server';
import type { ContactStatus, Database } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';
import {
  ipHash,
  withinRateLimit,
  type SubmissionContext,
  type SubmissionOptions,
  type SubmissionResult,
} from '@/server/forms/submission.server';
import { enqueueMails } from '@/server/mail/outbox.server';
import {
  contactAcknowledgementMail,
  contactNotificationMail,
  type ContactForMail,
} from '@/server/mail/templates.server';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';

/**
 * A contact request, from raw input to stored row (spec §2 Contact, issue 4 §2): honeypot,
 * validation, rate limit, then the request and its two mails in one transaction. Mail is only
 * queued here; the outbox worker delivers it.
 */
export async function submitContact(
  db: Kysely<Database>,
  input: unknown,
  context: SubmissionContext,
  options: SubmissionOptions,
): Promise<SubmissionResult<ContactErrorKey>> {
  const parsed = contactSchema.safeParse(input);
  // The list is content: an option switched off while the visitor had the form open is refused
  // with its own message, and the agency's mail names the service as the list does now.
  const serviceLabel = parsed.success
    ? await offeredServiceLabel(db, parsed.data.service, defaultLocale)
    : undefined;
  if (isHoneypotFilled(input)) {
    // A bot: it is told "accepted" whatever it sent; kept as spam when storable, never mailed.
    if (
      parsed.success &&
      serviceLabel !== undefined &&
      (await withinRateLimit(db, 'contact', parsed.data.email, context, options))
    )
      await storeContact(db, { ...parsed.data, serviceLabel }, 'spam', context, options);
    return { outcome: { status: 'accepted' }, mails: [] };
  }
  if (!parsed.success)
    return {
      outcome: { status: 'invalid', errors: fieldErrors<ContactErrorKey>(parsed.error) },
      mails: [],
    };
  if (serviceLabel === undefined)
    return { outcome: { status: 'invalid', errors: { service: 'serviceUnavailable' } }, mails: [] };
  if (!(await withinRateLimit(db, 'contact', parsed.data.email, context, options)))
    return { outcome: { status: 'rate-limited' }, mails: [] };
  const mails = await storeContact(db, { ...parsed.data, serviceLabel }, 'new', context, options);
  // A copy within the duplicate window queues nothing and is no second conversion.
  return {
    outcome: { status: 'accepted' },
    mails,
    ...(mails.length > 0 && { goal: 'contact_stored' as const }),
  };
}

/**
 * How long the same message from the same address counts as one request: a double click, a
 * reload that posts again, a retry after a lost answer. It is stored (and mailed) once.
 */
const duplicateWindowMs = 10 * 60_000;

async function storeContact(
  db: Kysely<Database>,
  request: ContactRequest & { serviceLabel: string },
  status: ContactStatus,
  context: SubmissionContext,
  options: SubmissionOptions,
) {
  const id = randomUUID();
  const forMail: ContactForMail = { ...request, locale: context.locale, receivedAt: context.now };
  // Rendered before the transaction, which then only writes.
  const mails =
    status === 'spam'
      ? []
      : [
          {
            ...(await contactNotificationMail(forMail, options.mail.site)),
            kind: 'contact-notification',
            to: options.mail.contactTo,
            replyTo: `"${request.name.replace(/["\\]/g, '')}" <${request.email}>`,
            locale: defaultLocale,
            contactId: id,
          },
          {
            ...contactAcknowledgementMail(
              forMail,
              options.mail.site,
              await readMailCopy(db, context.locale),
            ),
            kind: 'contact-acknowledgement',
            to: request.email,
            locale: context.locale,
            // Out-of-office replies must not answer an automatic acknowledgement.
            headers: { 'Auto-Submitted': 'auto-replied' },
            contactId: id,
          },
        ];
  const now = context.now.toISOString();
  return db.transaction().execute(async (trx) => {
    // One sender's requests one at a time (SQLite's transactions already are), so two copies
    // arriving together cannot both find no earlier one.
    if (speaksPostgres(db))
      await sql`select pg_advisory_xact_lock(hashtext(${request.email}))`.execute(trx);
    const since = new Date(context.now.getTime() - duplicateWindowMs).toISOString();
    const earlier = await trx
      .selectFrom('contact')
      .select('id')
      .where('email', '=', request.email)
      .where('message', '=', request.message)
      .where('received_at', '>=', since)
      .executeTakeFirst();
    if (earlier) return [];
    await trx
      .insertInto('contact')
      .values({
        id,
        name: request.name,
        email: request.email,
        phone: request.phone || null,
        company: request.company || null,
        service: request.service,
        message: request.message,
        locale: context.locale,
        status,
        ip_hash: ipHash(options.secret, context.ip),
        received_at: now,
        updated_at: now,
        ...context.source,
      })
      .execute();
    if (status !== 'spam') await queueContactWebhook(trx, id, context.now);
    return enqueueMails(trx, mails, options.mail.messageIdDomain, context.now);
  });
}
