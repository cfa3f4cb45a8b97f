import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { uploadNamePattern } from '@/lib/media/upload-paths';
import type { Database } from '@/server/db/schema';
import { reencodeImage, UploadRefused, type ReencodedImage } from './image-file.server';

/*
 * Uploaded images are rows of the `upload` table, so every instance on the database serves every
 * image (issue 12 §3). Names are 128 random bits, never anything the uploader sent, and a row's
 * bytes are never overwritten: a name is immutable, so it may be cached for ever. A replaced file
 * is a new row; the old name becomes an alias of it (`upload_alias`, decision 074), served with a
 * short cache since what it shows may change again.
 */

/** The URL path under which an upload is served (src/app/uploads/[name]/route.ts). */
export const uploadsUrlPrefix = '/uploads/';

export const uploadContentType = 'image/webp';

export interface StoredUpload {
  name: string;
  /** Public path, e.g. `/uploads/3f…9a.webp`: what a post's `image` column holds. */
  path: string;
  width: number;
  height: number;
  /** Its size as stored (after re-encoding). */
  bytes: number;
  /** True when these bytes were uploaded before: the image already stored is answered. */
  duplicate: boolean;
}

/** An upload's size in bytes as stored: `length` of a blob (SQLite) or a bytea (PostgreSQL). */
export const storedSize = sql<number | string>`length(bytes)`.as('bytes');

/** Who sent the file, and the name it had on their computer. */
export interface UploadOrigin {
  fileName: string;
  uploadedBy: string;
}

/**
 * How many bytes every stored image may take together (MEDIA_QUOTA_MB), and one file as sent
 * (UPLOAD_MAX_MB).
 */
export interface UploadLimits {
  quotaBytes: number;
  maxBytes: number;
}

type Writer = Kysely<Database> | Transaction<Database>;

/** The SHA-256 of a file as sent: the same file sent again is the same image. */
export function sourceHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** What every stored image takes together, in bytes. */
export async function storedBytes(db: Writer): Promise<number> {
  const { stored } = await db
    .selectFrom('upload')
    .select(sql<number | string | null>`sum(length(bytes))`.as('stored'))
    .executeTakeFirstOrThrow();
  return Number(stored ?? 0);
}

/** A fresh upload name: 128 random bits. */
export function newUploadName(): string {
  return `${randomBytes(16).toString('hex')}.webp`;
}

/** The longest file name kept (the rest of a longer one is cut). */
const maxFileNameLength = 200;

/**
 * Checks, re-encodes and stores an uploaded image (throws UploadRefused), within the library's
 * quota. The same bytes sent
 * again are not stored twice: the image already stored is answered, marked `duplicate`. One
 * insert: a reader sees the whole image or none.
 */
export async function storeImage(
  db: Kysely<Database>,
  bytes: Uint8Array,
  origin: UploadOrigin,
  { quotaBytes, maxBytes }: UploadLimits,
): Promise<StoredUpload> {
  const sourceHash = sourceHashOf(bytes);
  const existing = await db
    .selectFrom('upload')
    .select(['name', 'width', 'height', storedSize])
    .where('source_hash', '=', sourceHash)
    .executeTakeFirst();
  if (existing)
    return {
      ...existing,
      bytes: Number(existing.bytes),
      path: `${uploadsUrlPrefix}${existing.name}`,
      duplicate: true,
    };

  const image = await reencodeImage(bytes, { maxBytes });
  // Checked before the insert, not within one transaction with it: two uploads at the same
  // moment may pass the quota by one image, which a quota in megabytes can afford.
  if ((await storedBytes(db)) + image.data.length > quotaBytes)
    throw new UploadRefused('quotaReached');
  const name = newUploadName();
  await insertUpload(db, name, image, {
    file_name: origin.fileName.slice(0, maxFileNameLength),
    uploaded_by: origin.uploadedBy,
    source_hash: sourceHash,
    created_at: new Date().toISOString(),
  });
  return {
    name,
    path: `${uploadsUrlPrefix}${name}`,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    duplicate: false,
  };
}

/** What a new row says beside its image: who sent it, when, and the rest of its identity. */
export interface UploadRecord {
  file_name: string;
  uploaded_by: string | null;
  source_hash: string;
  created_at: string;
  focal_x?: number;
  focal_y?: number;
  replaced_at?: string;
  replaced_by?: string;
}

/** Inserts a re-encoded image under `name`: one insert, a reader sees the whole image or none. */
export async function insertUpload(
  db: Writer,
  name: string,
  image: ReencodedImage,
  record: UploadRecord,
): Promise<void> {
  await db
    .insertInto('upload')
    .values({
      name,
      content_type: uploadContentType,
      bytes: image.data,
      width: image.width,
      height: image.height,
      ...record,
      file_name: record.file_name.slice(0, maxFileNameLength),
    })
    .execute();
}

/** Removes a stored upload (when what it was for could not be recorded). */
export async function removeUpload(db: Kysely<Database>, name: string): Promise<void> {
  if (uploadNamePattern.test(name))
    await db.deleteFrom('upload').where('name', '=', name).execute();
}

export interface Upload {
  contentType: string;
  bytes: Buffer;
  /**
   * True when the name is an old one of a replaced image (decision 074): these are the bytes of
   * the image that replaced it, which may change again.
   */
  alias: boolean;
}

/**
 * A stored upload, or the image that replaced it for an old name; undefined when there is
 * neither or the name is not one we generate: anything else never reaches the database.
 */
export async function readUpload(db: Kysely<Database>, name: string): Promise<Upload | undefined> {
  if (!uploadNamePattern.test(name)) return undefined;
  // One query: the name itself, or the image its alias points to.
  const row = await db
    .selectFrom('upload')
    .select(['name', 'content_type', 'bytes'])
    .where((eb) =>
      eb.or([
        eb('name', '=', name),
        eb(
          'name',
          '=',
          eb.selectFrom('upload_alias').select('upload_name').where('upload_alias.name', '=', name),
        ),
      ]),
    )
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes, alias: row.name !== name };
}

/** The file name of an upload's public path (`/uploads/x.webp` → `x.webp`), if it is one. */
export function uploadNameOf(publicPath: string): string | undefined {
  if (!publicPath.startsWith(uploadsUrlPrefix)) return undefined;
  const name = publicPath.slice(uploadsUrlPrefix.length);
  return uploadNamePattern.test(name) ? name : undefined;
}
