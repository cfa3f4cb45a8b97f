import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { mentionsAddress } from '@/lib/privacy/address-mention';
import type { Database } from '@/server/db/schema';
import type { PersonalDataSource } from '../personal-data-source.server';
import { isAddress, mayMentionAddress } from '../personal-data-source.server';

/**
 * Mails naming the address: sent to it, answering it (Reply-To), quoting it in their text, or
 * belonging to its contact requests or subscription. Campaign deliveries (one per campaign and
 * subscriber) and the other mails are two kinds, shown apart; both are erased by deleting them,
 * as the retention period does once they are sent. A campaign keeps its counts.
 */
async function mailIds(
  db: Kysely<Database> | Transaction<Database>,
  address: string,
  campaignMails: boolean,
): Promise<string[]> {
  const ofKind = db
    .selectFrom('outbox')
    .$if(campaignMails, (query) => query.where('outbox.campaign_id', 'is not', null))
    .$if(!campaignMails, (query) => query.where('outbox.campaign_id', 'is', null));
  const [linked, quoting] = await Promise.all([
    ofKind
      .select('outbox.id')
      .where((eb) =>
        eb.or([
          isAddress('outbox.recipient', address),
          eb(
            'outbox.contact_id',
            'in',
            eb
              .selectFrom('contact')
              .select('contact.id')
              .where(isAddress('contact.email', address)),
          ),
          eb(
            'outbox.subscriber_id',
            'in',
            eb
              .selectFrom('newsletter_subscriber')
              .select('newsletter_subscriber.id')
              .where(isAddress('newsletter_subscriber.email', address)),
          ),
        ]),
      )
      .execute(),
    ofKind
      .select(['outbox.id', 'outbox.reply_to', 'outbox.text_body'])
      .where((eb) =>
        eb.or([
          mayMentionAddress('outbox.reply_to', address),
          mayMentionAddress('outbox.text_body', address),
        ]),
      )
      .execute(),
  ]);
  const quoted = quoting.filter(
    (mail) => mentionsAddress(mail.reply_to, address) || mentionsAddress(mail.text_body, address),
  );
  return [...new Set([...linked, ...quoted].map((mail) => mail.id))];
}

async function eraseMails(
  trx: Transaction<Database>,
  address: string,
  campaignMails: boolean,
): Promise<number> {
  const ids = await mailIds(trx, address, campaignMails);
  if (ids.length === 0) return 0;
  await trx.deleteFrom('outbox').where('id', 'in', ids).execute();
  return ids.length;
}

/** The mails, newest first; none when there are no ids (an empty `in ()` is not SQL). */
async function mailRows(db: Kysely<Database>, address: string, campaignMails: boolean) {
  const ids = await mailIds(db, address, campaignMails);
  if (ids.length === 0) return [];
  return db
    .selectFrom('outbox')
    .leftJoin('newsletter_campaign_translation as campaign_text', (join) =>
      join
        .onRef('campaign_text.campaign_id', '=', 'outbox.campaign_id')
        .onRef('campaign_text.locale', '=', 'outbox.locale'),
    )
    .select([
      'outbox.id',
      'outbox.created_at',
      'outbox.kind',
      'outbox.recipient',
      'outbox.subject',
      'outbox.locale',
      'outbox.status',
      'outbox.sent_at',
      'campaign_text.subject as campaign',
    ])
    .where('outbox.id', 'in', ids)
    .orderBy('outbox.created_at', 'desc')
    .orderBy('outbox.id')
    .execute();
}

export const campaignDeliveries: PersonalDataSource = {
  kind: 'campaignDeliveries',
  fields: ['createdAt', 'campaign', 'recipient', 'language', 'status', 'sentAt'],
  async find(db, address) {
    const rows = await mailRows(db, address, true);
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
    const rows = await mailRows(db, address, false);
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
