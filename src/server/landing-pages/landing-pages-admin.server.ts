import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import {
  landingFormText,
  landingPageSchema,
  landingTextFromForm,
  parseRegionalAlternates,
  regionalAlternatesLine,
  type LandingKind,
  type LandingPageFormValues,
  type LandingPageInput,
  type LandingText,
  type RegionalAlternate,
} from '@/lib/admin/landing-page-schema';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Staff } from '@/server/auth/guards.server';
import { binned, listBin, putInBin, removeFromBin, type BinEntry } from '@/server/bin/bin.server';
import type { Database, LandingPageTable, LandingPageTranslationTable } from '@/server/db/schema';
import { rememberRemovedSeed } from '@/server/db/seed-ledger.server';
import { dropDocumentDraft } from '@/server/drafts/document-drafts.server';
import { forgetRedirectFrom, recordGone, recordMoves } from '@/server/redirects/redirects.server';
import type { RestoreOutcome } from '@/server/translated-content/translated-content.server';
import {
  checkedVersion,
  keepWrite,
  listInputVersions,
  type InputVersion,
} from '@/server/versions/content-versions.server';
import { landingSeedPositions, landingSeeds } from './landing-seeds';
import { pageFromRows, rowFromText, textFromRow } from './landing-rows.server';

/*
 * The admin's reads and writes of the landing pages (the public pages read them in
 * landing-pages.server.ts). Every write happens with its audit line and its redirects in one
 * transaction; refreshing the caches is the action's. A save names the version it was made from:
 * when another save came first, it is refused as a conflict and writes nothing. A write that
 * changes a page keeps its form input as a version (decision 064), which a restore saves again;
 * a deleted page is kept in the bin 30 days (decision 065).
 */

const seededIds: ReadonlySet<string> = new Set(landingSeeds.map((seed) => seed.slug));

type Db = Kysely<Database> | Transaction<Database>;
type Actor = AuditActor & Pick<Staff, 'id' | 'email'>;

/** A page as the admin's list shows it. */
export interface LandingListEntry {
  id: string;
  slug: string;
  kind: LandingKind;
  title: string;
  updatedAt: string;
}

/** A page with every language as the edit form shows it. */
export interface AdminLandingPage {
  id: string;
  slug: string;
  version: number;
  updatedAt: string;
  values: LandingPageFormValues;
}

/**
 * A landing page with every language's text and when each was last saved: what the content
 * files write and read, and the translation status compares.
 */
export interface LandingPageDocument {
  slug: string;
  kind: LandingKind;
  areaServed: string;
  country: string;
  regionalAlternates: RegionalAlternate[];
  /** Its place in the services page's link lists. */
  position: number;
  updatedAt: string;
  text: Partial<Record<Locale, LandingText & { updatedAt: string }>>;
}

/** Why a slug is refused: not an address, or the address of another page. */
export type SlugRefusal = { ok: false; field: 'slug'; error: 'slugTaken' };
export type LandingSaveOutcome = 'saved' | 'conflict' | 'missing' | SlugRefusal;

const pathOf = (slug: string) => `/services/${slug}`;

function audit(
  trx: Transaction<Database>,
  actor: AuditActor,
  change: { verb: 'create' | 'update' | 'delete' | 'restore'; id: string; summary: string },
  now: Date,
) {
  const { verb, id, summary } = change;
  return recordAudit(
    trx,
    actor,
    { action: `landing-page.${verb}`, targetType: 'landing_page', targetId: id, summary },
    now,
  );
}

/** Whether `slug` is free for the page `id`: no other landing page and no service answers it. */
async function slugIsFree(db: Db, slug: string, id?: string): Promise<boolean> {
  const [landing, service] = await Promise.all([
    db.selectFrom('landing_page').select('id').where('slug', '=', slug).executeTakeFirst(),
    db.selectFrom('service').select('id').where('id', '=', slug).executeTakeFirst(),
  ]);
  return (!landing || landing.id === id) && !service;
}

/** Every page in the services page's order, with its French title. */
export async function listAdminLandingPages(db: Kysely<Database>): Promise<LandingListEntry[]> {
  const rows = await db
    .selectFrom('landing_page')
    .leftJoin('landing_page_translation', (join) =>
      join
        .onRef('landing_page_translation.landing_page_id', '=', 'landing_page.id')
        .on('landing_page_translation.locale', '=', defaultLocale),
    )
    .select([
      'landing_page.id',
      'landing_page.slug',
      'landing_page.kind',
      'landing_page.updated_at',
      'landing_page_translation.title',
    ])
    .orderBy('landing_page.position')
    .orderBy('landing_page.slug')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind as LandingKind,
    title: row.title ?? row.slug,
    updatedAt: row.updated_at,
  }));
}

