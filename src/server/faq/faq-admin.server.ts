import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  faqPages,
  faqSchema,
  type FaqCategory,
  type FaqInput,
  type FaqPage,
  type FaqText,
} from '@/lib/admin/faq-schema';
import { contentLocales } from '@/lib/admin/translated-content';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';
import { rememberRemovedSeed } from '@/server/db/seed-ledger.server';
import { dropDocumentDraft } from '@/server/drafts/document-drafts.server';
import { textChangedAt } from '@/server/translated-content/text-times.server';
import type { RestoreOutcome } from '@/server/translated-content/translated-content.server';
import {
  checkedVersion,
  keepWrite,
  listInputVersions,
  type InputVersion,
} from '@/server/versions/content-versions.server';
import { keepingFaqOrderVersions } from './faq-order-drafts.server';
import { faqSeeds } from './faq-seeds';

/*
 * The admin's reads and writes of the FAQ (the public pages read it in faq-pages.server.ts).
 * Every write happens with its audit line in one transaction; refreshing the caches is the
 * action's. A save names the version it was made from: when another save came first, it is
 * refused as a conflict and writes nothing. A write that changes an entry keeps its form input as
 * a version (decision 064), which a restore saves again.
 */

const seededIds: ReadonlySet<string> = new Set(faqSeeds.map((seed) => seed.id));

/** An entry as the admin's list shows it on one page. */
export interface FaqListEntry {
  id: string;
  category: FaqCategory;
  question: string;
  updatedAt: string;
}

/** An entry with every language and its pages, as the edit form shows it. */
export interface AdminFaqEntry {
  id: string;
  category: FaqCategory;
  pages: Record<FaqPage, boolean>;
  text: Record<Locale, FaqText>;
  version: number;
  updatedAt: string;
}

/** What a save came to: written, refused because another save came first, or the entry is gone. */
export type FaqSaveOutcome = 'saved' | 'conflict' | 'missing';

type Db = Kysely<Database> | Transaction<Database>;

function audit(
  trx: Transaction<Database>,
  actor: AuditActor,
  change: {
    verb: 'create' | 'update' | 'delete' | 'restore';
    id: string;
    summary: string;
  },
  now: Date,
) {
  const { verb, id, summary } = change;
  return recordAudit(
    trx,
    actor,
    { action: `faq.${verb}`, targetType: 'faq_entry', targetId: id, summary },
    now,
  );
}

/** Every page's entries in their order there, each with its French question; then the unplaced. */
export async function listAdminFaq(
  db: Kysely<Database>,
): Promise<{ pages: Record<FaqPage, FaqListEntry[]>; unplaced: FaqListEntry[] }> {
  const [entries, placements] = await Promise.all([
    db
      .selectFrom('faq_entry')
      .leftJoin('faq_entry_translation', (join) =>
        join
          .onRef('faq_entry_translation.faq_entry_id', '=', 'faq_entry.id')
          .on('faq_entry_translation.locale', '=', defaultLocale),
      )
      .select([
        'faq_entry.id',
        'faq_entry.category',
        'faq_entry.updated_at',
        'faq_entry_translation.question',
      ])
      .orderBy('faq_entry.created_at')
      .orderBy('faq_entry.id')
      .execute(),
    db
      .selectFrom('faq_placement')
      .selectAll()
      .orderBy('position')
      .orderBy('faq_entry_id')
      .execute(),
  ]);
  const byId = new Map(
    entries.map((row) => [
      row.id,
      {
        id: row.id,
        category: row.category as FaqCategory,
        question: row.question ?? '',
        updatedAt: row.updated_at,
      },
    ]),
  );
  const pages = Object.fromEntries(faqPages.map((page) => [page, [] as FaqListEntry[]])) as Record<
    FaqPage,
    FaqListEntry[]
  >;
  const placed = new Set<string>();
  for (const placement of placements) {
    const entry = byId.get(placement.faq_entry_id);
    if (!entry || !(placement.page in pages)) continue;
    pages[placement.page as FaqPage].push(entry);
    placed.add(entry.id);
  }
  return { pages, unplaced: [...byId.values()].filter((entry) => !placed.has(entry.id)) };
}

