import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { contentLocales } from '@/lib/admin/translated-content';
import { withMissingFields } from '@/lib/page-sections/missing-fields';
import {
  pageDefinition,
  sectionDefinition,
  sectionPages,
  type SectionPage,
} from '@/lib/page-sections/pages';
import {
  emptySectionContent,
  sectionContentSchema,
  sectionFormSchema,
  type SectionContent,
  type SectionDefinition,
  type SectionInput,
} from '@/lib/page-sections/section-definition';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';
import {
  checkedVersion,
  keepVersion,
  listVersions,
  type ContentVersion,
} from '@/server/versions/content-versions.server';
import { pageSectionSeeds } from './page-section-seeds';
import { supersededSeedTexts } from './superseded-seed-texts';

/*
 * The reads and writes of the pages made of sections (decision 047); the public pages read them
 * through page-sections-pages.server.ts. Stored content is checked against its section's schema
 * on every read, so a field the code no longer has, or a text an older rule let through, never
 * reaches a page: a language whose content does not fit reads as empty and shows the French.
 * A publish names the version its draft was drawn from (decision 068); when another came first
 * it is refused.
 */

/** A section with every language's content, as the admin form and other tools read it. */
export interface StoredPageSection {
  page: SectionPage;
  section: string;
  hidden: boolean;
  version: number;
  updatedAt: string;
  text: Record<Locale, SectionContent>;
  /** When each language's content was last saved; absent for a language never written. */
  textUpdatedAt: Partial<Record<Locale, string>>;
}

/** What a save came to: written, refused because another save came first, or no such section. */
export type SectionSaveOutcome = 'saved' | 'conflict' | 'missing';

/** A language's stored JSON as its section's schema reads it; undefined when it does not fit. */
export function parseSectionContent(
  definition: SectionDefinition,
  locale: Locale,
  json: string,
): SectionContent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = sectionContentSchema(definition, locale).safeParse(value);
  return parsed.success ? (parsed.data as SectionContent) : undefined;
}

/**
 * Every section of a page, in the order of its definition, with each language's content (empty
 * where there is none or it does not fit) and when it was saved. A section the seed has not
 * written yet reads as shown and empty.
 */
export async function readPageSections(
  db: Kysely<Database>,
  page: SectionPage,
  locales: readonly Locale[] = contentLocales,
): Promise<StoredPageSection[]> {
  const definition = pageDefinition(page);
  if (!definition) return [];
  const [rows, texts] = await Promise.all([
    db.selectFrom('page_section').selectAll().where('page', '=', page).execute(),
    db
      .selectFrom('page_section_translation')
      .selectAll()
      .where('page', '=', page)
      .where('locale', 'in', [...locales])
      .execute(),
  ]);
  return definition.sections.map((section) => {
    const row = rows.find((candidate) => candidate.section === section.id);
    const text = {} as Record<Locale, SectionContent>;
    const textUpdatedAt: Partial<Record<Locale, string>> = {};
    for (const locale of locales) {
      const stored = texts.find((t) => t.section === section.id && t.locale === locale);
      text[locale] =
        (stored && parseSectionContent(section, locale, stored.content)) ??
        emptySectionContent(section);
      if (stored) textUpdatedAt[locale] = stored.updated_at;
    }
    return {
      page,
      section: section.id,
      hidden: row ? row.hidden === 1 : false,
      version: row?.version ?? 0,
      updatedAt: row?.updated_at ?? '',
      text,
      textUpdatedAt,
    };
  });
}

/**
 * The admin's list: each page with its sections' count, how many are hidden, how many have an
 * unpublished draft (decision 068), its last save.
 */
export async function listSectionPages(db: Kysely<Database>) {
  const [rows, drafts] = await Promise.all([
    db.selectFrom('page_section').selectAll().execute(),
    db.selectFrom('page_section_draft').select('page').execute(),
  ]);
  return sectionPages.map((definition) => {
    const own = rows.filter((row) => row.page === definition.page);
    return {
      page: definition.page as SectionPage,
      path: definition.path,
      sections: definition.sections.length,
      hidden: own.filter((row) => row.hidden === 1).length,
      drafts: drafts.filter((row) => row.page === definition.page).length,
      updatedAt: own.reduce((last, row) => (row.updated_at > last ? row.updated_at : last), ''),
    };
  });
}

/**
 * A restore in a transaction of its own with its audit line (`page-section.restore`), written only
 * when the section was.
 */
function writeRestore(
  db: Kysely<Database>,
  actor: AuditActor,
  target: { page: SectionPage; section: string; version: number },
  input: SectionInput,
  now: Date,
  summary: string,
): Promise<SectionSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await writePageSection(trx, target, input, now, { actor, action: 'restore' });
    if (outcome === 'saved')
      await recordAudit(
        trx,
        actor,
        {
          action: 'page-section.restore',
          targetType: 'page_section',
          targetId: `${target.page}/${target.section}`,
          summary,
        },
        now,
      );
    return outcome;
  });
}

