// The optimized images of one instance (next/image's `/_next/image` answers), in memory. Next's
// file-system cache refuses images ("image should not be incremental-cache") and its own image
// folder inside `.next` is only written with isrFlushToDisk on, which instances sharing one
// read-only build keep off (decision 020): without this store, every image request was encoded
// anew (decision 031).
import { BoundedMemoryStore } from './bounded-memory-store.mjs';

/** @typedef {{ kind: 'IMAGE', buffer: Buffer, etag?: string, upstreamEtag?: string }} ImageValue */

/**
 * What an entry holds in memory: its key, its etags and the memory behind its bytes (a Buffer
 * may be a view of a larger block, which it keeps alive), plus what the map and the entry's
 * objects take. Counting the encoded bytes alone let small images (a 32 px WebP is a few hundred
 * bytes, about what its key, etags and objects take again) hold up to twice the bound.
 * @param {ImageValue} value
 * @param {string} key
 */
export function imageEntrySize(value, key) {
  const entryOverhead = 200;
  return (
    entryOverhead +
    key.length +
    (value.etag?.length ?? 0) +
    (value.upstreamEtag?.length ?? 0) +
    Math.max(value.buffer.byteLength, value.buffer.buffer.byteLength)
  );
}

/** @extends {BoundedMemoryStore<ImageValue>} */
export class ImageMemoryCache extends BoundedMemoryStore {
  /** @param {number} maxBytes what the encoded images may hold together */
  constructor(maxBytes) {
    super({ maxBytes, sizeOf: imageEntrySize });
  }
}
