import 'server-only';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import {
  siteSettingsFormValues,
  siteSettingsSchema,
  type SiteSettingsDraftValues,
  type SiteSettingsInput,
  type SiteSettingsText,
  type SiteSettingsValues,
} from '@/lib/admin/site-settings-schema';
import { contentLocales } from '@/lib/admin/translated-content';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database, SiteSettingsTable } from '@/server/db/schema';
import {
  discardDocumentDraft,
  dropDocumentDraft,
  readDocumentDraft,
  rebaseDocumentDraft,
  saveDocumentDraft,
  type DocumentDraft,
  type DraftSave,
} from '@/server/drafts/document-drafts.server';
import { textChangedAt } from '@/server/translated-content/text-times.server';
import {
  checkedVersion,
  keepWrite,
  listInputVersions,
  type InputVersion,
  type VersionedWrite,
} from '@/server/versions/content-versions.server';
import type { RestoreOutcome } from '@/server/admin/restore-answer.server';

/*
 * The site settings' one row (id 1) and its texts per language (decision 045). A save names the
 * version it was opened on and writes only if that is still the stored one, bumping it, with its
 * audit line, in one transaction: a second admin saving an older version gets a conflict, never
 * a silent overwrite. Cache refreshes are the caller's (the action's).
 */

const settingsId = 1;

export interface StoredSiteSettings {
  version: number;
  updatedAt: string;
  values: SiteSettingsValues;
}

type SettingsRow = Selectable<SiteSettingsTable>;
type SettingsColumns = Omit<Insertable<SiteSettingsTable>, 'id' | 'version' | 'updated_at'>;

function columnsOf(values: SiteSettingsValues): SettingsColumns {
  const { social, figures } = values;
  return {
    site_name: values.siteName,
    contact_email: values.contactEmail,
    contact_phone: values.contactPhone,
    whatsapp_number: values.whatsappNumber,
    address: values.address,
    booking_url: values.bookingUrl,
    social_linkedin: social.linkedin || null,
    social_instagram: social.instagram || null,
    social_facebook: social.facebook || null,
    social_x: social.x || null,
    social_youtube: social.youtube || null,
    voice_widget: values.voiceWidget ? 1 : 0,
    social_image: values.socialImage,
    years: figures.years,
    projects: figures.projects,
    clients: figures.clients,
    satisfaction: figures.satisfaction,
    rating: figures.rating,
    review_count: figures.reviewCount,
  };
}

function valuesOf(
  row: SettingsRow,
  texts: readonly { locale: string; address: string; office_hours: string }[],
): SiteSettingsValues {
  const text = Object.fromEntries(
    contentLocales.map((locale) => {
      const found = texts.find((candidate) => candidate.locale === locale);
      return [locale, { address: found?.address ?? '', officeHours: found?.office_hours ?? '' }];
    }),
  ) as Record<Locale, SiteSettingsText>;
  return {
    siteName: row.site_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    whatsappNumber: row.whatsapp_number,
    address: row.address,
    bookingUrl: row.booking_url,
    social: {
      linkedin: row.social_linkedin ?? '',
      instagram: row.social_instagram ?? '',
      facebook: row.social_facebook ?? '',
      x: row.social_x ?? '',
      youtube: row.social_youtube ?? '',
    },
    voiceWidget: Number(row.voice_widget) === 1,
    socialImage: row.social_image,
    figures: {
      years: Number(row.years),
      projects: Number(row.projects),
      clients: Number(row.clients),
      satisfaction: Number(row.satisfaction),
      rating: Number(row.rating),
      reviewCount: Number(row.review_count),
    },
    text,
  };
}

/** The stored settings, or undefined before the seed has written them. */
export async function readSiteSettings(
  db: Kysely<Database> | Transaction<Database>,
): Promise<StoredSiteSettings | undefined> {
  const [row, texts] = await Promise.all([
    db.selectFrom('site_settings').selectAll().where('id', '=', settingsId).executeTakeFirst(),
    db.selectFrom('site_settings_translation').selectAll().execute(),
  ]);
  if (!row) return undefined;
  return { version: Number(row.version), updatedAt: row.updated_at, values: valuesOf(row, texts) };
}

/** The agency's name as stored, or undefined before the seed has written the settings. */
export async function readSiteName(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_settings')
    .select('site_name')
    .where('id', '=', settingsId)
    .executeTakeFirst();
  return row?.site_name;
}

async function writeTexts(trx: Transaction<Database>, text: SiteSettingsValues['text'], now: Date) {
  const stored = await trx.selectFrom('site_settings_translation').selectAll().execute();
  for (const locale of contentLocales) {
    const columns = { address: text[locale].address, office_hours: text[locale].officeHours };
    const before = stored.find((row) => row.locale === locale);
    const values = { ...columns, updated_at: textChangedAt(before, columns, now.toISOString()) };
    await trx
      .insertInto('site_settings_translation')
      .values({ locale, ...values })
      .onConflict((oc) => oc.column('locale').doUpdateSet(values))
      .execute();
  }
}

