import 'server-only';
import type { PersonalDataSource } from '../personal-data-source.server';
import { isAddress, mentionsAddress } from '../personal-data-source.server';

/** What an erased address becomes in the audit log. */
export const erasedAddressMark = '[…]';

function withoutAddress(text: string, address: string): string {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'giu'), erasedAddressMark);
}

/**
 * Audit lines naming the address in their detail or as their target. The log keeps its 24
 * months (it says who did what), so the lines stay and lose the address: anonymised, not
 * deleted. Staff accounts acting in the log are not this screen's business (the users screen).
 */
export const auditLines: PersonalDataSource = {
  kind: 'auditLines',
  fields: ['createdAt', 'action', 'summary'],
  async find(db, address) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'created_at', 'action', 'summary'])
      .where((eb) => eb.or([mentionsAddress('summary', address), isAddress('target_id', address)]))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      values: { createdAt: row.created_at, action: row.action, summary: row.summary },
    }));
  },
  async erase(trx, address) {
    const rows = await trx
      .selectFrom('audit_log')
      .select(['id', 'summary', 'target_id'])
      .where((eb) => eb.or([mentionsAddress('summary', address), isAddress('target_id', address)]))
      .execute();
    for (const row of rows)
      await trx
        .updateTable('audit_log')
        .set({
          summary: withoutAddress(row.summary, address),
          target_id: withoutAddress(row.target_id, address),
        })
        .where('id', '=', row.id)
        .execute();
    return rows.length;
  },
};
