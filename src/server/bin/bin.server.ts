import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';

/*
 * The bin (issue 30, decision 065): a deleted document kept whole, with who deleted it and when,
 * for `binRetentionDays`, then purged. A kind writes its own snapshot (whatever it needs to bring
 * the document back exactly) in the transaction that deletes it, and reads it back to restore;
 * this module only keeps, lists, hands back and purges them.
 */

/** How long a deleted document can be restored. */
export const binRetentionDays = 30;

export interface BinEntry {
  id: string;
  title: string;
  deletedAt: string;
  actorEmail: string | null;
  /** Days, started ones counted, before the purge removes it. */
  daysLeft: number;
}

const retentionMs = binRetentionDays * 86_400_000;

/** Keeps a deleted document, inside the transaction that deletes it (replacing an older entry). */
export async function putInBin(
  trx: Transaction<Database>,
  entry: { kind: string; id: string; title: string; snapshot: string },
  actor: AuditActor | null,
  now: Date,
): Promise<void> {
  await trx.deleteFrom('bin').where('kind', '=', entry.kind).where('id', '=', entry.id).execute();
  await trx
    .insertInto('bin')
    .values({
      ...entry,
      deleted_at: now.toISOString(),
      actor_id: actor?.id ?? null,
      actor_email: actor?.email ?? null,
    })
    .execute();
}

/** A kind's deleted documents, last deleted first. */
export async function listBin(
  db: Kysely<Database>,
  kind: string,
  now = new Date(),
): Promise<BinEntry[]> {
  const rows = await db
    .selectFrom('bin')
    .select(['id', 'title', 'deleted_at', 'actor_email'])
    .where('kind', '=', kind)
    .orderBy('deleted_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    deletedAt: row.deleted_at,
    actorEmail: row.actor_email,
    daysLeft: Math.max(
      0,
      Math.ceil((Date.parse(row.deleted_at) + retentionMs - now.getTime()) / 86_400_000),
    ),
  }));
}

/** A document in the bin: its title and snapshot, or undefined when it is not (or no longer) there. */
export async function binned(
  db: Kysely<Database>,
  kind: string,
  id: string,
): Promise<{ title: string; snapshot: string } | undefined> {
  return db
    .selectFrom('bin')
    .select(['title', 'snapshot'])
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Takes a restored document out of the bin, inside the transaction that writes it back. */
export async function removeFromBin(
  trx: Transaction<Database>,
  kind: string,
  id: string,
): Promise<void> {
  await trx.deleteFrom('bin').where('kind', '=', kind).where('id', '=', id).execute();
}

/** Deletes what has been in the bin longer than its period; answers how many. */
export async function purgeBin(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('bin')
    .where('deleted_at', '<', new Date(now.getTime() - retentionMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