/** The names of the fields a save changes, for its audit line (`contactPhone, text.ar.address`). */
function changedFields(before: SiteSettingsValues, after: SiteSettingsValues): string[] {
  const flatten = (value: unknown, prefix = ''): [string, unknown][] =>
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) =>
          flatten(item, prefix ? `${prefix}.${key}` : key),
        )
      : [[prefix, value]];
  const old = new Map(flatten(before));
  return flatten(after)
    .filter(([name, value]) => old.get(name) !== value)
    .map(([name]) => name);
}

export type SaveSiteSettingsResult =
  { ok: true; version: number } | { ok: false; conflict: true; version: number | undefined };

/** The settings as one document of the versions and drafts (decisions 064, 071): one row, one document. */
export const settingsDocument = { kind: 'settings', document: String(settingsId) };

/**
 * Keeps a write of the settings as a version when it changed them (decision 064): what they are
 * now, read back, after `before`, what they were.
 */
async function keepSettingsWrite(
  trx: Transaction<Database>,
  write: VersionedWrite,
  before: StoredSiteSettings | undefined,
): Promise<void> {
  const after = await readSiteSettings(trx);
  await keepWrite(
    trx,
    settingsDocument,
    write,
    before && { snapshot: JSON.stringify(before.values), at: before.updatedAt },
    after && { snapshot: JSON.stringify(after.values) },
  );
}

/** Who writes, and why: the admin's save, or the restore of a kept version (its number). */
type SettingsWrite = { action: 'save' } | { action: 'restore'; number: number };

/**
 * Writes every setting and language if `input.version` is still the stored one, with its audit
 * line and, when it changed anything, a version; otherwise writes nothing and answers a conflict.
 */
function writeSiteSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  input: SiteSettingsInput,
  now: Date,
  write: SettingsWrite,
): Promise<SaveSiteSettingsResult> {
  return db.transaction().execute((trx) => writeSiteSettingsIn(trx, actor, input, now, write));
}

/** writeSiteSettings in the caller's transaction (a draft's publish drops the draft in it). */
async function writeSiteSettingsIn(
  trx: Transaction<Database>,
  actor: AuditActor,
  input: SiteSettingsInput,
  now: Date,
  write: SettingsWrite,
): Promise<SaveSiteSettingsResult> {
  const { version, ...values } = input;
  const before = await readSiteSettings(trx);
  const next = version + 1;
  const updated = await trx
    .updateTable('site_settings')
    .set({ ...columnsOf(values), version: next, updated_at: now.toISOString() })
    .where('id', '=', settingsId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!before || Number(updated.numUpdatedRows) === 0)
    return { ok: false, conflict: true, version: before?.version };
  await writeTexts(trx, values.text, now);
  await keepSettingsWrite(trx, { actor, action: write.action, now }, before);
  const changed = changedFields(before.values, values);
  await recordAudit(
    trx,
    actor,
    {
      action: `settings.${write.action === 'save' ? 'update' : 'restore'}`,
      targetType: 'settings',
      targetId: String(settingsId),
      summary:
        write.action === 'restore' ? `version ${write.number}` : changed.join(', ').slice(0, 500),
    },
    now,
  );
  return { ok: true, version: next };
}

/**
 * Saves every setting and language if `input.version` is still the stored one, with its audit
 * line; otherwise writes nothing and answers a conflict (someone saved in between).
 */
export function saveSiteSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  input: SiteSettingsInput,
  now: Date = new Date(),
): Promise<SaveSiteSettingsResult> {
  return writeSiteSettings(db, actor, input, now, { action: 'save' });
}

/** A kept version of the settings: what they were then, as stored. */
export type SiteSettingsVersion = InputVersion<SiteSettingsValues>;

/** The settings' kept versions, newest first. */
export function listSiteSettingsVersions(db: Kysely<Database>): Promise<SiteSettingsVersion[]> {
  return listInputVersions<SiteSettingsValues>(db, settingsDocument);
}

/**
 * Brings a kept version back as the settings (decision 064), from the version of the settings
 * the history screen showed (a save since is a 'conflict'). The kept values go through the form's
 * schema first: values today's rules refuse are 'invalid', nothing written. Audited
 * `settings.restore` with the version's number, and itself a version.
 */
export async function restoreSiteSettingsVersion(
  db: Kysely<Database>,
  actor: AuditActor,
  shownVersion: number,
  number: number,
  now: Date = new Date(),
): Promise<RestoreOutcome> {
  const kept = await checkedVersion(db, settingsDocument, number, siteSettingsSchema, (values) =>
    siteSettingsFormValues(shownVersion, values as SiteSettingsValues),
  );
  if (typeof kept === 'string') return kept;
  const written = await writeSiteSettings(db, actor, kept.input, now, {
    action: 'restore',
    number,
  });
  return written.ok ? 'saved' : 'conflict';
}