/** One page with every language as the form edits it; undefined when there is none. */
export async function getAdminLandingPage(
  db: Db,
  id: string,
): Promise<AdminLandingPage | undefined> {
  const page = await db
    .selectFrom('landing_page')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!page) return undefined;
  const texts = await db
    .selectFrom('landing_page_translation')
    .selectAll()
    .where('landing_page_id', '=', id)
    .execute();
  const content = pageFromRows(page, texts);
  return {
    id,
    slug: page.slug,
    version: page.version,
    updatedAt: page.updated_at,
    values: {
      slug: content.slug,
      kind: content.kind,
      areaServed: content.areaServed,
      country: content.country,
      regionalAlternates: regionalAlternatesLine(content.regionalAlternates),
      text: Object.fromEntries(
        locales.map((locale) => [locale, landingFormText(content.text[locale])]),
      ) as LandingPageFormValues['text'],
    },
  };
}

const documentOf = (id: string) => ({ kind: 'landing_page', document: id });

/** What a version keeps: the page's form input as stored (every field, every language). */
async function storedInput(
  db: Db,
  id: string,
): Promise<{ snapshot: string; at: string } | undefined> {
  const page = await getAdminLandingPage(db, id);
  return page && { snapshot: JSON.stringify(page.values), at: page.updatedAt };
}

/** How a write came: an editor's save, a content import, a restore of a version. */
type Write = { actor: Actor; action: 'save' | 'import' | 'restore'; now: Date };

/** Every page with every language's text and its time: what export and the status screen read. */
export async function listLandingPageDocuments(
  db: Kysely<Database>,
): Promise<LandingPageDocument[]> {
  const [pages, texts] = await Promise.all([
    db.selectFrom('landing_page').selectAll().orderBy('position').orderBy('slug').execute(),
    db.selectFrom('landing_page_translation').selectAll().execute(),
  ]);
  return pages.map((page) => ({
    slug: page.slug,
    kind: page.kind as LandingKind,
    areaServed: page.area_served,
    country: page.country,
    regionalAlternates: JSON.parse(page.regional_alternates) as RegionalAlternate[],
    position: page.position,
    updatedAt: page.updated_at,
    text: Object.fromEntries(
      texts
        .filter((row) => row.landing_page_id === page.id)
        .map((row) => [row.locale, { ...textFromRow(row), updatedAt: row.updated_at }]),
    ),
  }));
}

/**
 * Writes each language's text; a language whose text is unchanged keeps its `updated_at`, so
 * the translation status sees which texts were saved after the French.
 */
async function writeTexts(
  trx: Transaction<Database>,
  id: string,
  text: Partial<Record<Locale, LandingText>>,
  now: Date,
) {
  const current = await trx
    .selectFrom('landing_page_translation')
    .selectAll()
    .where('landing_page_id', '=', id)
    .execute();
  for (const locale of locales) {
    const values = text[locale];
    if (!values) continue;
    const columns = rowFromText(values);
    const existing = current.find((row) => row.locale === locale);
    if (existing && JSON.stringify(rowFromText(textFromRow(existing))) === JSON.stringify(columns))
      continue;
    const updated_at = now.toISOString();
    await trx
      .insertInto('landing_page_translation')
      .values({ landing_page_id: id, locale, ...columns, updated_at })
      .onConflict((oc) =>
        oc.columns(['landing_page_id', 'locale']).doUpdateSet({ ...columns, updated_at }),
      )
      .execute();
  }
}

/** A page's shared fields as its columns. */
function pageColumns(input: {
  slug: string;
  kind: LandingKind;
  areaServed: string;
  country: string;
  regionalAlternates: readonly RegionalAlternate[];
}) {
  return {
    slug: input.slug,
    kind: input.kind,
    area_served: input.areaServed,
    country: input.country,
    regional_alternates: JSON.stringify(input.regionalAlternates),
  };
}

/** What a save writes: the shared fields and the texts of the languages given. */
interface PageFields {
  slug: string;
  kind: LandingKind;
  areaServed: string;
  country: string;
  regionalAlternates: RegionalAlternate[];
  text: Partial<Record<Locale, LandingText>>;
}

