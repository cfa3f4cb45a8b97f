import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  boundImageProcessing,
  imageProcessingBounds,
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
});
