// The optimized images of one instance (next/image's `/_next/image` answers), in memory. Next's
// file-system cache refuses images ("image should not be incremental-cache") and its own image
// folder inside `.next` is only written with isrFlushToDisk on, which instances sharing one
// read-only build keep off (decision 020): without this store, every image request was encoded
// anew (decision 031).
import { BoundedMemoryStore } from './bounded-memory-store.mjs';

/** @typedef {{ kind: 'IMAGE', buffer: Buffer }} ImageValue */

/** @extends {BoundedMemoryStore<ImageValue>} */
export class ImageMemoryCache extends BoundedMemoryStore {
  /** @param {number} maxBytes what the encoded images may hold together */
  constructor(maxBytes) {
    super({ maxBytes, sizeOf: (value) => value.buffer.byteLength });
  }
}
