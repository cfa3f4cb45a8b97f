import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database, DocumentDraftTable } from '@/server/db/schema';

/*
 * The drafts of documents edited through one form (issue 30, decision 071): one working copy
 * per document, the form's values as the editor left them. Saving a draft writes only
 * `document_draft`, so no public read, cache, feed or export sees it. A kind publishes a draft by
 * posting its values through its own save (its schema, its conflict check, its version), with
 * the draft's `base` as the state the editor worked from, then drops the draft.
 */

/** A document as its kind's versions name it. */
export interface DraftKey {
  kind: string;
  document: string;
}

export interface DocumentDraft {
  /** The form's values as saved: the kind's form input, perhaps incomplete. */
  values: Record<string, unknown>;
  /** The kind's conflict token of the published state the draft was drawn from. */
  base: string;
  /** 1 when created, +1 on each save: a save from an older form is a conflict. */
  revision: number;
  updatedAt: string;
  /** Who saved it last (an e-mail address), or null for a file import without one. */
  updatedBy: string | null;
}

/** A save as the editor's screen needs it: the revision its next save names. */
export interface DraftSave {
  revision: number;
  savedAt: string;
  savedBy: string | null;
}

/** The largest draft kept, in bytes of JSON: far above any form's limits, below abuse. */
export const draftMaxBytes = 256 * 1024;

function draftOf(row: DocumentDraftTable): DocumentDraft {
  let values: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.values);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      values = parsed as Record<string, unknown>;
  } catch {
    // A draft whose JSON is broken reads as empty; its publish is refused by the kind's schema.
  }
  return {
    values,
    base: row.base,
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
  };
}

/** A document's draft, or undefined when it has none. */
export async function readDocumentDraft(
  db: Kysely<Database> | Transaction<Database>,
  { kind, document }: DraftKey,
): Promise<DocumentDraft | undefined> {
  const row = await db
    .selectFrom('document_draft')
    .selectAll()
    .where('kind', '=', kind)
    .where('document', '=', document)
    .executeTakeFirst();
  return row && draftOf(row);
}

/** Every draft of a kind, by document (the staff preview overlays them on the published reads). */
export async function readDocumentDraftsOfKind(
  db: Kysely<Database>,
  kind: string,
): Promise<Map<string, DocumentDraft>> {
  const rows = await db.selectFrom('document_draft').selectAll().where('kind', '=', kind).execute();
  return new Map(rows.map((row) => [row.document, draftOf(row)]));
}

/** The documents of a kind that have a draft (a list's "draft" badge). */
export async function draftedDocuments(db: Kysely<Database>, kind: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document_draft')
    .select('document')
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.map((row) => row.document));
}

/**
 * Saves the form's values as the document's draft, from the draft revision the form was drawn
 * from (0: there was none; the draft is then created on `base`, the published state the form
 * showed). Another save of the draft since: 'conflict'. Nothing published, no cache moves.
 */
export async function saveDocumentDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  key: DraftKey,
  { revision, base }: { revision: number; base: string },
  values: Record<string, unknown>,
  now: Date = new Date(),
): Promise<DraftSave | 'conflict' | 'tooLarge'> {
  const json = JSON.stringify(values);
  if (Buffer.byteLength(json) > draftMaxBytes) return 'tooLarge';
  const written = {
    values: json,
    updated_by_id: actor.id,
    updated_by_email: actor.email,
    updated_at: now.toISOString(),
  };
  if (revision === 0) {
    const inserted = await db
      .insertInto('document_draft')
      .values({ ...key, ...written, base, revision: 1 })
      .onConflict((oc) => oc.columns(['kind', 'document']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'conflict';
  } else if (!(await raiseRevision(db, key, revision, written))) return 'conflict';
  return { revision: revision + 1, savedAt: written.updated_at, savedBy: actor.email };
}

/**
 * Writes the values as the document's draft over whatever draft there is, drawn from `base`
 * (a content import with --draft), in the caller's transaction; the revision still rises so a
 * form opened before gets the conflict.
 */
export async function replaceDocumentDraft(
  trx: Transaction<Database>,
  actor: AuditActor | null,
  key: DraftKey,
  base: string,
  values: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const written = {
    values: JSON.stringify(values),
    base,
    updated_by_id: actor?.id ?? null,
    updated_by_email: actor?.email ?? null,
    updated_at: now.toISOString(),
  };
  await trx
    .insertInto('document_draft')
    .values({ ...key, ...written, revision: 1 })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'document'])
        .doUpdateSet((eb) => ({ ...written, revision: eb('document_draft.revision', '+', 1) })),
    )
    .execute();
}

/**
 * Keeps the draft over what was published since it was drawn (the stale note's "keep my
 * draft"): its base becomes `base`, the state published now, so its publish is no longer refused.
 */
export async function rebaseDocumentDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  key: DraftKey,
  revision: number,
  base: string,
  now: Date = new Date(),
): Promise<DraftSave | 'conflict'> {
  const written = {
    base,
    updated_by_id: actor.id,
    updated_by_email: actor.email,
    updated_at: now.toISOString(),
  };
  if (!(await raiseRevision(db, key, revision, written))) return 'conflict';
  return { revision: revision + 1, savedAt: written.updated_at, savedBy: actor.email };
}

/** Changes a draft still at the revision its screen showed, raising it; false when it is not. */
async function raiseRevision(
  db: Kysely<Database>,
  { kind, document }: DraftKey,
  revision: number,
  values: Partial<Omit<DocumentDraftTable, 'kind' | 'document' | 'revision'>>,
): Promise<boolean> {
  const updated = await db
    .updateTable('document_draft')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('kind', '=', kind)
    .where('document', '=', document)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Discards a draft still at the revision its screen showed, audited; false when another save
 * came since (the editor sees the newer draft first) or there is none.
 */
export async function discardDocumentDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  key: DraftKey,
  revision: number,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('document_draft')
      .where('kind', '=', key.kind)
      .where('document', '=', key.document)
      .where('revision', '=', revision)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    await recordAudit(
      trx,
      actor,
      { action: 'draft.discard', targetType: key.kind, targetId: key.document },
      now,
    );
    return true;
  });
}

/**
 * Drops a document's draft once published (or the document deleted), in the caller's transaction;
 * with a `revision`, only the draft still at it (a publish of the revision its screen showed):
 * false when there was no such draft. The delete holds the row until the transaction ends, so a
 * second publish of the same draft waits, then finds it gone.
 */
export async function dropDocumentDraft(
  db: Kysely<Database> | Transaction<Database>,
  { kind, document }: DraftKey,
  revision?: number,
): Promise<boolean> {
  let deleted = db
    .deleteFrom('document_draft')
    .where('kind', '=', kind)
    .where('document', '=', document);
  if (revision !== undefined) deleted = deleted.where('revision', '=', revision);
  const { numDeletedRows } = await deleted.executeTakeFirst();
  return Number(numDeletedRows) > 0;
}
