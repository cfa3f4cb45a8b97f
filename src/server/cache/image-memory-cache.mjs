// The optimized images of one instance (next/image's `/_next/image` answers), in memory. Next's
// file-system cache refuses images ("image should not be incremental-cache") and its own image
// folder inside `.next` is only written with isrFlushToDisk on, which instances sharing one
// read-only build keep off (decision 020): without this store, every image request was encoded
// anew (decision 031).

/** @typedef {{ value: { kind: 'IMAGE', buffer: Buffer }, lastModified: number }} ImageEntry */

export class ImageMemoryCache {
  /** @type {Map<string, ImageEntry>} Oldest use first: a Map keeps insertion order. */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;

  /** @param {number} maxBytes what the encoded images may hold together */
  constructor(maxBytes) {
    this.#maxBytes = maxBytes;
  }

  /**
   * @param {string} key
   * @returns {ImageEntry | null}
   */
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    // Used again: it moves to the end, last in line for eviction.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * @param {string} key
   * @param {{ kind: 'IMAGE', buffer: Buffer }} value
   */
  set(key, value) {
    this.#forget(key);
    const size = value.buffer.byteLength;
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { value, lastModified: Date.now() });
    this.#bytes += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#forget(oldest);
    }
  }

  /** @param {string} key */
  #forget(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.value.buffer.byteLength;
  }
}
