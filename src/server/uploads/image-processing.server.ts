import 'server-only';
import pLimit from 'p-limit';
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
  /**
   * Images our own code works on at once, per instance (decision 074): an upload's or a
   * replacement's re-encoding, a social card. As many as libuv's threads (UV_THREADPOOL_SIZE=2,
   * decision 042), which sharp encodes on: more would only queue inside libuv while each held
   * its decoded pixels; the rest wait here holding only their compressed bytes.
   */
  imagesAtOnce: 2,
} as const;

export function boundImageProcessing(): void {
  sharp.cache(imageProcessingBounds.cache);
  sharp.concurrency(imageProcessingBounds.concurrency);
}

/** One queue for the process: route handlers and actions are separate bundles. */
const registry = globalThis as unknown as { imageWork?: ReturnType<typeof pLimit> };

/**
 * Runs one piece of image work (a whole upload's re-encoding, a whole card) once fewer than
 * `imagesAtOnce` others are running. Never called from inside another piece: it would wait for
 * itself.
 */
export function withImageWork<Result>(work: () => Promise<Result>): Promise<Result> {
  registry.imageWork ??= pLimit(imageProcessingBounds.imagesAtOnce);
  return registry.imageWork(work);
}

/** How many pieces of image work run and wait now (tests, logs). */
export function imageWorkLoad(): { running: number; waiting: number } {
  return {
    running: registry.imageWork?.activeCount ?? 0,
    waiting: registry.imageWork?.pendingCount ?? 0,
  };
}
