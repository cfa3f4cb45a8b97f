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
  maxUploadBytes,
  reencodeImage,
  UploadRefused,
  type UploadRefusalReason,
} from '@/server/uploads/image-file.server';
import { moveLegacyUploads } from '@/server/uploads/legacy-uploads.server';
import { readLimitedBody } from '@/server/uploads/limited-body.server';
import {
  readUpload,
  removeUpload,
  storeImage,
  uploadNameOf,
  uploadNamePattern,
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
    await reencodeImage(bytes);
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
    const sideways = await noise(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await reencodeImage(sideways);
    expect([image.width, image.height]).toEqual([100, 300]);
  });

  it(`scales images wider than ${maxImageWidth} px down, never up`, async () => {
    const wide = await reencodeImage(await noise(3000, 150).png().toBuffer());
    expect([wide.width, wide.height]).toEqual([maxImageWidth, 120]);
    const small = await reencodeImage(await noise(40, 30).png().toBuffer());
    expect([small.width, small.height]).toEqual([40, 30]);
  });

  it('refuses a text or HTML file renamed .png: the content decides, not the name', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(await refusal(html)).toBe('unsupportedType');
    expect(await refusal(new TextEncoder().encode('just some text'))).toBe('unsupportedType');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await refusal(svg)).toBe('unsupportedType');
    const gif = await noise(10, 10).gif().toBuffer();
    expect(await refusal(gif)).toBe('unsupportedType');
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

  it('refuses more than 5 MB, and an empty file', async () => {
    const tooBig = Buffer.alloc(maxUploadBytes + 1, 0);
    (await imageOf('png')).copy(tooBig);
    expect(await refusal(tooBig)).toBe('tooLarge');
    expect(await refusal(new Uint8Array())).toBe('empty');
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
