import 'server-only';
import type { Kysely, Transaction } from 'kysely';
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

/*
 * The order of a page's FAQ as a draft (decision 072): the order is the page's placement of the
 * entries, not a field of any entry nor of the page's sections, so it is a document of its own,
 * `faq_order`/{page}, in the drafts' store (071). The list's up and down buttons change the draft;
 * the page's preview shows it; "Publier l'ordre" writes the positions; visitors see the published
 * order until then.
 */

export const faqOrderKind = 'faq_order';
const orderDocument = (page: FaqPage) => ({ kind: faqOrderKind, document: page });

/** A page's order draft as the FAQ screen shows it. */
export interface FaqOrderDraft {
  revision: number;
  savedAt: string;
  savedBy: string | null;
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
  const draft = await readDocumentDraft(db, orderDocument(page));
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
  const draft = await readDocumentDraft(db, orderDocument(page));
  if ((draft?.revision ?? 0) !== revision) return 'conflict';
  const order = draft ? orderedBy(published, keptOrder(draft.values)) : [...published];
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= order.length) return 'not-found';
  [order[from], order[to]] = [order[to]!, order[from]!];
  const saved = await saveDocumentDraft(
    db,
    actor,
    orderDocument(page),
    { revision, base: published.join(',') },
    { order },
    now,
  );
  return typeof saved === 'object' ? 'saved' : 'conflict';
}

/**
 * Publishes the page's draft order still at `revision`: the positions written 0, 1, 2… in its
 * order, audited `faq.move`, the draft dropped at that revision in the same transaction (a move
 * landing meanwhile is never lost: it either came first, and this is a 'conflict', or finds the
 * draft gone). 'stale' when the published order changed since the draft was drawn (another
 * publish of it, an entry placed or unplaced): nothing written, the draft drawn anew on the order
 * published now, which the screen shows before the editor publishes again.
 */
export async function publishFaqOrder(
  db: Kysely<Database>,
  actor: AuditActor,
  page: FaqPage,
  revision: number,
  now: Date = new Date(),
): Promise<FaqOrderOutcome | 'stale'> {
  return db.transaction().execute(async (trx) => {
    const draft = await readDocumentDraft(trx, orderDocument(page));
    if (!draft || draft.revision !== revision) return 'conflict';
    const published = await publishedOrder(trx, page);
    const order = orderedBy(published, keptOrder(draft.values));
    if (draft.base !== published.join(',')) {
      await replaceDocumentDraft(
        trx,
        actor,
        orderDocument(page),
        published.join(','),
        { order },
        now,
      );
      return 'stale';
    }
    if (!(await dropDocumentDraft(trx, orderDocument(page), revision))) return 'conflict';
    for (const [position, id] of order.entries())
      await trx
        .updateTable('faq_placement')
        .set({ position })
        .where('page', '=', page)
        .where('faq_entry_id', '=', id)
        .execute();
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
  });
}

/** Discards the page's draft order still at `revision` (audited); false when it is not. */
export function discardFaqOrder(
  db: Kysely<Database>,
  actor: AuditActor,
  page: FaqPage,
  revision: number,
  now: Date = new Date(),
): Promise<boolean> {
  return discardDocumentDraft(db, actor, orderDocument(page), revision, now);
}
