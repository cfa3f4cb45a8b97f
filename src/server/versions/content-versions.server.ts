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

/** One version as a kind hands it over: what happened, the document then, who, when. */
export interface VersionWrite {
  action: VersionAction;
  snapshot: string;
  actor: AuditActor | null;
  at: string;
}

/**
 * Keeps a change of a document as its next version, inside the transaction that wrote it (so a
 * version exists exactly when its change does). The first change of a document that existed
 * before also keeps `before`, the state it replaced, so that one can be restored too.
 */
export async function keepVersion(
  trx: Transaction<Database>,
  { kind, document }: VersionedDocument,
  change: { before?: { snapshot: string; at: string }; after: VersionWrite },
): Promise<void> {
  const last = await trx
    .selectFrom('content_version')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('kind', '=', kind)
    .where('document', '=', document)
    .executeTakeFirst();
  let number = Number(last?.number ?? 0);
  const writes: VersionWrite[] = [
    ...(number === 0 && change.before
      ? [{ action: 'before' as const, actor: null, ...change.before }]
      : []),
    change.after,
  ];
  for (const version of writes)
    await trx
      .insertInto('content_version')
      .values({
        kind,
        document,
        number: ++number,
        action: version.action,
        snapshot: version.snapshot,
        actor_id: version.actor?.id ?? null,
        actor_email: version.actor?.email ?? null,
        created_at: version.at,
      })
      .execute();
}

/** `keepVersion` of a write that changed the document; nothing when its snapshot is the one before. */
export async function keepChange(
  trx: Transaction<Database>,
  document: VersionedDocument,
  change: { before?: { snapshot: string; at: string }; after: VersionWrite },
): Promise<void> {
  if (change.before?.snapshot === change.after.snapshot) return;
  await keepVersion(trx, document, change);
}

/** A write as its version records it: who, how (a save, an import, a restore), when. */
export interface VersionedWrite {
  actor: AuditActor;
  action: VersionAction;
  now: Date;
}

/**
 * `keepChange` for a kind whose snapshot is its stored state: `after` is the document read back
 * once written (nothing kept when it is gone), `before` the state read before the write.
 */
export async function keepWrite(
  trx: Transaction<Database>,
  document: VersionedDocument,
  { actor, action, now }: VersionedWrite,
  before: { snapshot: string; at: string } | undefined,
  after: { snapshot: string } | undefined,
): Promise<void> {
  if (!after) return;
  await keepChange(trx, document, {
    before,
    after: { action, snapshot: after.snapshot, actor, at: now.toISOString() },
  });
}

/** One kept version of a document, or undefined when it has no such number. */
export async function findVersion(
  db: Kysely<Database>,
  { kind, document }: VersionedDocument,
  number: number,
): Promise<ContentVersion | undefined> {
  const row = await db
    .selectFrom('content_version')
    .select(['number', 'action', 'snapshot', 'actor_email', 'created_at'])
    .where('kind', '=', kind)
    .where('document', '=', document)
    .where('number', '=', number)
    .executeTakeFirst();
  return row && versionOf(row);
}

/** A form's schema, as far as a restore needs it: its check of an input. */
interface InputSchema<Input> {
  safeParse(value: unknown): { success: true; data: Input } | { success: false };
}

/**
 * A kept version as its kind's form would post it, checked by the form's schema before a restore
 * writes it (decision 064): 'missing' when the document keeps no such version, 'invalid' when the
 * rules refuse it now (a rule tightened since), nothing to write either way.
 */
export async function checkedVersion<Input>(
  db: Kysely<Database>,
  document: VersionedDocument,
  number: number,
  schema: InputSchema<Input>,
  asPosted: (kept: Record<string, unknown>) => unknown = (kept) => kept,
): Promise<{ input: Input } | 'missing' | 'invalid'> {
  const kept = await findVersion(db, document, number);
  if (!kept) return 'missing';
  const parsed = schema.safeParse(asPosted(JSON.parse(kept.snapshot) as Record<string, unknown>));
  return parsed.success ? { input: parsed.data } : 'invalid';
}

type VersionRow = Pick<
  ContentVersionTable,
  'number' | 'action' | 'snapshot' | 'actor_email' | 'created_at'
>;

function versionOf(row: VersionRow): ContentVersion {
  return {
    number: row.number,
    action: row.action,
    snapshot: row.snapshot,
    actorEmail: row.actor_email,
    createdAt: row.created_at,
  };
}

/** A kept version read back as its kind's form input (decision 064). */
export interface InputVersion<Input> extends Omit<ContentVersion, 'snapshot'> {
  input: Input;
}

/** A document's versions, newest first, each snapshot read back as the form input it kept. */
export async function listInputVersions<Input>(
  db: Kysely<Database>,
  document: VersionedDocument,
): Promise<InputVersion<Input>[]> {
  const kept = await listVersions(db, document);
  return kept.map(({ snapshot, ...version }) => ({
    ...version,
    input: JSON.parse(snapshot) as Input,
  }));
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
  return rows.map(versionOf);
}
