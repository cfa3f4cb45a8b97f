import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { mentionsAddress } from '@/lib/privacy/address-mention';
import type { Database } from '@/server/db/schema';
import type { PersonalDataSource } from '../personal-data-source.server';
import { mayMentionAddress } from '../personal-data-source.server';

/**
 * Events sent to the agency's tools (decision 078) whose body names the address: a contact
 * request's, a booking's or a subscription's copy, kept for the delivery log. Erased by deleting
 * them, as the retention period does once they are finished; what the receiving tool stored is
 * the agency's to erase there.
 */
async function deliveriesNaming(db: Kysely<Database> | Transaction<Database>, address: string) {
  const rows = await db
    .selectFrom('webhook_delivery')
    .innerJoin('webhook_endpoint', 'webhook_endpoint.id', 'webhook_delivery.endpoint_id')
    .select([
      'webhook_delivery.id',
      'webhook_delivery.created_at',
      'webhook_delivery.event_type',
      'webhook_delivery.payload',
      'webhook_delivery.status',
      'webhook_delivery.delivered_at',
      'webhook_endpoint.url',
    ])
    .where(mayMentionAddress('webhook_delivery.payload', address))
    .orderBy('webhook_delivery.created_at', 'desc')
    .orderBy('webhook_delivery.id')
    .execute();
  return rows.filter((row) => mentionsAddress(row.payload, address));
}

export const webhookDeliveries: PersonalDataSource = {
  kind: 'webhookDeliveries',
  fields: ['createdAt', 'kind', 'recipient', 'status', 'sentAt'],
  async find(db, address) {
    const rows = await deliveriesNaming(db, address);
    return rows.map((row) => ({
      id: row.id,
      values: {
        createdAt: row.created_at,
        kind: row.event_type,
        // The host only: a Slack address's path is its secret.
        recipient: new URL(row.url).host,
        status: row.status,
        sentAt: row.delivered_at,
      },
    }));
  },
  async erase(trx, address) {
    const ids = (await deliveriesNaming(trx, address)).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom('webhook_delivery').where('id', 'in', ids).execute();
    return ids.length;
  },
};
