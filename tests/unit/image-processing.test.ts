import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  boundImageProcessing,
  imageProcessingBounds,
  imageWorkLoad,
  withImageWork,
} from '@/server/uploads/image-processing.server';

// What libvips may keep, as sharp reports it once an instance has started (decision 042).
describe('the image library’s bounds', () => {
  it('sets libvips’ operation cache and its threads per image', async () => {
    boundImageProcessing();
    const { memory, files, items } = sharp.cache();
    expect({ memory: memory.max, files: files.max, items: items.max }).toEqual(
      imageProcessingBounds.cache,
    );
    expect(sharp.concurrency()).toBe(imageProcessingBounds.concurrency);
    // An image processed afterwards leaves nothing in the cache.
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .avif()
      .toBuffer();
    expect(sharp.cache().items.current).toBe(0);
  });

  it('are those of next/image’s encoder: Next and the site load one sharp', () => {
    // Two versions installed side by side (Next's own under next/node_modules) left Next's encoder
    // with libvips' operation cache on and a second libvips in memory (decision 042).
    const require = createRequire(import.meta.url);
    const nextImageRequire = createRequire(
      require.resolve('next/dist/server/image-optimizer/transform.js'),
    );
    expect(nextImageRequire.resolve('sharp')).toBe(require.resolve('sharp'));
  });
});

describe('image work of our own (decision 074)', () => {
  it('runs at most imagesAtOnce pieces at a time; the others wait their turn', async () => {
    let running = 0;
    let most = 0;
    const encode = (width: number) =>
      withImageWork(async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await sharp({ create: { width, height: 200, channels: 3, background: '#123' } })
            .webp()
            .toBuffer();
        } finally {
          running -= 1;
        }
      });
    const pieces = Array.from({ length: 6 }, (_, index) => encode(200 + index));
    expect(imageWorkLoad()).toEqual({ running: imageProcessingBounds.imagesAtOnce, waiting: 4 });
    expect(await Promise.all(pieces)).toHaveLength(6);
    expect(most).toBe(imageProcessingBounds.imagesAtOnce);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