/** One entry with every language and its pages; undefined when there is none. */
export async function getAdminFaq(db: Db, id: string): Promise<AdminFaqEntry | undefined> {
  const entry = await db
    .selectFrom('faq_entry')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!entry) return undefined;
  const [texts, placements] = await Promise.all([
    db.selectFrom('faq_entry_translation').selectAll().where('faq_entry_id', '=', id).execute(),
    db.selectFrom('faq_placement').select('page').where('faq_entry_id', '=', id).execute(),
  ]);
  const placedOn = new Set(placements.map((placement) => placement.page));
  const text = Object.fromEntries(
    contentLocales.map((locale) => {
      const row = texts.find((candidate) => candidate.locale === locale);
      return [
        locale,
        { question: row?.question ?? '', answer: row?.answer ?? '', keywords: row?.keywords ?? '' },
      ];
    }),
  ) as Record<Locale, FaqText>;
  return {
    id,
    category: entry.category as FaqCategory,
    pages: Object.fromEntries(faqPages.map((page) => [page, placedOn.has(page)])) as Record<
      FaqPage,
      boolean
    >,
    text,
    version: entry.version,
    updatedAt: entry.updated_at,
  };
}

const documentOf = (id: string) => ({ kind: 'faq_entry', document: id });

/** What a version keeps: the entry's form input as stored (category, pages, every language). */
async function storedInput(
  db: Db,
  id: string,
): Promise<{ snapshot: string; at: string } | undefined> {
  const entry = await getAdminFaq(db, id);
  if (!entry) return undefined;
  const { category, pages, text } = entry;
  return { snapshot: JSON.stringify({ category, pages, text }), at: entry.updatedAt };
}

async function writeTexts(trx: Db, id: string, texts: FaqInput['text'], now: Date) {
  const stored = await trx
    .selectFrom('faq_entry_translation')
    .selectAll()
    .where('faq_entry_id', '=', id)
    .execute();
  for (const locale of contentLocales) {
    const text = texts[locale];
    const before = stored.find((row) => row.locale === locale);
    const values = { ...text, updated_at: textChangedAt(before, text, now.toISOString()) };
    await trx
      .insertInto('faq_entry_translation')
      .values({ faq_entry_id: id, locale, ...values })
      .onConflict((oc) => oc.columns(['faq_entry_id', 'locale']).doUpdateSet(values))
      .execute();
  }
}

/** The pages chosen: a new page places the entry last there, a page left keeps nothing of it. */
async function writePlacements(trx: Db, id: string, pages: FaqInput['pages']) {
  const current = new Set(
    (
      await trx.selectFrom('faq_placement').select('page').where('faq_entry_id', '=', id).execute()
    ).map((row) => row.page),
  );
  for (const page of faqPages) {
    if (pages[page] && !current.has(page)) {
      const last = await trx
        .selectFrom('faq_placement')
        .select((eb) => eb.fn.max('position').as('last'))
        .where('page', '=', page)
        .executeTakeFirst();
      const position = last?.last == null ? 0 : Number(last.last) + 1;
      await trx.insertInto('faq_placement').values({ faq_entry_id: id, page, position }).execute();
    }
    if (!pages[page] && current.has(page))
      await trx
        .deleteFrom('faq_placement')
        .where('faq_entry_id', '=', id)
        .where('page', '=', page)
        .execute();
  }
}

/** Creates an entry under a new id, placed last on each page chosen; answers its id. */
export async function createFaqEntry(
  db: Kysely<Database>,
  actor: AuditActor,
  input: FaqInput,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await trx
      .insertInto('faq_entry')
      .values({ id, category: input.category, created_at: at, updated_at: at })
      .execute();
    await writeTexts(trx, id, input.text, now);
    await writePlacements(trx, id, input.pages);
    await keepWrite(
      trx,
      documentOf(id),
      { actor, action: 'save', now },
      undefined,
      await storedInput(trx, id),
    );
    await audit(trx, actor, { verb: 'create', id, summary: input.text.fr.question }, now);
  });
  return id;
}

