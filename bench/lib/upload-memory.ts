import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { openDatabase } from '../../src/server/db/connection.server';
import { processMemory, type ProcessMemory } from './crawl';
import { treeRssMb } from './memory';
import { startBenchServer } from './server';
import { signedInEditor } from './staff-session';

/*
 * Memory under uploads (issue 33, decision 074): an editor's session sends `count` photos of a
 * few MB each through the real POST /api/admin/uploads, a few at a time, as several editors
 * dropping a batch each would. Every photo is other bytes (no duplicate is offered instead), so
 * each is decoded, re-encoded and stored. Loopback only, on an instance and a database of its own
 * (the library it fills never reaches the other sections), bounded in count and size.
 */

export interface UploadMemoryFigures {
  uploads: number;
  /** Size of each photo sent, in MB, and its dimensions. */
  photoMb: number;
  photoSize: { width: number; height: number };
  concurrency: number;
  seconds: number;
  /** Answers other than 201 (each a refusal or a failure). */
  refused: number;
  /** Resident memory of the instance: idle before, highest sampled each second, 10 s after. */
  beforeMb: number;
  peakMb: number;
  after: ProcessMemory;
}

const uploadDatabaseUrl = './data/bench-uploads.db';
const photoSize = { width: 2400, height: 1600 } as const;
const uploadConcurrency = 4;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A photo-sized JPEG of its own: coloured noise (which JPEG cannot squeeze below a few MB) over
 * a gradient seeded by `n`, so no two are the same bytes.
 */
async function photo(n: number): Promise<Buffer> {
  const { width, height } = photoSize;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = (n + 1) * 2_654_435_761;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    pixels[index] = ((seed >>> 16) & 0x7f) + ((index / 3) % width) / (width / 128);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function measureUploadMemory(
  port: number,
  count: number,
  log: (line: string) => void,
): Promise<UploadMemoryFigures> {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${uploadDatabaseUrl}${suffix}`, { force: true });
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(uploadDatabaseUrl, log);
  const db = openDatabase(uploadDatabaseUrl);
  const photos = await Promise.all(Array.from({ length: count }, (_, n) => photo(n)));
  const photoMb =
    Math.round((photos.reduce((sum, bytes) => sum + bytes.length, 0) / count / 2 ** 20) * 10) / 10;
  const instance = await startBenchServer(port, log, {
    label: 'Uploading instance',
    env: { DATABASE_URL: uploadDatabaseUrl },
  });
  try {
    const { cookie } = await signedInEditor(db);
    const beforeMb = treeRssMb(instance.pid);
    const samples = [beforeMb];
    const timer = setInterval(() => samples.push(treeRssMb(instance.pid)), 1_000);
    const started = performance.now();
    let next = 0;
    let refused = 0;
    const sender = async () => {
      while (next < photos.length) {
        const n = next++;
        const body = new FormData();
        body.set(
          'file',
          new Blob([new Uint8Array(photos[n]!)], { type: 'image/jpeg' }),
          `bench-${n}.jpg`,
        );
        const response = await fetch(`${instance.origin}/api/admin/uploads`, {
          method: 'POST',
          // A browser's same-origin request, as the route requires of a change.
          headers: { cookie, origin: instance.origin },
          body,
        });
        if (response.status !== 201) {
          refused++;
          log(`  upload ${n}: ${response.status} ${(await response.text()).slice(0, 200)}`);
        } else await response.arrayBuffer();
      }
    };
    try {
      await Promise.all(Array.from({ length: uploadConcurrency }, sender));
    } finally {
      clearInterval(timer);
    }
    const seconds = Math.round((performance.now() - started) / 1000);
    samples.push(treeRssMb(instance.pid));
    const peakMb = Math.max(...samples);
    log(`  ${count} uploads of ${photoMb} MB: ${seconds} s, ${beforeMb} → peak ${peakMb} MB`);
    await settle(10_000);
    return {
      uploads: count,
      photoMb,
      photoSize,
      concurrency: uploadConcurrency,
      seconds,
      refused,
      beforeMb,
      peakMb,
      after: processMemory(instance.pid),
    };
  } finally {
    await instance.stop();
    await db.destroy();
  }
}
