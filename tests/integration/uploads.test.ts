import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely, KyselyPlugin } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import {
  detectImageType,
  maxImageWidth,
  reencodeImage,
  UploadRefused,
  type UploadRefusalReason,
} from '@/server/uploads/image-file.server';
import { uploadNamePattern } from '@/lib/media/upload-paths';
import { moveLegacyUploads } from '@/server/uploads/legacy-uploads.server';
import { readLimitedBody } from '@/server/uploads/limited-body.server';
import {
  readUpload,
  removeUpload,
  storeImage,
  uploadNameOf,
} from '@/server/uploads/upload-store.server';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';
import { roomyQuota, testOrigin } from '../support/upload-origin';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The served route uses the process's connection: this file's database is that connection.
  (globalThis as { siteDb?: unknown }).siteDb = db;
});

afterAll(async () => {
  delete (globalThis as { siteDb?: unknown }).siteDb;
  await database?.destroy();
});

async function uploadCount(): Promise<number> {
  const { count } = await db
    .selectFrom('upload')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The database seen through a plugin that notes every query sent to it. */
function watchedDatabase(): { watched: Kysely<Database>; queries: string[] } {
  const queries: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      queries.push(node.kind);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { watched: db.withPlugin(plugin), queries };
}

/** A photo-like test image (noise compresses badly, like a real photo). */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** EXIF with a camera, an author and a GPS position: everything re-encoding must drop. */
const exif = {
  IFD0: { Make: 'SecretCam', Artist: 'Jane Private', Copyright: 'Private' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 12/1 0/1' },
};

async function imageOf(format: 'png' | 'jpeg' | 'webp' | 'avif', width = 320, height = 200) {
  return noise(width, height).withExif(exif)[format]().toBuffer();
}

async function refusal(bytes: Uint8Array): Promise<UploadRefusalReason | 'accepted'> {
  try {
    await reencodeImage(bytes, roomyQuota);
    return 'accepted';
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
}

// Encoding takes a while on a shared two-core machine.
describe(`image uploads (${lane})`, { timeout: 30_000 }, () => {
  for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
    it(`accepts a real ${format.toUpperCase()} and stores it re-encoded as WebP without EXIF`, async () => {
      const original = await imageOf(format);
      expect(detectImageType(original)).toBe(format);
      expect((await sharp(original).metadata()).exif, 'the test image carries EXIF').toBeDefined();

      const stored = await storeImage(db, original, testOrigin, roomyQuota);
      expect(stored.name).toMatch(uploadNamePattern);
      expect(stored.path).toBe(`/uploads/${stored.name}`);
      expect(stored.duplicate).toBe(false);

      const upload = await readUpload(db, stored.name);
      expect(upload?.contentType).toBe('image/webp');
      const saved = upload!.bytes;
      expect(Buffer.isBuffer(saved), 'the driver returns a Buffer').toBe(true);
      expect(saved.length).toBe(stored.bytes);
      expect(detectImageType(saved)).toBe('webp');
      const metadata = await sharp(saved).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([320, 200]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(saved.includes('SecretCam')).toBe(false);
      expect(saved.includes('Jane Private')).toBe(false);
    });
  }

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    // A 300 × 100 picture, red on its left half, stored as a camera held sideways does: EXIF
    // orientation 6 says "turn me 90° clockwise to view".
    const left = { width: 150, height: 100, channels: 3 as const, background: '#ff0000' };
    const sideways = await sharp({ create: { ...left, width: 300, background: '#0000ff' } })
      .composite([{ input: { create: left }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await reencodeImage(sideways, roomyQuota);
    expect([image.width, image.height]).toEqual([100, 300]);
    const metadata = await sharp(image.data).metadata();
    expect(metadata.orientation).toBeUndefined();
    // Turned clockwise, the red left half is now on top.
    const { data } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
    const top = [data[0]!, data[1]!, data[2]!];
    const bottomStart = (299 * 100 + 50) * 3;
    const bottom = [data[bottomStart]!, data[bottomStart + 1]!, data[bottomStart + 2]!];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('drops a JPEG’s GPS position', async () => {
    const located = await noise(200, 120)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '46/1 31/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '6/1 38/1 0/1',
        },
      })
      .toBuffer();
    // The GPS IFD's tag (0x8825) in the EXIF block, as the JPEG carries it.
    const gpsPointer = (exif: Buffer | undefined) =>
      !!exif &&
      (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
    expect(gpsPointer((await sharp(located).metadata()).exif), 'the test image is located').toBe(
      true,
    );
    const stored = await storeImage(db, located, testOrigin, roomyQuota);
    const saved = (await readUpload(db, stored.name))!.bytes;
    const metadata = await sharp(saved).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(gpsPointer(saved)).toBe(false);
    expect(saved.includes('SecretCam')).toBe(false);
  });

  it('accepts a GIF, sniffed from its bytes, as its first frame', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 40, height: 60, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#00ff00'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    expect(detectImageType(animated)).toBe('gif');
    const image = await reencodeImage(animated, roomyQuota);
    expect([image.width, image.height]).toEqual([40, 60]);
    const metadata = await sharp(image.data).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
    // The first frame's green, not the second's blue.
    expect(data[1]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it('refuses a pixel bomb: a small PNG claiming a huge size', async () => {
    // 8 000 × 8 000 (64 MP, over the 50 MP limit) of one colour compresses to a few hundred
    // kilobytes and would decode to 192 MB.
    const bomb = await sharp({
      create: { width: 8_000, height: 8_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe('unreadable');
  });

  it(`scales images wider than ${maxImageWidth} px down, never up`, async () => {
    const wide = await reencodeImage(await noise(3000, 150).png().toBuffer(), roomyQuota);
    expect([wide.width, wide.height]).toEqual([maxImageWidth, 120]);
    const small = await reencodeImage(await noise(40, 30).png().toBuffer(), roomyQuota);
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it('refuses a text or HTML file renamed .png: the content decides, not the name', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(await refusal(html)).toBe('unsupportedType');
    expect(await refusal(new TextEncoder().encode('just some text'))).toBe('unsupportedType');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await refusal(svg)).toBe('unsupportedType');
  });

  it('refuses a PNG signature followed by garbage, and a truncated image', async () => {
    const png = await imageOf('png');
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage'.repeat(200))]);
    expect(detectImageType(garbage)).toBe('png');
    expect(await refusal(garbage)).toBe('unreadable');
    const headerThenGarbage = Buffer.concat([png.subarray(0, 40), Buffer.alloc(2000, 0x41)]);
    expect(await refusal(headerThenGarbage)).toBe('unreadable');
    for (const format of ['png', 'jpeg', 'avif'] as const) {
      const whole = await imageOf(format, 400, 300);
      expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.6))), format).toBe(
        'unreadable',
      );
    }
  });

  it('refuses a file whose signature and content disagree', async () => {
    // A JPEG wearing a WebP container's first twelve bytes.
    const jpeg = await imageOf('jpeg');
    const disguised = Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBP'), jpeg]);
    expect(detectImageType(disguised)).toBe('webp');
    expect(await refusal(disguised)).not.toBe('accepted');
  });

  it('refuses a file over the limit (UPLOAD_MAX_MB), and an empty file', async () => {
    const tooBig = Buffer.alloc(roomyQuota.maxBytes + 1, 0);
    (await imageOf('png')).copy(tooBig);
    expect(await refusal(tooBig)).toBe('tooLarge');
    expect(await refusal(new Uint8Array())).toBe('empty');
    // The limit is the one given: a 1 MB limit refuses a 1.5 MB photo the default accepts.
    const photo = await noise(900, 700).png({ compressionLevel: 0 }).toBuffer();
    expect(photo.length).toBeGreaterThan(1.5 * 1024 * 1024);
    await expect(reencodeImage(photo, { maxBytes: 1024 * 1024 })).rejects.toEqual(
      new UploadRefused('tooLarge'),
    );
    expect(await refusal(photo)).toBe('accepted');
  });

  it('never stores a refused file', async () => {
    const before = await uploadCount();
    await expect(
      storeImage(db, Buffer.from('<html>'), testOrigin, roomyQuota),
    ).rejects.toBeInstanceOf(UploadRefused);
    expect(await uploadCount()).toBe(before);
  });

  it('never sends a name it did not generate to the database', async () => {
    const { watched, queries } = watchedDatabase();
    for (const name of ['../site.db', '..', 'x.webp', `${'a'.repeat(32)}.png`, '', "'; --"]) {
      expect(await readUpload(watched, name), name).toBeUndefined();
      await removeUpload(watched, name);
    }
    expect(queries).toEqual([]);
    // The watch works: a well-formed name is looked up (and not found).
    expect(await readUpload(watched, `${'a'.repeat(32)}.webp`)).toBeUndefined();
    expect(queries).toEqual(['SelectQueryNode']);
    expect(uploadNameOf(`/uploads/${'b'.repeat(32)}.webp`)).toBe(`${'b'.repeat(32)}.webp`);
    expect(uploadNameOf('/uploads/../secret')).toBeUndefined();
  });

  it('stops reading a request body past its limit', async () => {
    const body = (size: number) =>
      new Request('http://x/', { method: 'POST', body: new Uint8Array(size) });
    expect((await readLimitedBody(body(1000), 1000))?.length).toBe(1000);
    expect(await readLimitedBody(body(1001), 1000)).toBeUndefined();
  });
});

describe(`uploads shared by every instance (${lane})`, { timeout: 30_000 }, () => {
  it('an image stored through one instance’s connection is read through another’s', async () => {
    const stored = await storeImage(db, await imageOf('png'), testOrigin, roomyQuota);
    const otherInstance = openDatabase(database.url);
    try {
      const seen = await readUpload(otherInstance, stored.name);
      const own = await readUpload(db, stored.name);
      expect(seen?.contentType).toBe('image/webp');
      expect(seen!.bytes.equals(own!.bytes)).toBe(true);
    } finally {
      await otherInstance.destroy();
    }
  });

  it('removes a stored upload’s row', async () => {
    const stored = await storeImage(db, await imageOf('webp'), testOrigin, roomyQuota);
    await removeUpload(db, stored.name);
    expect(await readUpload(db, stored.name)).toBeUndefined();
  });
});

describe(`old upload files moved into the database (${lane})`, { timeout: 30_000 }, () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'legacy-uploads-'));
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('inserts each WebP file named like an upload once, and leaves the files in place', async () => {
    const webp = await noise(64, 48).webp().toBuffer();
    const oldNames = [`${'1'.repeat(32)}.webp`, `${'2'.repeat(32)}.webp`];
    for (const name of oldNames) writeFileSync(path.join(folder, name), webp);
    // Not an upload's name: never read. Named like one but not a WebP image: left out.
    writeFileSync(path.join(folder, 'notes.webp'), webp);
    writeFileSync(path.join(folder, `${'3'.repeat(32)}.webp`), '<html>');
    // Already in the table (this instance moved it, or another did): the row stays as it is.
    const existing = await storeImage(db, await imageOf('jpeg'), testOrigin, roomyQuota);
    writeFileSync(path.join(folder, existing.name), webp);
    const before = await uploadCount();

    const first = await moveLegacyUploads(db, folder);
    expect(first.moved.sort()).toEqual(oldNames);
    expect(first.unreadable).toEqual([`${'3'.repeat(32)}.webp`]);
    expect(await uploadCount()).toBe(before + 2);
    const moved = await readUpload(db, oldNames[0]!);
    expect(moved?.contentType).toBe('image/webp');
    expect(moved!.bytes.equals(webp)).toBe(true);
    const row = await db
      .selectFrom('upload')
      .select(['width', 'height'])
      .where('name', '=', oldNames[0]!)
      .executeTakeFirstOrThrow();
    expect([row.width, row.height]).toEqual([64, 48]);
    expect((await readUpload(db, existing.name))!.bytes.equals(webp)).toBe(false);

    const second = await moveLegacyUploads(db, folder);
    expect(second.moved).toEqual([]);
    expect(await uploadCount()).toBe(before + 2);
    for (const name of [...oldNames, existing.name])
      expect(existsSync(path.join(folder, name))).toBe(true);
  });

  it('finds nothing to move when the folder does not exist', async () => {
    expect(await moveLegacyUploads(db, path.join(folder, 'never-created'))).toEqual({
      moved: [],
      unreadable: [],
    });
  });
});

describe(`GET /uploads/[name] (${lane})`, () => {
  async function get(name: string): Promise<Response> {
    const { GET } = await import('@/app/uploads/[name]/route');
    return GET(new Request(`http://127.0.0.1/uploads/${name}`), {
      params: Promise.resolve({ name }),
    });
  }

  it('serves a stored upload’s bytes as WebP, not sniffable, sandboxed, cached for good', async () => {
    const stored = await storeImage(db, await imageOf('jpeg'), testOrigin, roomyQuota);
    const response = await get(stored.name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-length')).toBe(String(stored.bytes));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals((await readUpload(db, stored.name))!.bytes)).toBe(true);
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const name of [`${'c'.repeat(32)}.webp`, '..%2Fsite.db', 'index.html']) {
      const response = await get(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
