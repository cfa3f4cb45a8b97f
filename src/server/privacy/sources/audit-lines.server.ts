import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { mentionsAddress, withoutAddress } from '@/lib/privacy/address-mention';
import type { Database } from '@/server/db/schema';
import type { PersonalDataSource } from '../personal-data-source.server';
import { isAddress, mayMentionAddress } from '../personal-data-source.server';

/** What an erased address becomes in the audit log. */
export const erasedAddressMark = '[…]';

async function linesNaming(db: Kysely<Database> | Transaction<Database>, address: string) {
  const candidates = await db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'action', 'target_id', 'summary'])
    .where((eb) => eb.or([mayMentionAddress('summary', address), isAddress('target_id', address)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return candidates.filter(
    (line) => mentionsAddress(line.summary, address) || mentionsAddress(line.target_id, address),
  );
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
    const lines = await linesNaming(db, address);
    return lines.map((line) => ({
      id: line.id,
      values: { createdAt: line.created_at, action: line.action, summary: line.summary },
    }));
  },
  async erase(trx, address) {
    const lines = await linesNaming(trx, address);
    for (const line of lines)
      await trx
        .updateTable('audit_log')
        .set({
          summary: withoutAddress(line.summary, address, erasedAddressMark),
          target_id: withoutAddress(line.target_id, address, erasedAddressMark),
        })
        .where('id', '=', line.id)
        .execute();
    return lines.length;
  },
};