/** What a section's versions keep: shown or hidden, and every language's content. */
function sectionSnapshot(hidden: boolean, text: Partial<Record<Locale, SectionContent>>): string {
  return JSON.stringify({ hidden, text });
}

/** Who writes a section and why, for its version. */
export interface SectionWriter {
  actor: AuditActor | null;
  action: 'restore' | 'import' | 'publish';
}

/**
 * Writes a section that is still at `version` (the one its form or draft was drawn from; another
 * write since: 'conflict', nothing written) inside the caller's transaction, without an audit
 * line (the caller records its own: a publish, a restore, the content import's one for all);
 * without a `version` it writes whatever the version is, and still raises it so a form opened
 * before gets the conflict. A language's `updated_at` moves only when its content changed, so a
 * translation left as it was stays dated from its own last save. A write that changes anything keeps a version
 * (decision 064); the first also keeps the state it replaces, so it can be restored.
 */
export async function writePageSection(
  trx: Transaction<Database>,
  target: { page: SectionPage; section: string; version?: number },
  input: SectionInput,
  now: Date,
  writer: SectionWriter,
): Promise<SectionSaveOutcome> {
  const definition = pageDefinition(target.page)?.sections.find((s) => s.id === target.section);
  if (!definition) return 'missing';
  const at = now.toISOString();
  const before = await trx
    .selectFrom('page_section')
    .select(['version', 'hidden', 'updated_at'])
    .where('page', '=', target.page)
    .where('section', '=', target.section)
    .executeTakeFirst();
  if (!before) return 'missing';
  let update = trx
    .updateTable('page_section')
    .set((eb) => ({
      hidden: input.hidden ? 1 : 0,
      version: eb('version', '+', 1),
      updated_at: at,
    }))
    .where('page', '=', target.page)
    .where('section', '=', target.section);
  if (target.version !== undefined) update = update.where('version', '=', target.version);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'conflict';
  const stored = await trx
    .selectFrom('page_section_translation')
    .select(['locale', 'content'])
    .where('page', '=', target.page)
    .where('section', '=', target.section)
    .execute();
  let changed = (before.hidden === 1) !== input.hidden;
  for (const locale of contentLocales) {
    const content = JSON.stringify(input.text[locale]);
    if (stored.find((row) => row.locale === locale)?.content === content) continue;
    changed = true;
    await trx
      .insertInto('page_section_translation')
      .values({ page: target.page, section: target.section, locale, content, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['page', 'section', 'locale']).doUpdateSet({ content, updated_at: at }),
      )
      .execute();
  }
  if (changed) {
    const previous = Object.fromEntries(
      stored.flatMap((row) => {
        const content = parseSectionContent(definition, row.locale as Locale, row.content);
        return content ? [[row.locale, content]] : [];
      }),
    );
    await keepVersion(trx, sectionDocument(target), {
      before: { snapshot: sectionSnapshot(before.hidden === 1, previous), at: before.updated_at },
      after: {
        action: writer.action,
        snapshot: sectionSnapshot(input.hidden, input.text),
        actor: writer.actor,
        at,
      },
    });
  }
  return 'saved';
}

/** A section as a versioned document. */
export function sectionDocument(target: { page: string; section: string }) {
  return { kind: 'page-section', document: `${target.page}/${target.section}` };
}

/** A section's kept versions, newest first, each read back as its form would hold it. */
export async function listPageSectionVersions(
  db: Kysely<Database>,
  target: { page: SectionPage; section: string },
): Promise<PageSectionVersion[]> {
  const definition = sectionDefinition(target.page, target.section);
  if (!definition) return [];
  const versions = await listVersions(db, sectionDocument(target));
  return versions.map(({ snapshot, ...version }) => ({
    ...version,
    ...snapshotInput(target.page, definition, JSON.parse(snapshot) as KeptSection),
  }));
}

export interface PageSectionVersion extends Omit<ContentVersion, 'snapshot'>, SectionInput {}

/** A section's version as kept (sectionSnapshot): shown or hidden, and each language's JSON. */
type KeptSection = { hidden: boolean; text: Record<string, unknown> };

/**
 * A kept snapshot as the section's form reads it today: a language whose content no longer fits
 * (a field added since) takes the missing fields from the seed, like stored content (063).
 */
function snapshotInput(
  page: SectionPage,
  definition: SectionDefinition,
  kept: KeptSection,
): SectionInput {
  const text = Object.fromEntries(
    contentLocales.map((locale) => {
      const seed = pageSectionSeeds[page][locale][definition.id] ?? {};
      const raw = kept.text[locale];
      const completed = withMissingFields(definition, raw, seed) ?? raw;
      return [
        locale,
        parseSectionContent(definition, locale, JSON.stringify(completed ?? null)) ??
          emptySectionContent(definition),
      ];
    }),
  ) as Record<Locale, SectionContent>;
  return { hidden: kept.hidden, text };
}

