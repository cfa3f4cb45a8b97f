import 'server-only';
import { type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { PersonalDataSource } from '../personal-data-source.server';
import { isAddress, mentionsAddress } from '../personal-data-source.server';

/**
 * Mails naming the address: sent to it, answering it (Reply-To), quoting it in their text, or
 * belonging to its contact requests or subscription. Campaign deliveries (one per campaign and
 * subscriber) and the other mails are two kinds, shown apart; both are erased by deleting them,
 * as the retention period does once they are sent. A campaign keeps its counts.
 */
function namesAddress(address: string) {
  return (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.or([
      isAddress('outbox.recipient', address),
      isAddress('outbox.reply_to', address),
      mentionsAddress('outbox.text_body', address),
      eb(
        'outbox.contact_id',
        'in',
        eb.selectFrom('contact').select('contact.id').where(isAddress('contact.email', address)),
      ),
      eb(
        'outbox.subscriber_id',
        'in',
        eb
          .selectFrom('newsletter_subscriber')
          .select('newsletter_subscriber.id')
          .where(isAddress('newsletter_subscriber.email', address)),
      ),
    ]);
}

function ofCampaigns(campaignMails: boolean) {
  return (eb: ExpressionBuilder<Database, 'outbox'>) =>
    campaignMails ? eb('outbox.campaign_id', 'is not', null) : eb('outbox.campaign_id', 'is', null);
}

async function eraseMails(
  trx: Transaction<Database>,
  address: string,
  campaignMails: boolean,
): Promise<number> {
  const result = await trx
    .deleteFrom('outbox')
    .where(namesAddress(address))
    .where(ofCampaigns(campaignMails))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function mailRows(db: Kysely<Database>, address: string, campaignMails: boolean) {
  return db
    .selectFrom('outbox')
    .where(namesAddress(address))
    .where(ofCampaigns(campaignMails))
    .orderBy('outbox.created_at', 'desc')
    .orderBy('outbox.id');
}

export const campaignDeliveries: PersonalDataSource = {
  kind: 'campaignDeliveries',
  fields: ['createdAt', 'campaign', 'recipient', 'language', 'status', 'sentAt'],
  async find(db, address) {
    const rows = await mailRows(db, address, true)
      .leftJoin('newsletter_campaign_translation as campaign_text', (join) =>
        join
          .onRef('campaign_text.campaign_id', '=', 'outbox.campaign_id')
          .onRef('campaign_text.locale', '=', 'outbox.locale'),
      )
      .select([
        'outbox.id',
        'outbox.created_at',
        'outbox.recipient',
        'outbox.locale',
        'outbox.status',
        'outbox.sent_at',
        'campaign_text.subject as campaign',
      ])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      values: {
        createdAt: row.created_at,
        campaign: row.campaign,
        recipient: row.recipient,
        language: row.locale,
        status: row.status,
        sentAt: row.sent_at,
      },
    }));
  },
  erase: (trx, address) => eraseMails(trx, address, true),
};

export const outboxMails: PersonalDataSource = {
  kind: 'outboxMails',
  fields: ['createdAt', 'kind', 'recipient', 'subject', 'language', 'status', 'sentAt'],
  async find(db, address) {
    const rows = await mailRows(db, address, false)
      .select([
        'outbox.id',
        'outbox.created_at',
        'outbox.kind',
        'outbox.recipient',
        'outbox.subject',
        'outbox.locale',
        'outbox.status',
        'outbox.sent_at',
      ])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      values: {
        createdAt: row.created_at,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        language: row.locale,
        status: row.status,
        sentAt: row.sent_at,
      },
    }));
  },
  erase: (trx, address) => eraseMails(trx, address, false),
};