/** The form's input as a document's shared fields and texts. */
function fromInput(input: LandingPageInput): PageFields {
  return {
    slug: input.slug,
    kind: input.kind,
    areaServed: input.areaServed,
    country: input.country,
    regionalAlternates: parseRegionalAlternates(input.regionalAlternates) ?? [],
    text: Object.fromEntries(
      locales.map((locale) => [locale, landingTextFromForm(input.text[locale])]),
    ) as Record<Locale, LandingText>,
  };
}

async function insertPage(
  trx: Transaction<Database>,
  { actor, action, now }: Write & { action: 'save' | 'import' },
  page: PageFields & { id: string; position?: number },
) {
  const at = now.toISOString();
  const last = await trx
    .selectFrom('landing_page')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  const position = page.position ?? (last?.last == null ? 0 : Number(last.last) + 1);
  await trx
    .insertInto('landing_page')
    .values({ id: page.id, ...pageColumns(page), position, created_at: at, updated_at: at })
    .execute();
  await writeTexts(trx, page.id, page.text, now);
  // A slug given back (a page deleted or renamed earlier) answers again rather than redirecting.
  for (const locale of locales)
    await forgetRedirectFrom(trx, actor, pathOf(page.slug), locale, now);
  await keepWrite(
    trx,
    documentOf(page.id),
    { actor, action, now },
    undefined,
    await storedInput(trx, page.id),
  );
  if (action === 'save')
    await audit(trx, actor, { verb: 'create', id: page.id, summary: page.slug }, now);
}

/** Creates a page at the end of the services page's lists; its id, or the slug's refusal. */
export async function createLandingPage(
  db: Kysely<Database>,
  actor: Actor,
  input: LandingPageInput,
  now: Date = new Date(),
): Promise<{ ok: true; id: string } | SlugRefusal> {
  return db.transaction().execute(async (trx) => {
    if (!(await slugIsFree(trx, input.slug)))
      return { ok: false, field: 'slug', error: 'slugTaken' } as const;
    const id = randomUUID();
    await insertPage(trx, { actor, action: 'save', now }, { id, ...fromInput(input) });
    return { ok: true, id } as const;
  });
}

/**
 * Saves the shared fields and texts of the page `id` if it is still as its editor saw it (at
 * `version`, or last saved at `updatedAt`), and keeps the change as a version; an editor's save
 * is audited here, a restore by its caller, an import as a whole.
 */
