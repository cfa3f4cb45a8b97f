import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { mediaSchema } from '@/lib/admin/media-schema';
import { shownImages } from '@/lib/media/shown-images';
import type { Database } from '@/server/db/schema';
import { findImagesMissingAlt, listUsedImagesMissingAlt } from '@/server/media/media-alt.server';
import { describeMedia, listMedia } from '@/server/media/media-library.server';
import type { MediaUseKind } from '@/server/media/media-uses.server';
import { storeImage, type StoredUpload } from '@/server/uploads/upload-store.server';
import { campaignActor, writeCampaign } from '../support/campaign-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';
import { roomyQuota } from '../support/upload-origin';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

/** An image of one colour, uploaded under `fileName`: each colour is other bytes. */
async function upload(blue: number, fileName: string): Promise<StoredUpload> {
  const bytes = await sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 30, b: blue } },
  })
    .png()
    .toBuffer();
  return storeImage(db, bytes, { fileName, uploadedBy: campaignActor.email }, roomyQuota);
}

/** Describes an image in the languages given (the others' alt texts stay empty). */
async function describeImage(image: StoredUpload, alts: Partial<Record<Locale, string>>) {
  const parsed = mediaSchema.safeParse({
    focalX: '50',
    focalY: '50',
    text: Object.fromEntries(
      locales.map((locale) => [locale, { alt: alts[locale] ?? '', caption: '' }]),
    ),
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  const id = image.name.replace('.webp', '');
  expect(await describeMedia(db, campaignActor, id, parsed.data)).toBe(true);
}

const everyLanguage = { fr: 'Photo', en: 'Photo', ar: 'صورة', 'ar-ma': 'تصويرة' };

describe(`images without an alt text (${lane})`, { timeout: 30_000 }, () => {
  it('names, per language shown, the images without an alt text of that language', async () => {
    const described = await upload(10, 'described.png');
    const frenchOnly = await upload(20, 'french-only.png');
    const bare = await upload(30, 'bare.png');
    await describeImage(described, { fr: 'Bureau', ar: 'مكتب' });
    await describeImage(frenchOnly, { fr: 'Équipe' });
    const notAnUpload = `${'f'.repeat(32)}.webp`;

    const found = await findImagesMissingAlt(
      db,
      shownImages({
        fr: [
          `![](${described.path}) ![](${frenchOnly.path})`,
          bare.path,
          `/uploads/${notAnUpload}`,
        ],
        // The French alt shown in Arabic is no Arabic description: French-only is missing.
        ar: [`${described.path} ${frenchOnly.path}`],
        en: [bare.path],
      }),
    );
    expect(found).toEqual([
      {
        id: frenchOnly.name.replace('.webp', ''),
        path: frenchOnly.path,
        fileName: 'french-only.png',
        locales: ['ar'],
      },
      // Without a French alt, an image is missing in every language it is shown in.
      {
        id: bare.name.replace('.webp', ''),
        path: bare.path,
        fileName: 'bare.png',
        locales: ['fr', 'en'],
      },
    ]);
    expect(await findImagesMissingAlt(db, {})).toEqual([]);
    expect(await findImagesMissingAlt(db, shownImages({ ar: [described.path] }))).toEqual([]);
  });

  it('lists the images in use without an alt text in a language, leaving unused ones out', async () => {
    const used = await upload(40, 'used.png');
    await upload(50, 'unused.png');
    const complete = await upload(60, 'complete.png');
    await describeImage(used, { fr: 'Salle de réunion', en: 'Meeting room' });
    await describeImage(complete, everyLanguage);
    await writeCampaign(
      db,
      { fr: { subject: 'Lettre', body: `![](${complete.path})` } },
      { image: used.path },
    );

    const names = async () => (await listUsedImagesMissingAlt(db)).map((image) => image.fileName);
    expect(await listUsedImagesMissingAlt(db)).toContainEqual(
      expect.objectContaining({ fileName: 'used.png', locales: ['ar', 'ar-ma'] }),
    );
    expect(await names()).not.toContain('unused.png');
    expect(await names()).not.toContain('complete.png');

    // The library narrows to the images used in one kind of place.
    const usedIn = async (kind: MediaUseKind) =>
      (await listMedia(db, { filter: { type: 'usedBy', kind } })).map((image) => image.fileName);
    expect(await usedIn('newsletterImage')).toEqual(['used.png']);
    expect(await usedIn('newsletterBody')).toEqual(['complete.png']);
    expect(await usedIn('postHero')).toEqual([]);

    await describeImage(used, everyLanguage);
    expect(await names()).not.toContain('used.png');
  });
});