/**
 * Writes every field, language and page of an entry still as its editor saw it (at `version`,
 * or last saved at `updatedAt`), raising its version, and keeps the change as a version.
 */
async function saveEntry(
  trx: Transaction<Database>,
  write: { actor: AuditActor; action: 'save' | 'restore'; now: Date },
  target: { id: string; version?: number; updatedAt?: string },
  input: FaqInput,
): Promise<FaqSaveOutcome> {
  const { id } = target;
  const current = await trx
    .selectFrom('faq_entry')
    .select(['version', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return 'missing';
  if (target.updatedAt !== undefined && current.updated_at !== target.updatedAt) return 'conflict';
  const before = await storedInput(trx, id);
  const result = await trx
    .updateTable('faq_entry')
    .set((eb) => ({
      category: input.category,
      version: eb('version', '+', 1),
      updated_at: write.now.toISOString(),
    }))
    .where('id', '=', id)
    .where('version', '=', target.version ?? current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'conflict';
  await writeTexts(trx, id, input.text, write.now);
  await writePlacements(trx, id, input.pages);
  await keepWrite(trx, documentOf(id), write, before, await storedInput(trx, id));
  return 'saved';
}

/**
 * Saves every field, language and page of an entry that is still at `version` (the one its form
 * was loaded with), raising its version. Another save since: 'conflict', nothing written.
 */
export async function updateFaqEntry(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  version: number,
  input: FaqInput,
  now: Date = new Date(),
): Promise<FaqSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await saveEntry(trx, { actor, action: 'save', now }, { id, version }, input);
    if (outcome !== 'saved') return outcome;
    await audit(trx, actor, { verb: 'update', id, summary: input.text.fr.question }, now);
    // The form published is the draft's, when there was one (decision 071).
    await dropDocumentDraft(trx, documentOf(id));
    return outcome;
  });
}

/** An entry's kept versions, newest first, each as its form's input. */
export function listFaqVersions(
  db: Kysely<Database>,
  id: string,
): Promise<InputVersion<FaqInput>[]> {
  return listInputVersions<FaqInput>(db, documentOf(id));
}

/**
 * Brings a kept version back as the entry (decision 064), from the state the history screen
 * showed (`updatedAt`; a save since is a 'conflict', a deletion 'missing'). The version is
 * checked by the form's schema first ('invalid', nothing written); the restore is audited
 * (`faq.restore`, with the version's number) and is itself a version.
 */
export async function restoreFaqVersion(
  db: Kysely<Database>,
  actor: AuditActor,
  target: { id: string; updatedAt: string },
  number: number,
  now: Date = new Date(),
): Promise<RestoreOutcome> {
  const kept = await checkedVersion(db, documentOf(target.id), number, faqSchema);
  if (typeof kept === 'string') return kept;
  const { input } = kept;
  return db.transaction().execute(async (trx) => {
    const outcome = await saveEntry(trx, { actor, action: 'restore', now }, target, input);
    if (outcome !== 'saved') return outcome;
    const summary = `${input.text.fr.question} · version ${number}`;
    await audit(trx, actor, { verb: 'restore', id: target.id, summary }, now);
    return outcome;
  });
}

/** An entry as a content file holds it: its pages are the file's lists of ids per page. */
export type FaqEntryContent = Omit<AdminFaqEntry, 'pages' | 'version' | 'updatedAt'>;

/**
 * Every entry with every language, in the order the pages show them (home, contact, services,
 * then the unplaced by id), and each page's entries in order: what an export writes.
 */