/*
 * The settings' draft (decision 071): the form as the admin left it, in `document_draft` under
 * the name the versions give the settings, drawn from a version of the settings (its `base`).
 * Only the settings screen reads it; every public read above reads `site_settings`.
 */

/** The settings' draft, or undefined when there is none. */
export function readSiteSettingsDraft(
  db: Kysely<Database> | Transaction<Database>,
): Promise<DocumentDraft | undefined> {
  return readDocumentDraft(db, settingsDocument);
}

/**
 * Saves the form as the settings' draft from the draft revision the form holds (0: none yet,
 * drawn from the settings' `version` the screen showed). Nothing published: 'conflict' when
 * another save of the draft came first.
 */
export function saveSiteSettingsDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  drawn: { version: number; revision: number },
  values: SiteSettingsDraftValues,
  now: Date = new Date(),
): Promise<DraftSave | 'conflict' | 'tooLarge'> {
  return saveDocumentDraft(
    db,
    actor,
    settingsDocument,
    { revision: drawn.revision, base: String(drawn.version) },
    { ...values },
    now,
  );
}

/** A publish whose draft was saved again while it wrote: its transaction is rolled back. */
class DraftSavedMeanwhile extends Error {}

/**
 * Publishes the settings' draft at `revision` through the settings' save, bound to the version
 * the draft was drawn from, and drops the draft in the same transaction. 'stale' when the
 * settings were saved since (the draft is kept); 'invalid' when the draft no longer passes the
 * form's schema; 'conflict' when the draft was saved again since the screen's revision, also
 * while this publish writes: its drop is bound to the revision it read (as a post's, decision
 * 071), so a save landing meanwhile either came first (nothing published, the save kept) or
 * waits for the publish and is then refused as a conflict; never lost, never half published.
 */
export async function publishSiteSettingsDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  revision: number,
  now: Date = new Date(),
): Promise<'saved' | 'missing' | 'conflict' | 'stale' | 'invalid'> {
  try {
    return await db.transaction().execute(async (trx) => {
      const draft = await readSiteSettingsDraft(trx);
      if (!draft) return 'missing';
      if (draft.revision !== revision) return 'conflict';
      const parsed = siteSettingsSchema.safeParse({ ...draft.values, version: draft.base });
      if (!parsed.success) return 'invalid';
      const written = await writeSiteSettingsIn(trx, actor, parsed.data, now, { action: 'save' });
      if (!written.ok) return 'stale';
      if (!(await dropDocumentDraft(trx, settingsDocument, revision)))
        throw new DraftSavedMeanwhile();
      return 'saved';
    });
  } catch (error) {
    if (error instanceof DraftSavedMeanwhile) return 'conflict';
    throw error;
  }
}

/** Discards the settings' draft still at `revision` (audited); false when it is not. */
export function discardSiteSettingsDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  revision: number,
  now: Date = new Date(),
): Promise<boolean> {
  return discardDocumentDraft(db, actor, settingsDocument, revision, now);
}

/**
 * "Keep my draft" over the settings saved since it was drawn: its base becomes `version`, the
 * version the screen showed beside the differences, so its next publish replaces it.
 */
export function rebaseSiteSettingsDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  drawn: { version: number; revision: number },
  now: Date = new Date(),
): Promise<DraftSave | 'conflict'> {
  return rebaseDocumentDraft(
    db,
    actor,
    settingsDocument,
    drawn.revision,
    String(drawn.version),
    now,
  );
}

/**
 * Writes every setting and language in the caller's transaction, raising the version so a form
 * opened before gets the conflict message (an import, decision 049; it writes the audit line),
 * kept as an `import` version when it changed anything.
 */
export async function replaceSiteSettings(
  trx: Transaction<Database>,
  values: SiteSettingsValues,
  { actor, now }: { actor: AuditActor; now: Date },
): Promise<void> {
  const before = await readSiteSettings(trx);
  const columns = { ...columnsOf(values), updated_at: now.toISOString() };
  await trx
    .insertInto('site_settings')
    .values({ id: settingsId, version: 1, ...columns })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ ...columns, version: eb('site_settings.version', '+', 1) })),
    )
    .execute();
  await writeTexts(trx, values.text, now);
  await keepSettingsWrite(trx, { actor, action: 'import', now }, before);
}

/**
 * On every start: writes the settings from `initial` (the environment's) when none are stored,
 * and a language's texts when missing; never touches what the admin saved.
 */
export async function seedSiteSettings(
  db: Kysely<Database> | Transaction<Database>,
  initial: SiteSettingsValues,
  now = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ id: settingsId, version: 1, ...columnsOf(initial), updated_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const locale of contentLocales)
    await db
      .insertInto('site_settings_translation')
      .values({
        locale,
        address: initial.text[locale].address,
        office_hours: initial.text[locale].officeHours,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('locale').doNothing())
      .execute();
}
