import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { faqPages, type FaqPage } from '@/lib/admin/faq-schema';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';
import {
  discardDocumentDraft,
  dropDocumentDraft,
  readDocumentDraft,
  readDocumentDraftsOfKind,
  replaceDocumentDraft,
  saveDocumentDraft,
} from '@/server/drafts/document-drafts.server';
import type { RestoreOutcome } from '@/server/translated-content/translated-content.server';
import {
  findVersion,
  keepWrite,
  listInputVersions,
  type InputVersion,
  type VersionedWrite,
} from '@/server/versions/content-versions.server';

/*
 * The order of a page's FAQ as a draft (decision 072): the order is the page's placement of the
 * entries, not a field of any entry nor of the page's sections, so it is a document of its own,
 * `faq_order`/{page}, in the drafts' store (071). The list's up and down buttons change the draft;
 * the page's preview shows it; "Publier l'ordre" (or its schedule, 070) writes the positions;
 * visitors see the published order until then. Each publish and restore keeps a version (064,
 * 085), the same key naming the draft, the versions and the schedule.
 */

export const faqOrderKind = 'faq_order';
/** A page's order as its draft, its versions and its schedule name it. */
export const faqOrderDocument = (page: FaqPage) => ({ kind: faqOrderKind, document: page });

/** A page's order draft as the FAQ screen shows it. */
export interface FaqOrderDraft {
  revision: number;
  savedAt: string;
  savedBy: string | null;
}

/**
 * A kept version of a page's order: its entries in order, each with its question in every
 * language it had then, so the history names them as they read then, even once deleted.
 */
