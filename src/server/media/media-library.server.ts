import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { locales, type Locale } from '@/i18n/locales';
import type { MediaInput } from '@/lib/admin/media-schema';
import { normalizeForSearch } from '@/lib/blog/search';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import { announceContentChange } from '@/server/cache/content-cache.server';
import type { Database } from '@/server/db/schema';
import { storedSize, uploadsUrlPrefix } from '@/server/uploads/upload-store.server';
import {
  findMediaUses,
  mediaUseKinds,
  type MediaUse,
  type MediaUseKind,
} from './media-uses.server';

/*
 * The media library (issue 33): every uploaded image with what describes it. An image's id in
 * the admin's addresses (`/admin/media/{id}`) is its upload name without `.webp`.
 */

const mediaIdPattern = /^[0-9a-f]{32}$/;

type Reader = Kysely<Database> | Transaction<Database>;

export function uploadNameOf(id: string): string | undefined {
  return mediaIdPattern.test(id) ? `${id}.webp` : undefined;
}

export function mediaIdOf(name: string): string {
  return name.replace(/\.webp$/, '');
}

export interface MediaText {
  alt: string;
  caption: string;
}

export interface MediaSummary {
  id: string;
  /** Its public path (`/uploads/….webp`). */
  path: string;
  /** The uploader's file name ('' for images uploaded before the library). */
  fileName: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: string;
  /** The uploader's e-mail, null for images uploaded before the library. */
  uploadedBy: string | null;
  /** When and by whom its file was last replaced (decision 074), null if never. */
  replacedAt: string | null;
  replacedBy: string | null;
  focalX: number;
  focalY: number;
  /** Alt text and caption of each language (empty strings where none is written). */
  texts: Record<Locale, MediaText>;
  useCount: number;
  /** The kinds of place it is used in, each once. */
  useKinds: MediaUseKind[];
}

export interface MediaDetail extends MediaSummary {
  uses: MediaUse[];
}

/**
 * What the grid can be narrowed to: images used nowhere, without an alt text in a language, or
 * used in one kind of place.
 */
export type MediaFilter =
  | { type: 'unused' }
  | { type: 'missingAlt'; locale: Locale }
  | { type: 'usedBy'; kind: MediaUseKind };

/** The `?filter=` of the grid's address (`unused`, `missing-alt-ar`, `used-postHero`), if it is one. */
export function parseMediaFilter(value: string | undefined): MediaFilter | undefined {
  if (value === 'unused') return { type: 'unused' };
  const locale = locales.find((candidate) => value === `missing-alt-${candidate}`);
  if (locale) return { type: 'missingAlt', locale };
  const kind = mediaUseKinds.find((candidate) => value === `used-${candidate}`);
  return kind ? { type: 'usedBy', kind } : undefined;
}

function emptyTexts(): Record<Locale, MediaText> {
  return Object.fromEntries(locales.map((locale) => [locale, { alt: '', caption: '' }])) as Record<
    Locale,
    MediaText
  >;
}

async function readMedia(db: Kysely<Database>, name?: string): Promise<MediaSummary[]> {
  let uploads = db
    .selectFrom('upload')
    .select([
      'name',
      'file_name',
      'width',
      'height',
      'created_at',
      'uploaded_by',
      'focal_x',
      'focal_y',
      'replaced_at',
      'replaced_by',
      storedSize,
    ])
    .orderBy('created_at', 'desc')
    .orderBy('name');
  let texts = db.selectFrom('upload_translation').selectAll();
  if (name !== undefined) {
    uploads = uploads.where('name', '=', name);
    texts = texts.where('upload_name', '=', name);
  }
  const [rows, textRows, uses] = await Promise.all([
    uploads.execute(),
    texts.execute(),
    name === undefined
      ? everyEntrysUses(db)
      : entryUses(db, name).then((own) => new Map([[name, own]])),
  ]);
  const textsByName = new Map<string, Record<Locale, MediaText>>();
  for (const row of textRows) {
    const own = textsByName.get(row.upload_name) ?? emptyTexts();
    if (locales.includes(row.locale as Locale))
      own[row.locale as Locale] = { alt: row.alt, caption: row.caption };
    textsByName.set(row.upload_name, own);
  }
  return rows.map((row) => ({
    id: mediaIdOf(row.name),
    path: `${uploadsUrlPrefix}${row.name}`,
    fileName: row.file_name,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    createdAt: row.created_at,
    uploadedBy: row.uploaded_by,
    replacedAt: row.replaced_at,
    replacedBy: row.replaced_by,
    focalX: row.focal_x,
    focalY: row.focal_y,
    texts: textsByName.get(row.name) ?? emptyTexts(),
    useCount: uses.get(row.name)?.length ?? 0,
    useKinds: [...new Set(uses.get(row.name)?.map((use) => use.kind))],
  }));
}

