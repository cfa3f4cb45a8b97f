import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/schema';
import { heroImageBytes } from '@/server/og/hero-image.server';
import { renderPostCard } from '@/server/og/social-cards.server';
import { storeImage } from '@/server/uploads/upload-store.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { roomyQuota, testOrigin } from '../support/upload-origin';

/* A post's social card draws its hero image: an upload from the database or a file of public/. */

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

/** A plain red picture, as an editor might upload. */
const redPicture = () =>
  sharp({ create: { width: 800, height: 450, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

/** The colour at the middle of the card's image frame (left of a right-to-left card). */
async function frameCentre(png: Buffer): Promise<number[]> {
  const { data } = await sharp(png)
    .extract({ left: 80 + 240, top: 180 + 135, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

describe('a post card hero image', () => {
  it('is read from the database for an upload and drawn in the card', async () => {
    const stored = await storeImage(db, await redPicture(), testOrigin, roomyQuota);
    const bytes = await heroImageBytes(db, stored.path);
    expect(bytes && (await sharp(bytes).metadata()).format).toBe('webp');

    const card = {
      siteName: 'Automatia',
      host: 'automatia.ch',
      blogLabel: 'المدونة',
      category: 'التسويق',
      title: 'عنوان تجريبي للمقال',
      rtl: true,
    };
    const [red, green, blue] = await frameCentre(await renderPostCard({ ...card, image: bytes }));
    expect(red).toBeGreaterThan(200);
    expect(green! + blue!).toBeLessThan(60);
    // Without the image, that place is the card's dark background.
    const [without] = await frameCentre(await renderPostCard({ ...card, image: null }));
    expect(without).toBeLessThan(60);
  });

  it('is read from public/ for a site image, and is nothing for anything else', async () => {
    expect((await heroImageBytes(db, '/images/blog/n8n-guide.jpg'))?.length).toBeGreaterThan(0);
    for (const elsewhere of [
      '/uploads/00000000000000000000000000000000.webp',
      '/images/blog/none.jpg',
      '/../package.json',
      '/%2e%2e/package.json',
      '/%E0%A4%A',
      'https://example.com/a.jpg',
      '//example.com/a.jpg',
      '/images',
    ]) {
      expect(await heroImageBytes(db, elsewhere), elsewhere).toBeNull();
    }
  });

  it('is left out when it cannot be decoded', async () => {
    const card = await renderPostCard({
      siteName: 'Automatia',
      host: 'automatia.ch',
      blogLabel: 'Blog',
      category: 'Marketing',
      title: 'A title',
      image: Buffer.from('not an image'),
      rtl: false,
    });
    expect((await sharp(card).metadata()).width).toBe(1200);
  });
});
