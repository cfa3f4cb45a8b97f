import 'server-only';
import type { Transaction } from 'kysely';
import type { ContactRow, Database } from '@/server/db/schema';
import { enqueueWebhookEvent } from '@/server/webhooks/webhook-events.server';

/**
 * What a CRM receives of a contact request (docs/integrations.md): the person, the request, its
 * status and where it came from (decision 077). Never its address hash.
 */
export function contactData(contact: ContactRow): Record<string, unknown> {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    company: contact.company,
    service: contact.service,
    message: contact.message,
    language: contact.locale,
    status: contact.status,
    receivedAt: contact.received_at,
    source: {
      origin: contact.source_origin,
      entryPage: contact.source_entry_page,
      entryLanguage: contact.source_locale,
      referrer: contact.source_referrer,
      utmSource: contact.utm_source,
      utmMedium: contact.utm_medium,
      utmCampaign: contact.utm_campaign,
      utmTerm: contact.utm_term,
      utmContent: contact.utm_content,
      pages: JSON.parse(contact.source_pages) as string[],
    },
  };
}

/**
 * Queues `contact.created` (a new request) or `contact.status_changed` (`previousStatus` given)
 * for the request as stored now, in the transaction that stored it.
 */
export async function queueContactWebhook(
  trx: Transaction<Database>,
  contactId: string,
  now: Date,
  previousStatus?: string,
): Promise<void> {
  const contact = await trx
    .selectFrom('contact')
    .selectAll()
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
  if (previousStatus === undefined)
    await enqueueWebhookEvent(trx, 'contact.created', contactData(contact), now);
  else
    await enqueueWebhookEvent(
      trx,
      'contact.status_changed',
      { ...contactData(contact), previousStatus },
      now,
    );
}
