import 'server-only';
import sharp from 'sharp';

/*
 * What libvips, behind sharp, may hold, set once when an instance starts (instrumentation.ts),
 * before the first image: the social cards (og/), the uploads' checks and next/image's encoder
 * share this one library and its settings (decision 042).
 */

export const imageProcessingBounds = {
  /** libvips' cache of recent operations and their images, per instance. */
  cache: { memory: 0, files: 0, items: 0 },
  /** Threads libvips gives one image. */
  concurrency: 1,
} as const;

export function boundImageProcessing(): void {
  sharp.cache(imageProcessingBounds.cache);
  sharp.concurrency(imageProcessingBounds.concurrency);
}
