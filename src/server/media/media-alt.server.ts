import 'server-only';
import type { Kysely } from 'kysely';
import { locales, type Locale } from '@/i18n/locales';
import type { Database } from '@/server/db/schema';
import { uploadsUrlPrefix } from '@/server/uploads/upload-store.server';
import { findMediaUses } from './media-uses.server';

/*
 * Which images lack an alt text in a language (issue 33). An image is described in a language
 * only by its own alt text there: the French one shown in its place is a fallback a reader of
 * that language cannot read, so it does not count. Read for the editors' warning at publish time
 * (the images a publish shows, per language) and for the translation status screen (every
 * image in use).
 */

export interface ImageMissingAlt {
  /** Its id in the library's addresses (`/admin/media/{id}`). */
  id: string;
  /** Its public path (`/uploads/….webp`). */
  path: string;
  /** The uploader's file name ('' for images uploaded before the library). */
  fileName: string;
  /** The languages it has no alt text in, in the site's order. */
  locales: Locale[];
}

/**
 * For each language, the images named in `shown[language]` (upload names, `<hex>.webp`) without
 * an alt text of that language; each image once, with all its languages, in the order first
 * named. Names that are not uploads of the library are left out.
 */
export async function findImagesMissingAlt(
  db: Kysely<Database>,
  shown: Partial<Record<Locale, readonly string[]>>,
): Promise<ImageMissingAlt[]> {
  const names = [...new Set(locales.flatMap((locale) => shown[locale] ?? []))];
  if (names.length === 0) return [];
  const [uploads, described] = await Promise.all([
    db.selectFrom('upload').select(['name', 'file_name']).where('name', 'in', names).execute(),
    describedLocales(db, names),
  ]);
  const fileNames = new Map(uploads.map((row) => [row.name, row.file_name]));
  return names.flatMap((name) => {
    const fileName = fileNames.get(name);
    if (fileName === undefined) return [];
    const missing = locales.filter(
      (locale) => shown[locale]?.includes(name) && !described.get(name)?.has(locale),
    );
    return missing.length > 0 ? [imageMissingAlt(name, fileName, missing)] : [];
  });
}

/**
 * Every image used somewhere (as the library counts uses) without an alt text in one language or
 * more, newest first. An unused image is left out: no reader meets it.
 */
export async function listUsedImagesMissingAlt(db: Kysely<Database>): Promise<ImageMissingAlt[]> {
  // Every upload and description is read: the used ones may be most of the library.
  const [uses, uploads, described] = await Promise.all([
    findMediaUses(db),
    db
      .selectFrom('upload')
      .select(['name', 'file_name'])
      .orderBy('created_at', 'desc')
      .orderBy('name')
      .execute(),
    describedLocales(db),
  ]);
  return uploads.flatMap((row) => {
    if (!uses.has(row.name)) return [];
    const missing = locales.filter((locale) => !described.get(row.name)?.has(locale));
    return missing.length > 0 ? [imageMissingAlt(row.name, row.file_name, missing)] : [];
  });
}

/** The languages each image (of those named, or every one) has an alt text in. */
async function describedLocales(
  db: Kysely<Database>,
  names?: readonly string[],
): Promise<Map<string, Set<string>>> {
  let query = db
    .selectFrom('upload_translation')
    .select(['upload_name', 'locale'])
    .where('alt', '!=', '');
  if (names) query = query.where('upload_name', 'in', names);
  const rows = await query.execute();
  const described = new Map<string, Set<string>>();
  for (const row of rows) {
    const own = described.get(row.upload_name) ?? new Set<string>();
    own.add(row.locale);
    described.set(row.upload_name, own);
  }
  return described;
}

function imageMissingAlt(name: string, fileName: string, missing: Locale[]): ImageMissingAlt {
  return {
    id: name.replace(/\.webp$/, ''),
    path: `${uploadsUrlPrefix}${name}`,
    fileName,
    locales: missing,
  };
}
