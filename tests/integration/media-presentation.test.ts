import type { Kysely } from 'kysely';
import sharp, { type Region } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentChangeListener } from '@/server/cache/content-change-listener.server';
import type { Database } from '@/server/db/schema';
import { describeMedia } from '@/server/media/media-library.server';
import { readImagePresentations } from '@/server/media/media-presentation.server';
import { cropAroundFocus } from '@/server/og/card-image.server';
import { heroImageBytes } from '@/server/og/hero-image.server';
import { renderPostCard } from '@/server/og/social-cards.server';
import { storeImage } from '@/server/uploads/upload-store.server';
import { campaignActor } from '../support/campaign-fixtures';
import { described } from '../support/media-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';
import { roomyQuota, testOrigin } from '../support/upload-origin';

/* Issue 33, decision 073: library images as public pages show them, and cropped around their focus. */

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

const idOf = (path: string) => path.replace(/^\/uploads\/|\.webp$/g, '');

/** A grey picture of one shade (each shade is another image). */
const plain = (shade: number) =>
  sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade, g: shade, b: shade } },
  })
    .png()
    .toBuffer();

/** A grey portrait with a red square centred on (x %, y %): the marker a crop must keep. */
async function markedPortrait(x: number, y: number) {
  const width = 900;
  const height = 1600;
  const side = 60;
  const marker = await sharp({
    create: { width: side, height: side, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#777777' } })
    .composite([
      {
        input: marker,
        left: Math.round((x / 100) * width - side / 2),
        top: Math.round((y / 100) * height - side / 2),
      },
    ])
    .png()
    .toBuffer();
}

/** How many pixels of an area of an image are the marker's red. */
async function redPixels(image: Buffer, area?: Region): Promise<number> {
  const pipeline = area ? sharp(image).extract(area) : sharp(image);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let at = 0; at < data.length; at += info.channels)
    if (data[at]! > 200 && data[at + 1]! < 70 && data[at + 2]! < 70) count += 1;
  return count;
}

describe(`library images as pages show them (${lane})`, { timeout: 30_000 }, () => {
  it('gives each image its focal point and its alt in the reader’s language, else French', async () => {
    const both = await storeImage(db, await plain(10), testOrigin, roomyQuota);
    const french = await storeImage(db, await plain(20), testOrigin, roomyQuota);
    const bare = await storeImage(db, await plain(30), testOrigin, roomyQuota);
    await describeMedia(
      db,
      campaignActor,
      idOf(both.path),
      described({ fr: 'Le bureau', ar: 'المكتب' }, ['30', '70']),
    );
    await describeMedia(db, campaignActor, idOf(french.path), described({ fr: 'La salle' }));

    const paths = [both.path, french.path, bare.path, '/images/blog/sample.jpg', both.path];
    const arabic = await readImagePresentations(db, paths, 'ar');
    expect(Object.keys(arabic).sort()).toEqual([both.path, french.path, bare.path].sort());
    expect(arabic[both.path]).toEqual({
      focal: { x: 30, y: 70 },
      alt: { text: 'المكتب', locale: 'ar' },
      frenchAlt: 'Le bureau',
    });
    expect(arabic[french.path]).toEqual({
      focal: { x: 50, y: 50 },
      alt: { text: 'La salle', locale: 'fr' },
      frenchAlt: 'La salle',
    });
    expect(arabic[bare.path]).toEqual({ focal: { x: 50, y: 50 }, alt: null, frenchAlt: '' });

    const english = await readImagePresentations(db, [both.path], 'en');
    expect(english[both.path]!.alt).toEqual({ text: 'Le bureau', locale: 'fr' });
    expect(await readImagePresentations(db, ['/images/blog/sample.jpg'], 'fr')).toEqual({});
  });

  it('crops a known image around its focal point: the marker is in the crop and on the cards', async () => {
    const focal = { x: 25, y: 85 };
    const stored = await storeImage(
      db,
      await markedPortrait(focal.x, focal.y),
      testOrigin,
      roomyQuota,
    );
    await describeMedia(
      db,
      campaignActor,
      idOf(stored.path),
      described({ fr: 'Repère' }, ['25', '85']),
    );
    const presentation = (await readImagePresentations(db, [stored.path], 'fr'))[stored.path]!;
    expect(presentation.focal).toEqual(focal);
    const bytes = (await heroImageBytes(db, stored.path))!;

    const frame = { width: 480, height: 270 };
    const cropped = await (
      await cropAroundFocus(bytes, frame, presentation.focal)
    )
      .png()
      .toBuffer();
    expect(await sharp(cropped).metadata()).toMatchObject(frame);
    expect(await redPixels(cropped)).toBeGreaterThan(200);
    // Centred, the same crop misses it: the focal point is what keeps it.
    const centred = await (await cropAroundFocus(bytes, frame, { x: 50, y: 50 })).png().toBuffer();
    expect(await redPixels(centred)).toBe(0);

    // The social cards, French and Arabic (mirrored: the picture at the start edge).
    const card = {
      siteName: 'Automatia',
      host: 'automatia.ch',
      blogLabel: 'Blog',
      category: 'Automatisation',
      title: 'Un repère',
      image: bytes,
      focal: presentation.focal,
    };
    const frameAt = (left: number) => ({ left, top: 180, width: 480, height: 270 });
    const french = await renderPostCard({ ...card, rtl: false });
    expect(await redPixels(french, frameAt(640))).toBeGreaterThan(200);
    const arabic = await renderPostCard({ ...card, title: 'علامة', rtl: true });
    expect(await redPixels(arabic, frameAt(80))).toBeGreaterThan(200);
    const unfocused = await renderPostCard({ ...card, focal: undefined, rtl: false });
    expect(await redPixels(unfocused, frameAt(640))).toBe(0);
  });

  // Decision 020: every instance hears it, though no trigger watches the library's tables.
  it.runIf(lane === 'postgres')('announces a description saved to every instance', async () => {
    const stored = await storeImage(db, await plain(40), testOrigin, roomyQuota);
    const heard: string[] = [];
    let listening = false;
    const listener = new ContentChangeListener({
      connectionString: database.url,
      kinds: ['media'] as const,
      onChange: (kind) => heard.push(kind),
      onConnected: () => {
        listening = true;
      },
      log: { info: () => undefined, warn: () => undefined },
    });
    listener.start();
    try {
      await vi.waitFor(() => expect(listening).toBe(true), { timeout: 10_000 });
      await describeMedia(db, campaignActor, idOf(stored.path), described({ fr: 'Annoncée' }));
      await vi.waitFor(() => expect(heard).toEqual(['media']), { timeout: 10_000 });
    } finally {
      await listener.stop();
    }
  });
});
