import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { sectionDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { ContentKind } from '@/server/cache/content-cache.server';
import type { Database, ScheduledPublicationTable } from '@/server/db/schema';
import { faqPageOf } from '@/lib/admin/faq-schema';
import { readDocumentDraft } from '@/server/drafts/document-drafts.server';
import {
  faqOrderDocument,
  faqOrderKind,
  publishFaqOrderWithin,
} from '@/server/faq/faq-order-drafts.server';
import { publishLandingDraftWithin } from '@/server/landing-pages/landing-pages-admin.server';
import { landingDocument, landingDocumentKind } from '@/server/landing-pages/landing-rows.server';
import {
  publishDraftWithin,
  sectionDraftExists,
  type DraftPublishOutcome,
} from '@/server/page-sections/section-drafts.server';

/*
 * Scheduled publications (issue 30, decision 070): a document's draft goes live at a time chosen
 * in the admin, published by the background pass (schedule-passes.server.ts) as the staff member
 * who scheduled it. One table for every kind that has drafts; each kind says here how to tell
 * that a document has a draft and how to publish it inside the pass's transaction.
 */

/** A document of a kind, as the versions name it (sectionDocument). */
export interface ScheduleKey {
  kind: string;
  document: string;
}

/** Why a due schedule published nothing: its publish's refusal. */
export type MissedReason = Exclude<DraftPublishOutcome, 'saved'>;

export interface ScheduledPublication extends ScheduleKey {
  publishAt: string;
  state: ScheduledPublicationTable['state'];
  reason: MissedReason | null;
  /** The e-mail address of who scheduled it. */
  scheduledBy: string;
  doneAt: string | null;
}

/** What a kind of document lends its schedules. */
interface DraftKind {
  /** The audit lines' target type (the kind's table). */
  targetType: string;
  /** What its publish makes stale on the public pages. */
  contents: ContentKind[];
  hasDraft(db: Kysely<Database>, document: string): Promise<boolean>;
  /** Publishes the draft as it is now, as `actor`, audited, inside the pass's transaction. */
  publish(
    trx: Transaction<Database>,
    actor: AuditActor,
    document: string,
    now: Date,
  ): Promise<DraftPublishOutcome>;
}

/** A section's document ('home/hero') read back, when the code still defines that section. */
function sectionTarget(document: string): { page: SectionPage; section: string } | undefined {
  const [page = '', section = ''] = document.split('/');
  return sectionDefinition(page, section) ? { page: page as SectionPage, section } : undefined;
}

const draftKinds: Record<string, DraftKind> = {
  'page-section': {
    targetType: 'page_section',
    contents: ['pages'],
    async hasDraft(db, document) {
      const target = sectionTarget(document);
      return target ? sectionDraftExists(db, target) : false;
    },
    async publish(trx, actor, document, now) {
      const target = sectionTarget(document);
      return target ? publishDraftWithin(trx, actor, target, now) : 'missing';
    },
  },
  // A landing page's draft (decision 071), published through the page's own save.
  [landingDocumentKind]: {
    targetType: 'landing_page',
    // A slug changed by the draft leaves its redirects (decision 048).
    contents: ['landing', 'redirects'],
    async hasDraft(db, document) {
      return (await readDocumentDraft(db, landingDocument(document))) !== undefined;
    },
    publish: publishLandingDraftWithin,
  },
  // A page's FAQ order (decisions 072, 085), published as its "Publier l'ordre" is.
  [faqOrderKind]: {
    targetType: faqOrderKind,
    contents: ['faq'],
    async hasDraft(db, document) {
      const page = faqPageOf(document);
      return (
        page !== undefined && (await readDocumentDraft(db, faqOrderDocument(page))) !== undefined
      );
    },
    async publish(trx, actor, document, now) {
      const page = faqPageOf(document);
      return page ? publishFaqOrderWithin(trx, actor, page, now) : 'missing';
    },
  },
};

function readSchedule(row: ScheduledPublicationTable): ScheduledPublication {
  return {
    kind: row.kind,
    document: row.document,
    publishAt: row.publish_at,
    state: row.state,
    reason: row.reason as MissedReason | null,
    scheduledBy: row.scheduled_by_email,
    doneAt: row.done_at,
  };
}

/**
 * Schedules the document's draft to go live at `publishAt` (the caller checked it is to come),
 * in place of any schedule it had, audited. No draft to publish: 'missing'.
 */
export async function schedulePublication(
  db: Kysely<Database>,
  actor: AuditActor,
  key: ScheduleKey,
  publishAt: string,
  now: Date = new Date(),
): Promise<'saved' | 'missing'> {
  const kind = draftKinds[key.kind];
  if (!kind) return 'missing';
  return db.transaction().execute(async (trx) => {
    if (!(await kind.hasDraft(trx, key.document))) return 'missing';
    const values = {
      publish_at: publishAt,
      state: 'pending' as const,
      reason: null,
      scheduled_by_id: actor.id,
      scheduled_by_email: actor.email,
      created_at: now.toISOString(),
      done_at: null,
    };
    await trx
      .insertInto('scheduled_publication')
      .values({ ...key, ...values })
      .onConflict((oc) => oc.columns(['kind', 'document']).doUpdateSet(values))
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: `${key.kind}.schedule`,
        targetType: kind.targetType,
        targetId: key.document,
        summary: `${key.document} · ${publishAt}`,
      },
      now,
    );
    return 'saved';
  });
}

