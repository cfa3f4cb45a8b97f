import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { readUpload, uploadNameOf } from '@/server/uploads/upload-store.server';

const publicFolder = path.join(process.cwd(), 'public');

/**
 * The bytes of an image for a social card (a post's hero image, the settings' default social
 * image): an upload (from the database, like
 * /uploads/{name}) or a file of public/ (the sample articles' images). An outside URL, a path
 * leaving public/ or a missing file gives null: the card is drawn without the image.
 */
export async function heroImageBytes(
  db: Kysely<Database>,
  imageUrl: string,
): Promise<Buffer | null> {
  const upload = uploadNameOf(imageUrl);
  if (upload) return (await readUpload(db, upload))?.bytes ?? null;
  if (!imageUrl.startsWith('/') || imageUrl.startsWith('//')) return null;
  try {
    const file = path.join(publicFolder, decodeURIComponent(imageUrl.split(/[?#]/)[0]!));
    return file.startsWith(publicFolder + path.sep) ? await readFile(file) : null;
  } catch {
    // A malformed escape, a missing file, a folder.
    return null;
  }
}
