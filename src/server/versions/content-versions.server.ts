import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { AuditActor } from '@/server/audit/audit-log.server';
import type { ContentVersionTable, Database } from '@/server/db/schema';

/*
 * The versions of edited documents (decision 064): every save that changes a document keeps it
 * whole, numbered per document, with who and when. A kind records its own snapshots (whatever
 * JSON it can read back) and reads them to compare and restore; this module only keeps them.
 * None is ever deleted: the issue asks for at least the last 100, with no age limit.
 */

export type VersionAction = ContentVersionTable['action'];

export interface ContentVersion {
  number: number;
  action: VersionAction;
  snapshot: string;
  actorEmail: string | null;
  createdAt: string;
}

export interface VersionedDocument {
  kind: string;
  document: string;
}

/**
 * Keeps `snapshot` as the document's next version, inside the caller's transaction (the one that
 * wrote the document, so a version exists exactly when its change does).
 */
export async function recordVersion(
  trx: Transaction<Database>,
  { kind, document }: VersionedDocument,
  version: { action: VersionAction; snapshot: string; actor: AuditActor | null; at: string },
): Promise<number> {
  const last = await trx
    .selectFrom('content_version')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('kind', '=', kind)
    .where('document', '=', document)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await trx
    .insertInto('content_version')
    .values({
      kind,
      document,
      number,
      action: version.action,
      snapshot: version.snapshot,
      actor_id: version.actor?.id ?? null,
      actor_email: version.actor?.email ?? null,
      created_at: version.at,
    })
    .execute();
  return number;
}

/** Whether a document has any version yet (its first save keeps the state it replaces too). */
export async function hasVersions(
  trx: Kysely<Database>,
  { kind, document }: VersionedDocument,
): Promise<boolean> {
  const row = await trx
    .selectFrom('content_version')
    .select('number')
    .where('kind', '=', kind)
    .where('document', '=', document)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A document's versions, newest first. */
export async function listVersions(
  db: Kysely<Database>,
  { kind, document }: VersionedDocument,
): Promise<ContentVersion[]> {
  const rows = await db
    .selectFrom('content_version')
    .select(['number', 'action', 'snapshot', 'actor_email', 'created_at'])
    .where('kind', '=', kind)
    .where('document', '=', document)
    .orderBy('number', 'desc')
    .execute();
  return rows.map((row) => ({
    number: row.number,
    action: row.action,
    snapshot: row.snapshot,
    actorEmail: row.actor_email,
    createdAt: row.created_at,
  }));
}