/**
 * Takes a schedule away, audited: "Annuler" of a pending one, "Compris" of a missed one (each
 * only in that state, so a cancel that comes after the pass published it removes nothing).
 */
export async function removeSchedule(
  db: Kysely<Database>,
  actor: AuditActor,
  key: ScheduleKey,
  state: 'pending' | 'missed',
  now: Date = new Date(),
): Promise<'saved' | 'missing'> {
  const kind = draftKinds[key.kind];
  if (!kind) return 'missing';
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('scheduled_publication')
      .where('kind', '=', key.kind)
      .where('document', '=', key.document)
      .where('state', '=', state)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return 'missing';
    await recordAudit(
      trx,
      actor,
      {
        action: `${key.kind}.${state === 'pending' ? 'schedule-cancel' : 'schedule-dismiss'}`,
        targetType: kind.targetType,
        targetId: key.document,
        summary: key.document,
      },
      now,
    );
    return 'saved';
  });
}

/** The pending and missed schedules of a kind's documents starting with `prefix` (a page's 'home/'). */
export async function readSchedules(
  db: Kysely<Database>,
  kind: string,
  prefix = '',
): Promise<ScheduledPublication[]> {
  const rows = await db
    .selectFrom('scheduled_publication')
    .selectAll()
    .where('kind', '=', kind)
    .where('state', 'in', ['pending', 'missed'])
    .execute();
  return rows.filter((row) => row.document.startsWith(prefix)).map(readSchedule);
}

/** How many missed schedules each page made of sections has (the pages list marks them). */
export async function countMissedSectionSchedules(
  db: Kysely<Database>,
): Promise<Partial<Record<SectionPage, number>>> {
  const missed = await db
    .selectFrom('scheduled_publication')
    .select('document')
    .where('kind', '=', 'page-section')
    .where('state', '=', 'missed')
    .execute();
  const counts: Partial<Record<SectionPage, number>> = {};
  for (const { document } of missed) {
    const target = sectionTarget(document);
    if (target) counts[target.page] = (counts[target.page] ?? 0) + 1;
  }
  return counts;
}

/** What one pass did: the schedules it published, those it found refused, the next one due. */
export interface SchedulePass {
  published: ScheduledPublication[];
  missed: ScheduledPublication[];
  /** The kinds of content its publishes changed (each instance's own cache is refreshed). */
  changed: ContentKind[];
  /** The earliest pending schedule still to come, or null. */
  nextDue: string | null;
  /** The publishes that failed (each stays pending: the next pass tries again). */
  failures: { key: ScheduleKey; error: unknown }[];
}

/**
 * Publishes every schedule due at `now`, each in one transaction: a conditional update claims it
 * (still pending, still due), its draft is published as it is now, and the row says how it went.
 * A second instance's claim of the same row waits for that transaction and then finds it no
 * longer pending, so nothing is published twice; a crash rolls the claim back with the publish,
 * so the next pass (or the next start) publishes it. A publish that fails (the database away)
 * leaves it pending for the next pass.
 */
export async function publishDueSchedules(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<SchedulePass> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('scheduled_publication')
    .select(['kind', 'document'])
    .where('state', '=', 'pending')
    .where('publish_at', '<=', at)
    .orderBy('publish_at')
    .execute();
  const pass: SchedulePass = {
    published: [],
    missed: [],
    changed: [],
    nextDue: null,
    failures: [],
  };
  for (const key of due) {
    try {
      const done = await db.transaction().execute((trx) => publishSchedule(trx, key, now));
      if (done?.state === 'published') pass.published.push(done);
      else if (done) pass.missed.push(done);
    } catch (error) {
      pass.failures.push({ key, error });
    }
  }
  pass.changed = [...new Set(pass.published.flatMap((done) => draftKinds[done.kind]!.contents))];
  const next = await db
    .selectFrom('scheduled_publication')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('state', '=', 'pending')
    .where('publish_at', '>', at)
    .executeTakeFirst();
  pass.nextDue = next?.next ?? null;
  return pass;
}

/** One due schedule claimed, published and marked, inside `trx`; undefined when claimed already. */
async function publishSchedule(
  trx: Transaction<Database>,
  key: ScheduleKey,
  now: Date,
): Promise<ScheduledPublication | undefined> {
  const at = now.toISOString();
  const claimed = await trx
    .updateTable('scheduled_publication')
    .set({ state: 'published', done_at: at })
    .where('kind', '=', key.kind)
    .where('document', '=', key.document)
    .where('state', '=', 'pending')
    .where('publish_at', '<=', at)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return undefined;
  const row = await trx
    .selectFrom('scheduled_publication')
    .selectAll()
    .where('kind', '=', key.kind)
    .where('document', '=', key.document)
    .executeTakeFirstOrThrow();
  const actor = { id: row.scheduled_by_id, email: row.scheduled_by_email };
  const kind = draftKinds[key.kind];
  const outcome = kind ? await kind.publish(trx, actor, key.document, now) : 'missing';
  if (outcome === 'saved') return readSchedule(row);
  await trx
    .updateTable('scheduled_publication')
    .set({ state: 'missed', reason: outcome })
    .where('kind', '=', key.kind)
    .where('document', '=', key.document)
    .execute();
  return readSchedule({ ...row, state: 'missed', reason: outcome });
}
