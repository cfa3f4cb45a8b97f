import 'server-only';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '@/server/db/schema';
import { detectImageType } from './image-file.server';
import { uploadNamePattern } from '@/lib/media/upload-paths';
import { uploadContentType } from './upload-store.server';

/*
 * Until issue 12 §3, uploads were files in UPLOADS_DIR on the disk of the instance that took
 * them. Each instance moves its own files into the `upload` table when it prepares the database
 * (scripts/lib/database.ts, under the start-up lock), not migration 0011: a migration runs once
 * per database, on whichever instance starts first, while old files may lie on several
 * instances' disks; and a migration that reads no folder keeps every test database free of the
 * developer's files. A name already in the table is skipped, so a start with nothing left to move
 * costs one directory listing and one query. The files are left in place: they are the
 * operator's, to archive or delete.
 */

export interface LegacyUploadsMove {
  /** Names inserted by this run. */
  moved: string[];
  /** Files named like an upload that are not a readable WebP image: left out, to be reported. */
  unreadable: string[];
}

async function uploadFileNames(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && uploadNamePattern.test(entry.name))
      .map((entry) => entry.name);
  } catch (error) {
    // No folder: nothing was ever uploaded on this instance's disk.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The size of a WebP image, or undefined for anything else (the route serves only WebP). */
async function webpSize(bytes: Buffer): Promise<{ width: number; height: number } | undefined> {
  if (detectImageType(bytes) !== 'webp') return undefined;
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return format === 'webp' && width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** Inserts the upload files of `directory` that the table does not hold yet. */
export async function moveLegacyUploads(
  db: Kysely<Database>,
  directory: string,
): Promise<LegacyUploadsMove> {
  const result: LegacyUploadsMove = { moved: [], unreadable: [] };
  const names = await uploadFileNames(directory);
  if (names.length === 0) return result;
  const present = await db.selectFrom('upload').select('name').where('name', 'in', names).execute();
  const known = new Set(present.map((row) => row.name));
  for (const name of names.filter((candidate) => !known.has(candidate))) {
    const file = path.join(directory, name);
    const bytes = await readFile(file);
    const size = await webpSize(bytes);
    if (!size) {
      result.unreadable.push(name);
      continue;
    }
    const inserted = await db
      .insertInto('upload')
      .values({
        name,
        content_type: uploadContentType,
        bytes,
        ...size,
        // When it was uploaded, as near as we can tell.
        created_at: (await stat(file)).mtime.toISOString(),
      })
      // Another process may have moved the same file in the meantime: its row is the same image.
      .onConflict((conflict) => conflict.column('name').doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows) result.moved.push(name);
  }
  return result;
}
