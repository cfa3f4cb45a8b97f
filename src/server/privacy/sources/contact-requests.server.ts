import 'server-only';
import { contactRequestDetails } from '@/lib/privacy/personal-data';
import type { PersonalDataSource } from '../personal-data-source.server';
import { isAddress } from '../personal-data-source.server';
import { bookingSummary } from './booking.server';
import { leadSourceSummary } from './lead-source.server';

/**
 * Contact requests sent with the address, and the Cal.com bookings made with it (decision 079). Erased by deleting them: their mails go with them
 * (the outbox's reference cascades), as when the retention period ends.
 */
export const contactRequests: PersonalDataSource = {
  kind: 'contactRequests',
  fields: ['receivedAt', ...contactRequestDetails, 'booking', 'source'],
  async find(db, address) {
    const rows = await db
      .selectFrom('contact')
      .selectAll()
      .where(isAddress('email', address))
      .orderBy('received_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      values: {
        receivedAt: row.received_at,
        name: row.name,
        email: row.email,
        phone: row.phone,
        company: row.company,
        service: row.service,
        message: row.message,
        language: row.locale,
        status: row.status,
        booking: bookingSummary(row),
        source: leadSourceSummary(row),
      },
    }));
  },
  async erase(trx, address) {
    const result = await trx
      .deleteFrom('contact')
      .where(isAddress('email', address))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
