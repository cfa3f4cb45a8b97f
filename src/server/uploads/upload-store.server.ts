import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { settings } from '@/config/settings';
import { reencodeImage, type ImageType } from './image-file.server';

/*
 * Uploaded images on disk: one directory (UPLOADS_DIR, created on first use), files named by
 * 128 random bits, never by anything the uploader sent, and never overwritten: a name is
 * immutable, so it may be cached for ever.
 */

/** The only names ever written, and the only ones served. */
export const uploadNamePattern = /^[0-9a-f]{32}\.webp$/;

/** The URL path under which an upload is served (src/app/uploads/[name]/route.ts). */
export const uploadsUrlPrefix = '/uploads/';

export const uploadContentType = 'image/webp';

export function uploadsDirectory(): string {
  return path.resolve(settings().UPLOADS_DIR);
}

export interface StoredUpload {
  name: string;
  /** Public path, e.g. `/uploads/3f…9a.webp`: what a post's `image` column holds. */
  path: string;
  sourceType: ImageType;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Checks, re-encodes and stores an uploaded image (throws UploadRefused). Written to a temporary
 * name first and renamed, so a half-written file is never served.
 */
export async function storeImage(
  bytes: Uint8Array,
  directory: string = uploadsDirectory(),
): Promise<StoredUpload> {
  const image = await reencodeImage(bytes);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const target = path.join(directory, name);
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, image.data, { flag: 'wx', mode: 0o644 });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return {
    name,
    path: `${uploadsUrlPrefix}${name}`,
    sourceType: image.sourceType,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
  };
}

/** Removes a stored upload (when what it was for could not be recorded). */
export async function removeUpload(
  name: string,
  directory: string = uploadsDirectory(),
): Promise<void> {
  if (uploadNamePattern.test(name)) await rm(path.join(directory, name), { force: true });
}

/**
 * The bytes of a stored upload, or undefined when the name is not one we generate (which rules
 * out any path traversal) or no such file exists.
 */
export async function readUpload(
  name: string,
  directory: string = uploadsDirectory(),
): Promise<Buffer | undefined> {
  if (!uploadNamePattern.test(name)) return undefined;
  try {
    return await readFile(path.join(directory, name));
  } catch {
    return undefined;
  }
}

/** The file name of an upload's public path (`/uploads/x.webp` → `x.webp`), if it is one. */
export function uploadNameOf(publicPath: string): string | undefined {
  if (!publicPath.startsWith(uploadsUrlPrefix)) return undefined;
  const name = publicPath.slice(uploadsUrlPrefix.length);
  return uploadNamePattern.test(name) ? name : undefined;
}
