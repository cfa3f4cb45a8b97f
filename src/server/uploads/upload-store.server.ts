import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { reencodeImage, UploadRefused } from './image-file.server';

/*
 * Uploaded images are rows of the `upload` table, so every instance on the database serves every
 * image (issue 12 §3). Names are 128 random bits, never anything the uploader sent, and a row is
 * never overwritten: a name is immutable, so it may be cached for ever.
 */

/** The only names ever written, and the only ones looked up. */
export const uploadNamePattern = /^[0-9a-f]{32}\.webp$/;

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

/** How many bytes every stored image may take together (MEDIA_QUOTA_MB). */
export interface UploadQuota {
  quotaBytes: number;
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
  { quotaBytes }: UploadQuota,
): Promise<StoredUpload> {
  const sourceHash = createHash('sha256').update(bytes).digest('hex');
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

  const image = await reencodeImage(bytes);
  // Checked before the insert, not within one transaction with it: two uploads at the same
  // moment may pass the quota by one image, which a quota in megabytes can afford.
  const { stored } = await db
    .selectFrom('upload')
    .select(sql<number | string | null>`sum(length(bytes))`.as('stored'))
    .executeTakeFirstOrThrow();
  if (Number(stored ?? 0) + image.data.length > quotaBytes) throw new UploadRefused('quotaReached');
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await db
    .insertInto('upload')
    .values({
      name,
      content_type: uploadContentType,
      bytes: image.data,
      width: image.width,
      height: image.height,
      created_at: new Date().toISOString(),
      file_name: origin.fileName.slice(0, maxFileNameLength),
      uploaded_by: origin.uploadedBy,
      source_hash: sourceHash,
    })
    .execute();
  return {
    name,
    path: `${uploadsUrlPrefix}${name}`,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    duplicate: false,
  };
}

/** Removes a stored upload (when what it was for could not be recorded). */
export async function removeUpload(db: Kysely<Database>, name: string): Promise<void> {
  if (uploadNamePattern.test(name))
    await db.deleteFrom('upload').where('name', '=', name).execute();
}

export interface Upload {
  contentType: string;
  bytes: Buffer;
}

/**
 * A stored upload, or undefined when no such row exists or the name is not one we generate:
 * anything else never reaches the database.
 */
export async function readUpload(db: Kysely<Database>, name: string): Promise<Upload | undefined> {
  if (!uploadNamePattern.test(name)) return undefined;
  const row = await db
    .selectFrom('upload')
    .select(['content_type', 'bytes'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes };
}

/** The file name of an upload's public path (`/uploads/x.webp` → `x.webp`), if it is one. */
export function uploadNameOf(publicPath: string): string | undefined {
  if (!publicPath.startsWith(uploadsUrlPrefix)) return undefined;
  const name = publicPath.slice(uploadsUrlPrefix.length);
  return uploadNamePattern.test(name) ? name : undefined;
}
