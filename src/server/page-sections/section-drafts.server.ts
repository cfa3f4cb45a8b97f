import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { contentLocales } from '@/lib/admin/translated-content';
import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import {
  emptySectionContent,
  sectionDraftContentSchema,
  sectionDraftSchema,
  sectionFormSchema,
  type SectionContent,
  type SectionDefinition,
  type SectionInput,
} from '@/lib/page-sections/section-definition';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database, PageSectionDraftTable } from '@/server/db/schema';
import {
  pageSectionVersionInput,
  readPageSections,
  writePageSection,
  type SectionSaveOutcome,
  type StoredPageSection,
} from './page-sections.server';

/*
 * The drafts of the pages made of sections (issue 30, decision 068): one working copy per
 * section, apart from what is published. Saving a draft writes only `page_section_draft`, so no
 * public read, cache, feed or export ever sees it; publishing checks it like a save from the
 * form and writes it through writePageSection (a version is kept), then deletes it.
 */

/** A section's draft, each language read as its form holds it. */
export interface SectionDraft {
  page: SectionPage;
  section: string;
  hidden: boolean;
  text: Record<Locale, SectionContent>;
  /** The published version the draft was drawn from. */
  baseVersion: number;
  /** 1 when created, +1 on each save: a save or publish from an older form is a conflict. */
  revision: number;
  updatedAt: string;
  /** Who saved it last (an e-mail address), or null for a file import without one. */
  updatedBy: string | null;
}

/** The draft a form was drawn from: its revision, 0 when there was none. */
export interface DraftTarget {
  page: SectionPage;
  section: string;
  revision: number;
}

/**
 * A draft's save: the draft revision the form was drawn from and, for a draft it creates, the
 * published version the form showed (so a publish made meanwhile makes the draft stale rather
 * than being overwritten); without it, the version published now.
 */
export interface DraftSaveTarget extends DraftTarget {
  version?: number;
}

/** What a publish came to; 'stale' when the section was published since the draft was drawn. */
export type DraftPublishOutcome = SectionSaveOutcome | 'stale' | 'invalid';

/** A language of a stored draft as its section reads it; empty when it does not fit. */
function draftContent(definition: SectionDefinition, value: unknown): SectionContent {
  const parsed = sectionDraftContentSchema(definition).safeParse(value);
  return parsed.success ? (parsed.data as SectionContent) : emptySectionContent(definition);
}

function readDraftRow(
  page: SectionPage,
  definition: SectionDefinition,
  row: PageSectionDraftTable,
) {
  let stored: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(row.content);
    if (value && typeof value === 'object') stored = value as Record<string, unknown>;
  } catch {
    // A draft whose JSON is broken reads as empty in every language; its publish is refused.
  }
  const text = Object.fromEntries(
    contentLocales.map((locale) => [locale, draftContent(definition, stored[locale])]),
  ) as Record<Locale, SectionContent>;
  return {
    page,
    section: row.section,
    hidden: row.hidden === 1,
    text,
    baseVersion: row.base_version,
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_email,
  } satisfies SectionDraft;
}

/** A page's drafts, in the order of its sections; a draft of a section the code dropped is left out. */
export async function readSectionDrafts(
  db: Kysely<Database>,
  page: SectionPage,
): Promise<SectionDraft[]> {
  const definition = pageDefinition(page);
  if (!definition) return [];
  const rows = await db
    .selectFrom('page_section_draft')
    .selectAll()
    .where('page', '=', page)
    .execute();
  return definition.sections.flatMap((section) => {
    const row = rows.find((candidate) => candidate.section === section.id);
    return row ? [readDraftRow(page, section, row)] : [];
  });
}

/**
 * readPageSections with each drafted section's `hidden` and text taken from its draft: the page
 * as it will be once published (what the preview shows). Never used by a public read.
 */
export async function readPageSectionsWithDrafts(
  db: Kysely<Database>,
  page: SectionPage,
  locales: readonly Locale[] = contentLocales,
): Promise<StoredPageSection[]> {
  const [sections, drafts] = await Promise.all([
    readPageSections(db, page, locales),
    readSectionDrafts(db, page),
  ]);
  return sections.map((section) => {
    const draft = drafts.find((candidate) => candidate.section === section.section);
    if (!draft) return section;
    const text = Object.fromEntries(
      locales.map((locale) => [locale, draft.text[locale]]),
    ) as Record<Locale, SectionContent>;
    return { ...section, hidden: draft.hidden, text };
  });
}