/**
 * Brings a kept version back as the section's content, from the version the editor's screen
 * showed (another save since: 'conflict'). The restore is itself audited and itself a version.
 * A version French can no longer be saved from (a rule tightened since) is 'invalid'.
 */
export async function restorePageSectionVersion(
  db: Kysely<Database>,
  actor: AuditActor,
  target: { page: SectionPage; section: string; version: number },
  number: number,
  now: Date = new Date(),
): Promise<SectionSaveOutcome | 'invalid'> {
  const input = await pageSectionVersionInput(db, target, number);
  if (typeof input === 'string') return input;
  const summary = `${target.page} · ${target.section} · version ${number}`;
  return writeRestore(db, actor, target, input, now, summary);
}

/**
 * A kept version as a save from the section's form would write it, checked by today's rules:
 * 'missing' when there is no such version, 'invalid' when French can no longer be saved from it.
 */
export async function pageSectionVersionInput(
  db: Kysely<Database>,
  target: { page: SectionPage; section: string },
  number: number,
): Promise<SectionInput | 'missing' | 'invalid'> {
  const definition = sectionDefinition(target.page, target.section);
  if (!definition) return 'missing';
  const checked = await checkedVersion(
    db,
    sectionDocument(target),
    number,
    sectionFormSchema(definition, contentLocales),
    (kept) => snapshotInput(target.page, definition, kept as KeptSection),
  );
  return typeof checked === 'string' ? checked : (checked.input as SectionInput);
}

/**
 * The seed, run on every start: a section that is missing (a new page or section in the code)
 * is written with its copy as the site showed it; a section that exists keeps the editor's text,
 * a language it lacks is added from the seed, a field the code added since it was saved is
 * filled in from the seed (withMissingFields), and copy the code rewrote that the editor never
 * changed takes the new text (superseded-seed-texts.ts), leaving the language's time as it was.
 */
export async function seedPageSections(db: Kysely<Database>, now: string): Promise<void> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('page_section').select(['page', 'section']).execute(),
    db
      .selectFrom('page_section_translation')
      .select(['page', 'section', 'locale', 'content'])
      .execute(),
  ]);
  const has = new Set(rows.map((row) => `${row.page}/${row.section}`));
  const storedText = new Map(texts.map((row) => [`${row.page}/${row.section}/${row.locale}`, row]));
  for (const definition of sectionPages) {
    const seeds = pageSectionSeeds[definition.page];
    for (const section of definition.sections) {
      const key = `${definition.page}/${section.id}`;
      if (!has.has(key))
        await db
          .insertInto('page_section')
          .values({ page: definition.page, section: section.id, created_at: now, updated_at: now })
          .execute();
      for (const locale of contentLocales) {
        const seed = seeds[locale][section.id] ?? emptySectionContent(section);
        const stored = storedText.get(`${key}/${locale}`);
        if (stored) {
          await completeStoredContent(db, section, stored, seed);
          continue;
        }
        await db
          .insertInto('page_section_translation')
          .values({
            page: definition.page,
            section: section.id,
            locale,
            content: JSON.stringify(seed),
            updated_at: now,
          })
          .execute();
      }
    }
  }
}

/**
 * The stored language with each field that still holds copy the code has since rewritten
 * (superseded-seed-texts.ts) given the seed's current text; null when there is none.
 */
function withCurrentSeedTexts(
  stored: { page: string; section: string; locale: string },
  value: unknown,
  seed: SectionContent,
): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const replaced = supersededSeedTexts.filter(
    (old) =>
      old.page === stored.page &&
      old.section === stored.section &&
      old.locale === stored.locale &&
      fields[old.field] === old.text &&
      typeof seed[old.field] === 'string',
  );
  if (replaced.length === 0) return null;
  return { ...fields, ...Object.fromEntries(replaced.map((old) => [old.field, seed[old.field]])) };
}

/**
 * Writes a stored language back with the fields it lacks and the seed's current text for copy
 * it never changed; content that is not JSON is left.
 */
async function completeStoredContent(
  db: Kysely<Database>,
  section: SectionDefinition,
  stored: { page: string; section: string; locale: string; content: string },
  seed: SectionContent,
): Promise<void> {
  let value: unknown;
  try {
    value = JSON.parse(stored.content);
  } catch {
    return;
  }
  const current = withCurrentSeedTexts(stored, value, seed);
  const completed = withMissingFields(section, current ?? value, seed) ?? current;
  if (!completed) return;
  await db
    .updateTable('page_section_translation')
    .set({ content: JSON.stringify(completed) })
    .where('page', '=', stored.page)
    .where('section', '=', stored.section)
    .where('locale', '=', stored.locale)
    .execute();
}
