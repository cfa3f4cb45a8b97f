import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import type { MailLane } from './mail-lanes';

/**
 * The pace of a lane shared by every worker on this database (decision 026): `mail_pace` holds
 * the time from which the lane's next mail may go. A sender takes that slot by moving it one
 * interval on (compare-and-set, so two workers never take the same slot), or learns how long to
 * wait. Nothing accumulates while the lane is idle: after a pause the pace resumes, it does not
 * burst to catch up.
 */

/** Milliseconds between two mails at `perMinute` mails a minute. */
export function paceIntervalMs(perMinute: number): number {
  return 60_000 / perMinute;
}

/**
 * Takes the lane's next slot at `now` (ms): answers 0 when taken (send one mail now), else how
 * many milliseconds to wait before asking again.
 */
export async function takeSlot(
  db: Kysely<Database>,
  lane: MailLane,
  perMinute: number,
  now: number,
): Promise<number> {
  const interval = paceIntervalMs(perMinute);
  for (;;) {
    const row = await db
      .selectFrom('mail_pace')
      .select('next_slot')
      .where('lane', '=', lane)
      .executeTakeFirst();
    if (!row) {
      const created = await db
        .insertInto('mail_pace')
        .values({ lane, next_slot: now + interval })
        .onConflict((conflict) => conflict.doNothing())
        .returning('lane')
        .executeTakeFirst();
      if (created) return 0;
      continue;
    }
    const slot = Number(row.next_slot);
    if (slot > now) return slot - now;
    const taken = await db
      .updateTable('mail_pace')
      .set({ next_slot: Math.max(slot, now) + interval })
      .where('lane', '=', lane)
      .where('next_slot', '=', row.next_slot)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) > 0) return 0;
  }
}