/**
 * The library's images, newest first: those whose file name or alt text in any language
 * contains `search` (folded: case and accents ignored), narrowed by `filter`.
 */
export async function listMedia(
  db: Kysely<Database>,
  { search = '', filter }: { search?: string; filter?: MediaFilter } = {},
): Promise<MediaSummary[]> {
  const wanted = normalizeForSearch(search.trim());
  return (await readMedia(db)).filter((media) => {
    if (filter?.type === 'unused' && media.useCount > 0) return false;
    if (filter?.type === 'missingAlt' && media.texts[filter.locale].alt !== '') return false;
    if (filter?.type === 'usedBy' && !media.useKinds.includes(filter.kind)) return false;
    if (!wanted) return true;
    const searched = [media.fileName, ...locales.map((locale) => media.texts[locale].alt)];
    return searched.some((text) => normalizeForSearch(text).includes(wanted));
  });
}

/** One image with the list of its uses, or undefined. */
export async function getMedia(db: Kysely<Database>, id: string): Promise<MediaDetail | undefined> {
  const name = uploadNameOf(id);
  if (!name) return undefined;
  const [media] = await readMedia(db, name);
  if (!media) return undefined;
  return { ...media, uses: await entryUses(db, name) };
}

/**
 * The id an image has now, for the id it had before its file was replaced (its old name is an
 * alias, decision 074): undefined when it is no old id.
 */
export async function currentMediaId(
  db: Kysely<Database>,
  id: string,
): Promise<string | undefined> {
  const name = uploadNameOf(id);
  if (!name) return undefined;
  const alias = await db
    .selectFrom('upload_alias')
    .select('upload_name')
    .where('name', '=', name)
    .executeTakeFirst();
  return alias && mediaIdOf(alias.upload_name);
}

/**
 * Where an image is used, under its name or one of its old names (a sent letter, a form saved
 * from before the replacement): each shows it through its alias.
 */
async function entryUses(db: Reader, name: string): Promise<MediaUse[]> {
  const aliases = await db
    .selectFrom('upload_alias')
    .select('name')
    .where('upload_name', '=', name)
    .execute();
  const found = await Promise.all(
    [name, ...aliases.map((alias) => alias.name)].map(
      async (each) => (await findMediaUses(db, each)).get(each) ?? [],
    ),
  );
  return found.flat();
}

/** Every image's uses, an old name's counted for the image it now shows. */
async function everyEntrysUses(db: Reader): Promise<Map<string, MediaUse[]>> {
  const [uses, aliases] = await Promise.all([
    findMediaUses(db),
    db.selectFrom('upload_alias').select(['name', 'upload_name']).execute(),
  ]);
  for (const alias of aliases) {
    const own = uses.get(alias.name);
    if (!own) continue;
    uses.set(alias.upload_name, [...(uses.get(alias.upload_name) ?? []), ...own]);
    uses.delete(alias.name);
  }
  return uses;
}

/**
 * Writes an image's texts in every language and its focal point, audited; false if it is gone.
 * The caller then calls refreshAfter('media').
 */
