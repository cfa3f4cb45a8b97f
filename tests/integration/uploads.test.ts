import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectImageType,
  maxImageWidth,
  maxUploadBytes,
  reencodeImage,
  UploadRefused,
  type UploadRefusalReason,
} from '@/server/uploads/image-file.server';
import { readLimitedBody } from '@/server/uploads/limited-body.server';
import {
  readUpload,
  storeImage,
  uploadNameOf,
  uploadNamePattern,
} from '@/server/uploads/upload-store.server';
import { lane } from '../support/test-database';

let directory: string;

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
  // The served route reads settings().UPLOADS_DIR, read once on first use.
  process.env.UPLOADS_DIR = directory;
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

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
describe(`image uploads (${lane} lane: no database involved)`, { timeout: 30_000 }, () => {
  for (const format of ['png', 'jpeg', 'webp', 'avif'] as const) {
    it(`accepts a real ${format.toUpperCase()} and stores it re-encoded as WebP without EXIF`, async () => {
      const original = await imageOf(format);
      expect(detectImageType(original)).toBe(format);
      expect((await sharp(original).metadata()).exif, 'the test image carries EXIF').toBeDefined();

      const stored = await storeImage(original, directory);
      expect(stored.name).toMatch(uploadNamePattern);
      expect(stored.path).toBe(`/uploads/${stored.name}`);
      expect(stored.sourceType).toBe(format);

      const saved = await readUpload(stored.name, directory);
      expect(saved).toBeDefined();
      expect(detectImageType(saved!)).toBe('webp');
      const metadata = await sharp(saved!).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([320, 200]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(saved!.includes('SecretCam')).toBe(false);
      expect(saved!.includes('Jane Private')).toBe(false);
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

  it('never writes a refused file', async () => {
    const before = readdirSync(directory).length;
    await expect(storeImage(Buffer.from('<html>'), directory)).rejects.toBeInstanceOf(
      UploadRefused,
    );
    expect(readdirSync(directory)).toHaveLength(before);
    expect(readdirSync(directory).every((name) => uploadNamePattern.test(name))).toBe(true);
  });

  it('reads back only generated names: no traversal, no other file', async () => {
    for (const name of ['../site.db', '..', 'x.webp', `${'a'.repeat(32)}.png`, '']) {
      expect(await readUpload(name, directory), name).toBeUndefined();
    }
    expect(await readUpload(`${'a'.repeat(32)}.webp`, directory)).toBeUndefined();
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

describe('GET /uploads/[name]', () => {
  async function get(name: string): Promise<Response> {
    const { GET } = await import('@/app/uploads/[name]/route');
    return GET(new Request(`http://127.0.0.1/uploads/${name}`), {
      params: Promise.resolve({ name }),
    });
  }

  it('serves a stored upload as WebP, not sniffable, cached for good', async () => {
    const stored = await storeImage(await imageOf('jpeg'));
    const response = await get(stored.name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(detectImageType(body)).toBe('webp');
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const name of [`${'c'.repeat(32)}.webp`, '..%2Fsite.db', 'index.html']) {
      const response = await get(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
