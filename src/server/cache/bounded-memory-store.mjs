// A store of cache entries in memory, bounded by how many it holds and by their bytes, least
// recently used first out. The cache handler keeps each open-ended kind of entry in one of its own
// (next-cache-handler.mjs), so that kind can only push out its own entries, never the pages.

import { registerProcessState } from '../../config/process-state.mjs';

/**
 * @template Value
 * @typedef {{ value: Value, lastModified: number, cacheControl?: unknown }} StoredEntry
 */

/** @template Value */
export class BoundedMemoryStore {
  /** @type {Map<string, { entry: StoredEntry<Value>, size: number }>} Oldest use first. */
  #entries = new Map();
  #bytes = 0;
  #maxBytes;
  #maxEntries;
  #sizeOf;

  /**
   * @param {{ maxBytes: number, maxEntries?: number, sizeOf: (value: Value, key: string) => number }} bounds
   *   what the entries may hold together, how many they may be, and how one is measured
   */
  constructor({ maxBytes, maxEntries = Number.POSITIVE_INFINITY, sizeOf }) {
    this.#maxBytes = maxBytes;
    this.#maxEntries = maxEntries;
    this.#sizeOf = sizeOf;
    registerProcessState(() => this.clear());
  }

  /**
   * @param {string} key
   * @returns {StoredEntry<Value> | null}
   */
  get(key) {
    const stored = this.#entries.get(key);
    if (!stored) return null;
    // Used again: it moves to the end, last in line for eviction.
    this.#entries.delete(key);
    this.#entries.set(key, stored);
    return stored.entry;
  }

  /**
   * @param {string} key
   * @param {Value} value
   * @param {unknown} [cacheControl]
   */
  set(key, value, cacheControl) {
    this.delete(key);
    const size = this.#sizeOf(value, key);
    if (size > this.#maxBytes) return;
    const entry = { value, lastModified: Date.now(), ...(cacheControl ? { cacheControl } : {}) };
    this.#entries.set(key, { entry, size });
    this.#bytes += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes && this.#entries.size <= this.#maxEntries) break;
      this.delete(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    const stored = this.#entries.get(key);
    if (!stored) return;
    this.#entries.delete(key);
    this.#bytes -= stored.size;
  }

  clear() {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** How many entries it holds (for the tests and the logs). */
  get count() {
    return this.#entries.size;
  }

  /** What its entries weigh together, as `sizeOf` measures them (for the tests and the logs). */
  get bytes() {
    return this.#bytes;
  }
}