async function savePage(
  trx: Transaction<Database>,
  write: Write,
  target: { id: string; version?: number; updatedAt?: string },
  page: PageFields,
): Promise<LandingSaveOutcome> {
  const { actor, now } = write;
  const current = await trx
    .selectFrom('landing_page')
    .select(['slug', 'version', 'updated_at'])
    .where('id', '=', target.id)
    .executeTakeFirst();
  if (!current) return 'missing';
  if (target.version !== undefined && current.version !== target.version) return 'conflict';
  if (target.updatedAt !== undefined && current.updated_at !== target.updatedAt) return 'conflict';
  if (!(await slugIsFree(trx, page.slug, target.id)))
    return { ok: false, field: 'slug', error: 'slugTaken' };
  const before = await storedInput(trx, target.id);
  const result = await trx
    .updateTable('landing_page')
    .set((eb) => ({
      ...pageColumns(page),
      version: eb('version', '+', 1),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', target.id)
    .where('version', '=', current.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return 'conflict';
  await writeTexts(trx, target.id, page.text, now);
  if (current.slug !== page.slug)
    await recordMoves(
      trx,
      actor,
      locales.map((locale) => ({
        fromPath: pathOf(current.slug),
        locale,
        toPath: pathOf(page.slug),
        reason: 'slug-change' as const,
      })),
      now,
    );
  await keepWrite(trx, documentOf(target.id), write, before, await storedInput(trx, target.id));
  const renamed = current.slug === page.slug ? '' : ` (${current.slug} → ${page.slug})`;
  if (write.action === 'save')
    await audit(trx, actor, { verb: 'update', id: target.id, summary: page.slug + renamed }, now);
  return 'saved';
}

/**
 * Saves every field and language of a page that is still at `version` (the one its form was
 * loaded with), raising its version; a new slug leaves a 308 from the old address in every
 * language. Another save since: 'conflict', nothing written.
 */
export async function updateLandingPage(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  version: number,
  input: LandingPageInput,
  now: Date = new Date(),
): Promise<LandingSaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome = await savePage(
      trx,
      { actor, action: 'save', now },
      { id, version },
      fromInput(input),
    );
    // The form published is the draft's, when there was one (decision 071).
    if (outcome === 'saved') await dropDocumentDraft(trx, documentOf(id));
    return outcome;
  });
}

/** A page's kept versions, newest first, each as its form's input. */
export function listLandingPageVersions(
  db: Kysely<Database>,
  id: string,
): Promise<InputVersion<LandingPageFormValues>[]> {
  return listInputVersions<LandingPageFormValues>(db, documentOf(id));
}

/**
 * Brings a kept version back as the page (decision 064), from the state the history screen
 * showed (`updatedAt`; a save since is a 'conflict', a deletion 'missing'). The version is
 * checked by the form's schema first ('invalid'), and its slug must still be free (another page
 * may hold it now): refused, nothing written. A new slug leaves its 308s as a save does; the
 * restore is audited (`landing-page.restore`, with the version's number) and is itself a version.
 */
export async function restoreLandingPageVersion(
  db: Kysely<Database>,
  actor: Actor,
  target: { id: string; updatedAt: string },
  number: number,
  now: Date = new Date(),
): Promise<RestoreOutcome | { slugTaken: string }> {
  const kept = await checkedVersion(db, documentOf(target.id), number, landingPageSchema);
  if (typeof kept === 'string') return kept;
  const page = fromInput(kept.input);
  return db.transaction().execute(async (trx) => {
    const outcome = await savePage(trx, { actor, action: 'restore', now }, target, page);
    if (typeof outcome === 'object') return { slugTaken: page.slug };
    if (outcome !== 'saved') return outcome;
    const summary = `${page.slug} · version ${number}`;
    await audit(trx, actor, { verb: 'restore', id: target.id, summary }, now);
    return outcome;
  });
}

/**
 * Writes a whole document inside the caller's transaction (the content import): the page with
 * its slug is updated (whatever its version) — or the page at `previousSlug`, renamed with its
 * 308s (the caller has deleted it first if both exist) — or created when there is none. No audit line of its own: the import records one for
 * all it writes.
 */
export async function writeLandingPageDocument(
  trx: Transaction<Database>,
  actor: Actor,
  {
    previousSlug,
    ...document
  }: Omit<LandingPageDocument, 'updatedAt' | 'text'> & {
    text: Partial<Record<Locale, LandingText>>;
    previousSlug?: string;
  },
  now: Date,
): Promise<void> {
  const existing = await trx
    .selectFrom('landing_page')
    .select('id')
    .where('slug', 'in', [document.slug, previousSlug ?? document.slug])
    .executeTakeFirst();
  const write = { actor, action: 'import', now } as const;
  if (existing) {
    await savePage(trx, write, { id: existing.id }, document);
    await trx
      .updateTable('landing_page')
      .set({ position: document.position })
      .where('id', '=', existing.id)
      .execute();
  } else await insertPage(trx, write, { id: randomUUID(), ...document });
}

/**
 * Deletes a page; its address then answers 410 in every language (`redirectTo` null) or 308 to
 * the page the editor chose. The page is kept in the bin, restorable 30 days (decision 065). A
 * seeded page is remembered so the seed, which runs on every start, leaves it deleted. False when
 * it no longer exists.
 */
export async function deleteLandingPage(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  redirectTo: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute((trx) => removeLandingPage(trx, actor, id, redirectTo, now));
}

/** `deleteLandingPage` inside the caller's transaction; the content import audits it as a whole. */
export async function removeLandingPage(
  trx: Transaction<Database>,
  actor: Actor,
  id: string,
  redirectTo: string | null,
  now: Date,
  audited = true,
): Promise<boolean> {
  const page = await trx
    .selectFrom('landing_page')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!page) return false;
  await binLandingPage(trx, actor, page, now);
  // Explicit rather than relying on the cascade, which SQLite applies only with foreign_keys on.
  await trx.deleteFrom('landing_page_translation').where('landing_page_id', '=', id).execute();
  await trx.deleteFrom('landing_page').where('id', '=', id).execute();
  await dropDocumentDraft(trx, documentOf(id));
  const addresses = locales.map((locale) => ({ fromPath: pathOf(page.slug), locale }));
  if (redirectTo === null) await recordGone(trx, actor, addresses, 'landing-deleted', now);
  else
    await recordMoves(
      trx,
      actor,
      addresses.map((address) => ({
        ...address,
        toPath: redirectTo,
        reason: 'landing-deleted' as const,
      })),
      now,
    );
  await rememberRemovedSeed(trx, { kind: 'landing_page', id, seededIds }, now);
  if (audited)
    await audit(
      trx,
      actor,
      { verb: 'delete', id, summary: `${page.slug} → ${redirectTo ?? '410'}` },
      now,
    );
  return true;
}