/** A draft's languages as stored: those the editor filled (an empty language is left out). */
function draftJson(definition: SectionDefinition, text: Partial<Record<Locale, SectionContent>>) {
  const empty = JSON.stringify(emptySectionContent(definition));
  return JSON.stringify(
    Object.fromEntries(
      contentLocales.flatMap((locale) => {
        const content = text[locale];
        return content && JSON.stringify(content) !== empty ? [[locale, content]] : [];
      }),
    ),
  );
}

/**
 * Saves the form's content as the section's draft, from the draft revision the form was drawn
 * from (0: there was none, the draft is created on the published version the form showed,
 * `version`). Only the form's
 * types are checked: a draft may be incomplete. Another save of the draft since: 'conflict'.
 * Nothing published, no translation time, no cache moves.
 */
export function saveSectionDraft(
  db: Kysely<Database>,
  actor: AuditActor | null,
  target: DraftSaveTarget,
  input: SectionInput,
  now: Date = new Date(),
): Promise<SectionSaveOutcome> {
  return db.transaction().execute((trx) => writeSectionDraft(trx, actor, target, input, now));
}

/**
 * saveSectionDraft inside the caller's transaction; without a `revision` (a content import) it
 * writes over whatever draft there is, drawn anew from the published version, and still raises
 * the revision so a form opened before gets the conflict.
 */
export async function writeSectionDraft(
  trx: Transaction<Database>,
  actor: AuditActor | null,
  target: Omit<DraftSaveTarget, 'revision'> & { revision?: number },
  input: SectionInput,
  now: Date,
): Promise<SectionSaveOutcome> {
  const definition = pageDefinition(target.page)?.sections.find((s) => s.id === target.section);
  if (!definition) return 'missing';
  const draft = sectionDraftSchema(definition, contentLocales).parse(input);
  const values = {
    hidden: draft.hidden ? 1 : 0,
    content: draftJson(definition, draft.text as Record<Locale, SectionContent>),
    updated_by_id: actor?.id ?? null,
    updated_by_email: actor?.email ?? null,
    updated_at: now.toISOString(),
  };
  const published = await publishedVersion(trx, target);
  if (!published) return 'missing';
  if (target.revision === undefined || target.revision === 0) {
    const created = { page: target.page, section: target.section, revision: 1, ...values };
    const inserted = await trx
      .insertInto('page_section_draft')
      .values({ ...created, base_version: target.version ?? published.version })
      .onConflict((oc) =>
        target.revision === undefined
          ? oc.columns(['page', 'section']).doUpdateSet((eb) => ({
              ...values,
              base_version: published.version,
              revision: eb('page_section_draft.revision', '+', 1),
            }))
          : oc.columns(['page', 'section']).doNothing(),
      )
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? 'saved' : 'conflict';
  }
  return updateDraft(trx, { ...target, revision: target.revision }, values);
}

/** The published section's version, or undefined when the seed has not written it. */
function publishedVersion(db: Kysely<Database>, target: { page: string; section: string }) {
  return db
    .selectFrom('page_section')
    .select('version')
    .where('page', '=', target.page)
    .where('section', '=', target.section)
    .executeTakeFirst();
}

/** A discard's or a publish's audit line, in its transaction. */
function auditDraft(
  trx: Transaction<Database>,
  actor: AuditActor,
  change: 'discard' | 'publish',
  target: DraftTarget,
  summary: string,
  now: Date,
) {
  return recordAudit(
    trx,
    actor,
    {
      action: `page-section.${change}`,
      targetType: 'page_section',
      targetId: `${target.page}/${target.section}`,
      summary,
    },
    now,
  );
}

/** Changes a draft still at the revision its screen showed, raising it; else 'conflict'. */
async function updateDraft(
  db: Kysely<Database>,
  target: DraftTarget,
  values: Partial<Omit<PageSectionDraftTable, 'page' | 'section' | 'revision'>>,
): Promise<SectionSaveOutcome> {
  const updated = await db
    .updateTable('page_section_draft')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('page', '=', target.page)
    .where('section', '=', target.section)
    .where('revision', '=', target.revision)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? 'saved' : 'conflict';
}

/**
 * Brings a kept version back as the section's draft rather than live (issue 30: "as a new draft,
 * or published at once, the editor's choice"), from the draft revision and the published version
 * the history screen showed: the editor then previews and publishes it. Audited; it becomes a
 * version when it is published.
 */
