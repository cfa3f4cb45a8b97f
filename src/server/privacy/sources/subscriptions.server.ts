import 'server-only';
import { suppressAddress } from '@/server/newsletter/suppression.server';
import type { PersonalDataSource } from '../personal-data-source.server';
import { isAddress } from '../personal-data-source.server';
import { leadSourceSummary } from './lead-source.server';

/**
 * The newsletter subscription and its consent record (where the consent comes from, when it was
 * confirmed or withdrawn). Erased like an unsubscribed address at the end of its period: the row
 * goes, its keyed hash joins the suppression list so no import or campaign brings it back; its
 * mails go with it (the outbox's reference cascades).
 */
export const subscriptions: PersonalDataSource = {
  kind: 'subscriptions',
  fields: [
    'createdAt',
    'email',
    'language',
    'status',
    'consent',
    'confirmedAt',
    'unsubscribedAt',
    'bouncedAt',
    'source',
  ],
  async find(db, address) {
    const rows = await db
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where(isAddress('email', address))
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      values: {
        createdAt: row.created_at,
        email: row.email,
        language: row.locale,
        status: row.status,
        consent: row.consent,
        confirmedAt: row.confirmed_at,
        unsubscribedAt: row.unsubscribed_at,
        bouncedAt: row.bounced_at,
        source: leadSourceSummary(row),
      },
    }));
  },
  async erase(trx, address, { secret, now }) {
    const rows = await trx
      .selectFrom('newsletter_subscriber')
      .select('id')
      .where(isAddress('email', address))
      .execute();
    if (rows.length === 0) return 0;
    await suppressAddress(trx, secret, address, now.toISOString());
    await trx
      .deleteFrom('newsletter_subscriber')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.length;
  },
};
