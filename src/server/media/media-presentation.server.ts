import 'server-only';
import type { Kysely } from 'kysely';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { ImagePresentations } from '@/lib/media/image-text';
import { cachedContent } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { uploadNameOf, uploadsUrlPrefix } from '@/server/uploads/upload-store.server';

/*
 * What public pages need of the library's images (issue 33, decision 073): each one's focal point
 * and its alt text in the reader's language or French. A page asks once for all the images it
 * shows (cards, hero, the article's inline images): one query, whatever their number.
 */

/**
 * The library images among `paths` as `locale`'s pages show them. Paths that are not uploads
 * (the sample articles' files, outside addresses) and uploads since deleted are left out.
 */
export async function readImagePresentations(
  db: Kysely<Database>,
  paths: readonly string[],
  locale: Locale,
): Promise<ImagePresentations> {
  const names = [...new Set(paths.map(uploadNameOf).filter((name) => name !== undefined))];
  if (names.length === 0) return {};
  const rows = await db
    .selectFrom('upload')
    .leftJoin('upload_translation as text', (join) =>
      join
        .onRef('text.upload_name', '=', 'upload.name')
        .on('text.locale', 'in', [...new Set([locale, defaultLocale])]),
    )
    .select(['upload.name', 'upload.focal_x', 'upload.focal_y', 'text.locale', 'text.alt'])
    .where('upload.name', 'in', names)
    .execute();
  const presentations: ImagePresentations = {};
  for (const row of rows) {
    const shown = (presentations[`${uploadsUrlPrefix}${row.name}`] ??= {
      focal: { x: row.focal_x, y: row.focal_y },
      alt: null,
      frenchAlt: '',
    });
    if (!row.alt) continue;
    if (row.locale === defaultLocale) shown.frenchAlt = row.alt;
    // The reader's language wins over French, whichever row comes first.
    if (row.locale === locale) shown.alt = { text: row.alt, locale };
    else if (row.locale === defaultLocale && shown.alt?.locale !== locale)
      shown.alt = { text: row.alt, locale: defaultLocale };
  }
  return presentations;
}

const cachedPresentations = cachedContent(
  'media',
  'image-presentations',
  (paths: string[], locale: Locale) => readImagePresentations(getDb(), paths, locale),
);

/**
 * readImagePresentations as pages share it, tagged `media`: a page, feed or social card that
 * shows library images is drawn anew after an image's texts or focal point change.
 */
export function getImagePresentations(
  paths: readonly string[],
  locale: Locale,
): Promise<ImagePresentations> {
  // Sorted and each once: the arguments are the cache key.
  const wanted = [...new Set(paths.filter((path) => uploadNameOf(path)))].sort();
  if (wanted.length === 0) return Promise.resolve({});
  return cachedPresentations(wanted, locale);
}