export async function describeMedia(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: MediaInput,
): Promise<boolean> {
  const name = uploadNameOf(id);
  if (!name) return false;
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('upload')
      .set({ focal_x: input.focalX, focal_y: input.focalY })
      .where('name', '=', name)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('upload_translation').where('upload_name', '=', name).execute();
    await trx
      .insertInto('upload_translation')
      .values(
        locales.map((locale) => ({
          upload_name: name,
          locale,
          alt: input.text[locale].alt,
          caption: input.text[locale].caption,
          updated_at: now,
        })),
      )
      .execute();
    const described = locales.filter((locale) => input.text[locale].alt !== '');
    await recordAudit(trx, actor, {
      action: 'upload.describe',
      targetType: 'upload',
      targetId: name,
      summary: `alt ${described.join(', ')} · focus ${input.focalX}/${input.focalY}`,
    });
    // Pages, cards and social cards showing it crop and describe it anew on every instance.
    await announceContentChange(trx, 'media');
    return true;
  });
}

export type MediaDeletion =
  { outcome: 'deleted' } | { outcome: 'notFound' } | { outcome: 'used'; uses: MediaUse[] };

/**
 * Deletes an image nothing uses, audited. An image in use is kept, and the answer lists where
 * it is used: deleting it would leave those pages with a broken image.
 */
export async function deleteMedia(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
): Promise<MediaDeletion> {
  const name = uploadNameOf(id);
  if (!name) return { outcome: 'notFound' };
  return db.transaction().execute(async (trx) => {
    const uses = await entryUses(trx, name);
    if (uses.length > 0) return { outcome: 'used', uses };
    const row = await trx
      .selectFrom('upload')
      .select('file_name')
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return { outcome: 'notFound' };
    await trx.deleteFrom('upload_translation').where('upload_name', '=', name).execute();
    // Its old names go with it: nothing is left for them to show.
    await trx.deleteFrom('upload_alias').where('upload_name', '=', name).execute();
    await trx.deleteFrom('upload').where('name', '=', name).execute();
    await recordAudit(trx, actor, {
      action: 'upload.delete',
      targetType: 'upload',
      targetId: name,
      summary: row.file_name,
    });
    return { outcome: 'deleted' };
  });
}

/** An image as the picker of an image field offers it (issue 33): what it shows and inserts. */
export interface MediaChoice {
  id: string;
  path: string;
  fileName: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  /** Its alt text in each language ('' where none is written). */
  alt: Record<Locale, string>;
}

export interface MediaChoices {
  items: MediaChoice[];
  /** More images match after these ("load more" asks for the next ones). */
  hasMore: boolean;
}

/** How many images the picker shows at a time. */
export const mediaChoicesPageSize = 24;

function choiceOf(media: MediaSummary): MediaChoice {
  return {
    id: media.id,
    path: media.path,
    fileName: media.fileName,
    width: media.width,
    height: media.height,
    focalX: media.focalX,
    focalY: media.focalY,
    alt: Object.fromEntries(locales.map((locale) => [locale, media.texts[locale].alt])) as Record<
      Locale,
      string
    >,
  };
}

/**
 * The picker's images: the library's search (listMedia), newest first, `mediaChoicesPageSize`
 * of them from `offset`.
 */
export async function listMediaChoices(
  db: Kysely<Database>,
  { search = '', offset = 0 }: { search?: string; offset?: number } = {},
): Promise<MediaChoices> {
  const found = await listMedia(db, { search });
  const page = found.slice(offset, offset + mediaChoicesPageSize);
  return { items: page.map(choiceOf), hasMore: found.length > offset + page.length };
}

/** One image as the picker offers it (the one just uploaded into it), or undefined. */
export async function getMediaChoice(
  db: Kysely<Database>,
  id: string,
): Promise<MediaChoice | undefined> {
  const name = uploadNameOf(id);
  if (!name) return undefined;
  const [media] = await readMedia(db, name);
  return media && choiceOf(media);
}