export async function readFaqContent(
  db: Kysely<Database>,
): Promise<{ entries: FaqEntryContent[]; pages: Record<FaqPage, string[]> }> {
  const { pages: listed, unplaced } = await listAdminFaq(db);
  const pages = Object.fromEntries(
    faqPages.map((page) => [page, listed[page].map((entry) => entry.id)]),
  ) as Record<FaqPage, string[]>;
  const order = [
    ...new Set([
      ...faqPages.flatMap((page) => pages[page]),
      ...unplaced.map((entry) => entry.id).sort(),
    ]),
  ];
  const entries: FaqEntryContent[] = [];
  for (const id of order) {
    const entry = await getAdminFaq(db, id);
    if (entry) entries.push({ id, category: entry.category, text: entry.text });
  }
  return { entries, pages };
}

/**
 * Makes the FAQ exactly `entries`, placed on each page in the order of `pages`, in the caller's
 * transaction (an import, decision 049; it writes the audit line). A kept entry keeps its id and
 * its version rises, so a form opened before gets the conflict message, and a change is kept as
 * an `import` version; one absent is deleted as the admin deletes it. A page whose order changes
 * keeps an `import` version of its order (decision 085).
 */
export async function replaceFaq(
  trx: Transaction<Database>,
  actor: AuditActor,
  content: { entries: readonly FaqEntryContent[]; pages: Record<FaqPage, readonly string[]> },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const write = { actor, action: 'import' as const, now };
  const wanted = new Set(content.entries.map((entry) => entry.id));
  const before = new Map<string, { snapshot: string; at: string } | undefined>();
  for (const { id } of content.entries) before.set(id, await storedInput(trx, id));
  // Each page whose order the file changes keeps an `import` version of it, as a publish does.
  await keepingFaqOrderVersions(trx, faqPages, write, async () => {
    await trx.deleteFrom('faq_placement').execute();
    for (const { id } of await trx.selectFrom('faq_entry').select('id').execute()) {
      if (wanted.has(id)) continue;
      await trx.deleteFrom('faq_entry_translation').where('faq_entry_id', '=', id).execute();
      await trx.deleteFrom('faq_entry').where('id', '=', id).execute();
      await rememberRemovedSeed(trx, { kind: 'faq_entry', id, seededIds }, now);
    }
    for (const entry of content.entries) {
      const result = await trx
        .updateTable('faq_entry')
        .set((eb) => ({
          category: entry.category,
          version: eb('version', '+', 1),
          updated_at: at,
        }))
        .where('id', '=', entry.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        await trx
          .insertInto('faq_entry')
          .values({ id: entry.id, category: entry.category, created_at: at, updated_at: at })
          .execute();
      await writeTexts(trx, entry.id, entry.text, now);
    }
    for (const page of faqPages)
      for (const [position, id] of content.pages[page].entries())
        await trx
          .insertInto('faq_placement')
          .values({ faq_entry_id: id, page, position })
          .execute();
  });
  for (const [id, stored] of before)
    await keepWrite(trx, documentOf(id), write, stored, await storedInput(trx, id));
}

async function frenchQuestion(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom('faq_entry_translation')
    .select('question')
    .where('faq_entry_id', '=', id)
    .where('locale', '=', defaultLocale)
    .executeTakeFirst();
  return row?.question ?? id;
}

/**
 * Deletes an entry, its texts and places; a seeded one is remembered so the seed, which runs on
 * every start, leaves it deleted. False when it no longer exists.
 */
export async function deleteFaqEntry(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const summary = await frenchQuestion(trx, id);
    // Explicit rather than relying on the cascade, which SQLite applies only with foreign_keys on.
    await trx.deleteFrom('faq_placement').where('faq_entry_id', '=', id).execute();
    await trx.deleteFrom('faq_entry_translation').where('faq_entry_id', '=', id).execute();
    const result = await trx.deleteFrom('faq_entry').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await dropDocumentDraft(trx, documentOf(id));
    await rememberRemovedSeed(trx, { kind: 'faq_entry', id, seededIds }, now);
    await audit(trx, actor, { verb: 'delete', id, summary }, now);
    return true;
  });
}