/** What the bin keeps of a deleted page: its rows as they were. */
interface BinnedLandingPage {
  page: Selectable<LandingPageTable>;
  translations: Selectable<LandingPageTranslationTable>[];
}

const binKind = 'landing_page';

/** Keeps the page whole in the bin, inside the transaction that is about to delete it. */
async function binLandingPage(
  trx: Transaction<Database>,
  actor: Actor,
  page: Selectable<LandingPageTable>,
  now: Date,
): Promise<void> {
  const translations = await trx
    .selectFrom('landing_page_translation')
    .selectAll()
    .where('landing_page_id', '=', page.id)
    .execute();
  const french = translations.find((row) => row.locale === defaultLocale);
  const title = `${french?.title ?? page.slug} — ${pathOf(page.slug)}`;
  const snapshot: BinnedLandingPage = { page, translations };
  await putInBin(
    trx,
    { kind: binKind, id: page.id, title, snapshot: JSON.stringify(snapshot) },
    actor,
    now,
  );
}

/** The deleted pages, last deleted first. */
export function listDeletedLandingPages(
  db: Kysely<Database>,
  now = new Date(),
): Promise<BinEntry[]> {
  return listBin(db, binKind, now);
}

export type LandingRestore =
  | { ok: true; title: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'slug-taken'; slug: string };

/**
 * Brings a deleted page back as it was (texts, address, place in the lists); its address answers
 * again, the redirect or 410 its deletion made from it goes. Refused, nothing written, when
 * another page or a service now holds its slug.
 */
export async function restoreLandingPage(
  db: Kysely<Database>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<LandingRestore> {
  return db.transaction().execute(async (trx) => {
    const kept = await binned(trx, binKind, id);
    if (!kept) return { ok: false, reason: 'not-found' } as const;
    const { page, translations } = JSON.parse(kept.snapshot) as BinnedLandingPage;
    if (!(await slugIsFree(trx, page.slug)))
      return { ok: false, reason: 'slug-taken', slug: page.slug } as const;
    await removeFromBin(trx, binKind, id);
    await trx.insertInto('landing_page').values(page).execute();
    if (translations.length > 0)
      await trx.insertInto('landing_page_translation').values(translations).execute();
    for (const locale of locales)
      await forgetRedirectFrom(trx, actor, pathOf(page.slug), locale, now);
    await audit(trx, actor, { verb: 'restore', id, summary: kept.title }, now);
    return { ok: true, title: kept.title } as const;
  });
}

/**
 * The landing pages as the site showed them before they became content: each one missing is
 * written (its id is its first slug), in the spec's order; a page an editor changed stays as the
 * editor left it, and a deleted one stays deleted. Part of the seed's transaction.
 */
export async function seedLandingPages(
  db: Kysely<Database>,
  removed: ReadonlySet<string>,
  now: string,
): Promise<void> {
  const existing = new Set(
    (await db.selectFrom('landing_page').select('id').execute()).map((row) => row.id),
  );
  const start = Date.parse(now);
  for (const [index, seed] of landingSeeds.entries()) {
    if (existing.has(seed.slug) || removed.has(`landing_page:${seed.slug}`)) continue;
    // One millisecond apart, so the order of creation is the spec's.
    const at = new Date(start + index).toISOString();
    await db
      .insertInto('landing_page')
      .values({
        id: seed.slug,
        ...pageColumns({ ...seed, regionalAlternates: seed.regionalAlternates ?? [] }),
        position: landingSeedPositions[seed.slug] ?? index,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await db
      .insertInto('landing_page_translation')
      .values(
        locales.map((locale) => ({
          landing_page_id: seed.slug,
          locale,
          ...rowFromText(seed.text[locale]),
          updated_at: at,
        })),
      )
      .execute();
  }
}

/** Where a deleted page may send its visitors: every other landing page (its French title). */
export async function landingRedirectTargets(
  db: Kysely<Database>,
  exceptId: string,
): Promise<{ path: string; name: string }[]> {
  return (await listAdminLandingPages(db))
    .filter((page) => page.id !== exceptId)
    .map((page) => ({ path: pathOf(page.slug), name: page.title }));
}