export async function restoreVersionAsDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  target: DraftSaveTarget,
  number: number,
  now: Date = new Date(),
): Promise<SectionSaveOutcome | 'invalid'> {
  const input = await pageSectionVersionInput(db, target, number);
  if (typeof input === 'string') return input;
  return db.transaction().execute(async (trx) => {
    const outcome = await writeSectionDraft(trx, actor, target, input, now);
    if (outcome === 'saved')
      await recordAudit(
        trx,
        actor,
        {
          action: 'page-section.restore-draft',
          targetType: 'page_section',
          targetId: `${target.page}/${target.section}`,
          summary: `${target.page} · ${target.section} · version ${number}`,
        },
        now,
      );
    return outcome;
  });
}

/**
 * Drops a section's draft at the revision the editor's screen showed, with its audit line; the
 * published section stays as it is. No draft: 'missing'; saved again since: 'conflict'.
 */
export async function discardSectionDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  target: DraftTarget,
  now: Date = new Date(),
): Promise<SectionSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const draft = await findDraft(trx, target);
    if (!draft) return 'missing';
    if (draft.revision !== target.revision) return 'conflict';
    await deleteDraft(trx, target);
    await auditDraft(trx, actor, 'discard', target, `${target.page} · ${target.section}`, now);
    return 'saved';
  });
}

/** Whether the section has a draft (what a schedule publishes, decision 070); none of its text. */
export async function sectionDraftExists(
  db: Kysely<Database>,
  target: Omit<DraftTarget, 'revision'>,
): Promise<boolean> {
  return (await findDraft(db, target)) !== undefined;
}

function findDraft(db: Kysely<Database>, target: Omit<DraftTarget, 'revision'>) {
  return db
    .selectFrom('page_section_draft')
    .selectAll()
    .where('page', '=', target.page)
    .where('section', '=', target.section)
    .executeTakeFirst();
}

function deleteDraft(db: Kysely<Database>, target: DraftTarget) {
  return db
    .deleteFrom('page_section_draft')
    .where('page', '=', target.page)
    .where('section', '=', target.section)
    .where('revision', '=', target.revision)
    .execute();
}

/**
 * Draws the draft anew from the version published now, once the editor has seen what changed
 * since (the stale note's diff): its next publish then replaces that version. Refused as a
 * conflict when the draft was saved since, or the section published again.
 */
export function rebaseSectionDraft(
  db: Kysely<Database>,
  target: DraftTarget,
  version: number,
): Promise<SectionSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const published = await publishedVersion(trx, target);
    if (published?.version !== version) return 'conflict';
    return updateDraft(trx, target, { base_version: version });
  });
}

/**
 * Makes a section's draft live, from the revision the editor's screen showed: checked like a
 * save from the form ('invalid': the form shows why, beside the field), refused as 'stale' when
 * the section was published since the draft was drawn (never overwritten: the screen shows what
 * changed), else written through writePageSection (a 'publish' version), audited, and the draft
 * deleted, in one transaction. The caller then refreshes the pages (refreshAfter).
 */
export function publishSectionDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  target: DraftTarget,
  now: Date = new Date(),
): Promise<DraftPublishOutcome> {
  return db.transaction().execute((trx) => publishDraftWithin(trx, actor, target, now));
}

/**
 * publishSectionDraft inside the caller's transaction; without a `revision` (a scheduled
 * publish, decision 070) it publishes the draft as it is now, whoever saved it last.
 */
export async function publishDraftWithin(
  trx: Transaction<Database>,
  actor: AuditActor,
  target: Omit<DraftTarget, 'revision'> & { revision?: number },
  now: Date,
): Promise<DraftPublishOutcome> {
  const definition = pageDefinition(target.page)?.sections.find((s) => s.id === target.section);
  if (!definition) return 'missing';
  const row = await findDraft(trx, target);
  if (!row) return 'missing';
  if (target.revision !== undefined && row.revision !== target.revision) return 'conflict';
  const drawn = { ...target, revision: row.revision };
  const draft = readDraftRow(target.page, definition, row);
  const input = sectionFormSchema(definition, contentLocales).safeParse({
    hidden: draft.hidden,
    text: draft.text,
  });
  if (!input.success) return 'invalid';
  const outcome = await writePageSection(
    trx,
    { page: target.page, section: target.section, version: row.base_version },
    input.data as SectionInput,
    now,
    { actor, action: 'publish' },
  );
  if (outcome === 'conflict') return 'stale';
  if (outcome !== 'saved') return outcome;
  const summary = `${target.page} · ${target.section}${draft.hidden ? ' (hidden)' : ''}`;
  await auditDraft(trx, actor, 'publish', drawn, summary, now);
  await deleteDraft(trx, drawn);
  return 'saved';
}