export interface FaqOrderSnapshot {
  order: { id: string; question: Partial<Record<Locale, string>> }[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The entries placed on the page, in their published order. */
async function publishedOrder(db: Executor, page: FaqPage): Promise<string[]> {
  const rows = await db
    .selectFrom('faq_placement')
    .select('faq_entry_id')
    .where('page', '=', page)
    .orderBy('position')
    .orderBy('faq_entry_id')
    .execute();
  return rows.map((row) => row.faq_entry_id);
}

/**
 * The conflict token of a page's published order, which a history screen and a draft are drawn
 * from: its entries' ids in order.
 */
export async function publishedFaqOrderToken(db: Executor, page: FaqPage): Promise<string> {
  return (await publishedOrder(db, page)).join(',');
}

/**
 * The questions of the entries placed on the page, in every language, and when the order last
 * changed as far as the tables tell (the latest save of one of its entries: the placements keep
 * no time of their own). Writing positions changes neither: read once for a write's two versions.
 */
async function placedQuestions(
  db: Executor,
  page: FaqPage,
): Promise<{ questions: Map<string, Partial<Record<Locale, string>>>; at: string }> {
  const rows = await db
    .selectFrom('faq_placement')
    .innerJoin('faq_entry', 'faq_entry.id', 'faq_placement.faq_entry_id')
    .leftJoin(
      'faq_entry_translation',
      'faq_entry_translation.faq_entry_id',
      'faq_placement.faq_entry_id',
    )
    .select([
      'faq_entry.id',
      'faq_entry.updated_at',
      'faq_entry_translation.locale',
      'faq_entry_translation.question',
    ])
    .where('faq_placement.page', '=', page)
    .execute();
  const questions = new Map<string, Partial<Record<Locale, string>>>();
  let at = '';
  for (const row of rows) {
    const question = questions.get(row.id) ?? {};
    if (row.locale && row.question) question[row.locale as Locale] = row.question;
    questions.set(row.id, question);
    if (row.updated_at > at) at = row.updated_at;
  }
  return { questions, at: at || new Date(0).toISOString() };
}

/** An order as its version keeps it: each entry with its questions. */
function orderSnapshot(
  order: readonly string[],
  questions: Map<string, Partial<Record<Locale, string>>>,
): string {
  const snapshot: FaqOrderSnapshot = {
    order: order.map((id) => ({ id, question: questions.get(id) ?? {} })),
  };
  return JSON.stringify(snapshot);
}

/**
 * Writes the page's positions 0, 1, 2… in `order`, a new arrangement of the order `published`
 * now, and keeps the change as a version (with the order it replaced as `before` on the first
 * one), in the caller's transaction.
 */
async function writeOrder(
  trx: Transaction<Database>,
  page: FaqPage,
  published: readonly string[],
  order: readonly string[],
  write: VersionedWrite,
): Promise<void> {
  const { questions, at } = await placedQuestions(trx, page);
  for (const [position, id] of order.entries())
    await trx
      .updateTable('faq_placement')
      .set({ position })
      .where('page', '=', page)
      .where('faq_entry_id', '=', id)
      .execute();
  await keepWrite(
    trx,
    faqOrderDocument(page),
    write,
    { snapshot: orderSnapshot(published, questions), at },
    { snapshot: orderSnapshot(order, questions) },
  );
}

/** A draft's order as kept (a list of entry ids); anything else reads as none. */
function keptOrder(values: Record<string, unknown> | undefined): string[] {
  const order = values?.order;
  return Array.isArray(order) ? order.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The order a draft gives the entries placed on the page now: its own for those it names, then
 * those placed since it was saved, in their published order. An entry unplaced or deleted since
 * simply drops out, so a draft never places nor hides anything: it only orders.
 */
export function orderedBy(published: readonly string[], draft: readonly string[]): string[] {
  const placed = new Set(published);
  const kept = draft.filter((id) => placed.has(id));
  const named = new Set(kept);
  return [...kept, ...published.filter((id) => !named.has(id))];
}

/** Each page's draft order over its published one, for the pages that have one. */
export async function readFaqOrderDrafts(
  db: Kysely<Database>,
): Promise<Map<FaqPage, FaqOrderDraft & { order: string[] }>> {
  const drafts = await readDocumentDraftsOfKind(db, faqOrderKind);
  const read = new Map<FaqPage, FaqOrderDraft & { order: string[] }>();
  for (const page of faqPages) {
    const draft = drafts.get(page);
    if (!draft) continue;
    read.set(page, {
      revision: draft.revision,
      savedAt: draft.updatedAt,
      savedBy: draft.updatedBy,
      order: orderedBy(await publishedOrder(db, page), keptOrder(draft.values)),
    });
  }
  return read;
}

/** The page's order as its preview shows it: its draft's, or undefined when it has none. */
export async function previewedFaqOrder(
  db: Kysely<Database>,
  page: FaqPage,
): Promise<string[] | undefined> {
  const draft = await readDocumentDraft(db, faqOrderDocument(page));
  return draft && orderedBy(await publishedOrder(db, page), keptOrder(draft.values));
}

export type FaqOrderOutcome = 'saved' | 'conflict' | 'not-found';

/**
 * Moves an entry one place up or down in the page's draft order, from the draft revision the
 * screen holds (0: none yet, drawn from the published order): 'conflict' after another move,
 * publish or discard since; 'not-found' when the entry is not on the page or already at that
 * end. Nothing visitors see changes.
 */
export async function moveFaqEntryInDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  move: { page: FaqPage; id: string; direction: 'up' | 'down'; revision: number },
  now: Date = new Date(),
): Promise<FaqOrderOutcome> {
  const { page, id, direction, revision } = move;
  const published = await publishedOrder(db, page);
  const draft = await readDocumentDraft(db, faqOrderDocument(page));
  if ((draft?.revision ?? 0) !== revision) return 'conflict';
  const order = draft ? orderedBy(published, keptOrder(draft.values)) : [...published];
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return 'not-found';
  [order[from], order[to]] = [order[to]!, order[from]!];
  const saved = await saveDocumentDraft(
    db,
    actor,
    faqOrderDocument(page),
    { revision, base: published.join(',') },
    { order },
    now,
  );
  return typeof saved === 'object' ? 'saved' : 'conflict';
}

/**
 * Publishes the page's draft order, inside the caller's transaction: the one still at `revision`
 * (the screen's "Publier l'ordre"), or, without one, the draft as it is now (its schedule's
 * pass, decision 070). The positions are written 0, 1, 2… in its order and kept as a version,
 * audited `faq.move`, the draft dropped at the revision read (a move landing meanwhile is never
 * lost: it either came first, and this is a 'conflict', or finds the draft gone). 'stale' when
 * the published order changed since the draft was drawn (another publish of it, an entry placed
 * or unplaced): nothing written, the draft drawn anew on the order published now, which the
 * screen shows before the editor publishes again. No draft: 'missing' for a schedule, a
 * 'conflict' for a screen that showed one.
 */
export async function publishFaqOrderWithin(
  trx: Transaction<Database>,
  actor: AuditActor,
  page: FaqPage,
  now: Date,
  revision?: number,
): Promise<'saved' | 'conflict' | 'missing' | 'stale'> {
  const draft = await readDocumentDraft(trx, faqOrderDocument(page));
  if (!draft) return revision === undefined ? 'missing' : 'conflict';
  if (revision !== undefined && draft.revision !== revision) return 'conflict';
  const published = await publishedOrder(trx, page);
  const order = orderedBy(published, keptOrder(draft.values));
  if (draft.base !== published.join(',')) {
    await replaceDocumentDraft(
      trx,
      actor,
      faqOrderDocument(page),
      published.join(','),
      { order },
      now,
    );
    return 'stale';
  }
  if (!(await dropDocumentDraft(trx, faqOrderDocument(page), draft.revision))) return 'conflict';
  await writeOrder(trx, page, published, order, { actor, action: 'publish', now });
  await recordAudit(
    trx,
    actor,
    {
      action: 'faq.move',
      targetType: faqOrderKind,
      targetId: page,
      summary: order.join(', ').slice(0, 500),
    },
    now,
  );
  return 'saved';
}

/** "Publier l'ordre": `publishFaqOrderWithin` of the draft at `revision`, in a transaction. */
export async function publishFaqOrder(
  db: Kysely<Database>,
  actor: AuditActor,
  page: FaqPage,
  revision: number,
  now: Date = new Date(),
): Promise<FaqOrderOutcome | 'stale'> {
  const outcome = await db
    .transaction()
    .execute((trx) => publishFaqOrderWithin(trx, actor, page, now, revision));
  return outcome === 'missing' ? 'conflict' : outcome;
}

/** Discards the page's draft order still at `revision` (audited); false when it is not. */
export function discardFaqOrder(
  db: Kysely<Database>,
  actor: AuditActor,
  page: FaqPage,
  revision: number,
  now: Date = new Date(),
): Promise<boolean> {
  return discardDocumentDraft(db, actor, faqOrderDocument(page), revision, now);
}

/** The page order's versions, newest first (decision 085). */
export function listFaqOrderVersions(
  db: Kysely<Database>,
  page: FaqPage,
): Promise<InputVersion<FaqOrderSnapshot>[]> {
  return listInputVersions<FaqOrderSnapshot>(db, faqOrderDocument(page));
}

/** The entry ids a kept version lists, in its order; undefined when the page keeps no such one. */
async function versionOrder(
  db: Kysely<Database>,
  page: FaqPage,
  number: number,
): Promise<string[] | undefined> {
  const kept = await findVersion(db, faqOrderDocument(page), number);
  if (!kept) return undefined;
  const { order } = JSON.parse(kept.snapshot) as Partial<FaqOrderSnapshot>;
  return Array.isArray(order) ? order.map((entry) => String(entry.id)) : [];
}

/**
 * Brings a kept order back, over the entries placed on the page now (those unplaced since drop
 * out, those placed since follow in their order), from the screen's choice: live at once ('live',
 * from the published order the history screen showed: another publish since is a 'conflict'),
 * audited `faq.order-restore` and itself a version; or as the page's draft order ('draft', from
 * the draft revision the screen showed), audited `faq.order-restore-draft`, published later.
 */
export async function restoreFaqOrderVersion(
  db: Kysely<Database>,
  actor: AuditActor,
  target: { page: FaqPage; published: string; revision: number; mode: 'live' | 'draft' },
  number: number,
  now: Date = new Date(),
): Promise<RestoreOutcome> {
  const { page, mode } = target;
  const kept = await versionOrder(db, page, number);
  if (!kept) return 'missing';
  return db.transaction().execute(async (trx) => {
    const published = await publishedOrder(trx, page);
    const order = orderedBy(published, kept);
    if (mode === 'live') {
      if (published.join(',') !== target.published) return 'conflict';
      await writeOrder(trx, page, published, order, { actor, action: 'restore', now });
    } else {
      const drawn = { revision: target.revision, base: published.join(',') };
      const saved = await saveDocumentDraft(
        trx,
        actor,
        faqOrderDocument(page),
        drawn,
        { order },
        now,
      );
      if (typeof saved !== 'object') return 'conflict';
    }
    await recordAudit(
      trx,
      actor,
      {
        action: mode === 'live' ? 'faq.order-restore' : 'faq.order-restore-draft',
        targetType: faqOrderKind,
        targetId: page,
        summary: `${page} · version ${number}`,
      },
      now,
    );
    return 'saved';
  });
}
