// Next's cache handler for pages and cached data (next.config `cacheHandler`), loaded by Next
// with a bare import() at run time (decision 011). It keeps Next's own file-system cache for
// storage and decides freshness from `freshness-state.mjs`, so that:
// - a change known to this process (an edit here, an edit on another instance, a post whose
//   scheduled time has come) makes every entry cached before it a miss: the next request renders
//   anew instead of serving the old page while regenerating it;
// - a render that overlapped a change is not stored: it may have read the database before the
//   change committed, and Next would otherwise date it after the change and keep it as fresh;
// - a not-found answer is not stored: any client can ask for any number of unknown slugs, and
//   each would otherwise become a cache entry. A page that renders its not-found view answers
//   200 as far as Next knows: the request's context says otherwise (decision 023).
// It also keeps next/image's optimized images (next.config `images.customCacheHandler`) in a
// store of their own (image-memory-cache.mjs, decision 031). They depend on one tag, `media`:
// a replaced image's old name shows the new image's bytes (decision 074), and Next's image cache
// key (a hash of the URL) does not say which image an entry is of, so every optimized image
// stored before a replacement is a miss, encoded again on its next request.
// The kinds of entry whose number a client decides keep to bounded stores of their own (issue 34
// §9): the blog's searched views (one per distinct search) and cached data (one per search, per
// slug asked for, found or not). Unique searches or unknown slugs then push out only their own
// kind, never the pages, which stay in Next's memory cache (cacheMaxMemorySize).
// Social cards keep to a store of their own too (issue 35): 150–220 KB each, a crawl's cards
// pushed pages out of Next's memory cache and each other, and a card pushed out was drawn
// again (the build's copy is dated before the instance's start): a card is now drawn once per
// content version and kept.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { pageStatusOfRequest } from '../../lib/request-context.mjs';
import { BoundedMemoryStore } from './bounded-memory-store.mjs';
import { changedSince, lastChange, recordChange, renderWindowMs } from './freshness-state.mjs';
import { ImageMemoryCache } from './image-memory-cache.mjs';

// A CommonJS module: Node's import gives its exports object, a bundler (the tests) the class.
/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** The header in which Next stores a cached page's or route's tags. */
const cacheTagsHeader = 'x-next-cache-tags';

// Next's kind for an optimized image, in the lookup's context.
const imageKind = 'IMAGE';
// The tag every optimized image depends on: a replaced image's file (content-cache.server.ts
// `contentKinds`); an alt text or focal point edit (`media`) keeps them.
const imageTags = ['media-file'];
// One store for the process, like Next's own memory cache: Next makes a handler for every
// request it renders. A few thousand encoded images (a blog card's WebP is 3–22 KB), well inside
// the heap's bound (decision 022).
const images = new ImageMemoryCache(32 * 1024 * 1024);

/**
 * A page's bytes as Next's memory cache counts them: HTML, RSC payload, segments.
 * @param {any} value
 * @param {string} key
 */
function pageSize(value, key) {
  let segments = 0;
  for (const [path, buffer] of value?.segmentData ?? []) segments += path.length + buffer.length;
  const rsc = value?.rscData?.length ?? 0;
  return key.length + (value?.html?.length ?? 0) + rsc + (value?.postponed?.length ?? 0) + segments;
}

/**
 * @param {any} value
 * @param {string} key
 */
function dataSize(value, key) {
  return key.length + (JSON.stringify(value?.data ?? '')?.length ?? 0);
}

// Beside the pages' 20 MB (next.config): searches and cached data never push pages out.
const searchViews = new BoundedMemoryStore({
  maxBytes: 4 * 1024 * 1024,
  maxEntries: 500,
  sizeOf: pageSize,
});
const cachedData = new BoundedMemoryStore({
  maxBytes: 6 * 1024 * 1024,
  maxEntries: 4000,
  sizeOf: dataSize,
});

/**
 * A route's answer as kept: its body, headers and key.
 * @param {any} value
 * @param {string} key
 */
function routeSize(value, key) {
  return key.length + (value?.body?.length ?? 0) + JSON.stringify(value?.headers ?? {}).length;
}

// The site's two cards per language and each article's card per language: about 7 MB for the
// sample blog; a larger blog keeps the most recently asked for.
const socialCards = new BoundedMemoryStore({
  maxBytes: 16 * 1024 * 1024,
  sizeOf: routeSize,
});

/** A social card's route (`/{locale}/opengraph-image`, `/{locale}/blog/{slug}/opengraph-image`…). */
const socialCardKey = /\/(?:opengraph|twitter)-image$/;

/** A searched view's page, `/{locale}/blog-search/{key}` (in Next's route-cache key or alone). */
const searchViewKey = /(?:^|\/\$)\/[^/]+\/blog-search\//;

/**
 * The store of its own an entry of this key and kind is kept in, or undefined for a page (Next's
 * memory cache, and the build's files behind it).
 * @param {string} key
 * @param {string | undefined} kind
 */
function ownStoreOf(key, kind) {
  if (kind === 'FETCH') return cachedData;
  if (kind === 'APP_PAGE' && searchViewKey.test(key)) return searchViews;
  if (kind === 'APP_ROUTE' && socialCardKey.test(key)) return socialCards;
  return undefined;
}

/**
 * The tags an entry depends on: a page's or route's from its stored headers, cached data's
 * from the lookup's context.
 * @param {{ kind?: string, headers?: Record<string, unknown> } | null | undefined} value
 * @param {{ tags?: string[], softTags?: string[] } | undefined} context
 * @returns {string[]}
 */
function tagsOf(value, context) {
  const stored = value?.headers?.[cacheTagsHeader];
  const fromHeaders = typeof stored === 'string' ? stored.split(',') : [];
  return [...fromHeaders, ...(context?.tags ?? []), ...(context?.softTags ?? [])];
}

/**
 * @param {unknown} value
 * @returns {boolean}
 */
function isNotFound(value) {
  return typeof value === 'object' && value !== null && 'status' in value && value.status === 404;
}

export default class ContentAwareCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(key, context) {
    if (context?.kind === imageKind) {
      const image = images.get(key);
      if (image && changedSince(imageTags, image.lastModified)) {
        images.delete(key);
        return null;
      }
      return /** @type {never} */ (image);
    }
    const own = ownStoreOf(key, context?.kind);
    const entry = own ? /** @type {never} */ (own.get(key)) : await super.get(key, context);
    if (entry && changedSince(tagsOf(entry.value, context), entry.lastModified ?? 0)) return null;
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, context) {
    if (context?.kind === imageKind) {
      // Encoded from bytes read before a replacement, maybe: not kept (as a page, below).
      if (lastChange(imageTags) > Date.now() - renderWindowMs) return;
      return images.set(key, /** @type {never} */ (data));
    }
    if (isNotFound(data) || pageStatusOfRequest() !== undefined) return;
    const tags = tagsOf(data, /** @type {{ tags?: string[] }} */ (context));
    if (lastChange(tags) > Date.now() - renderWindowMs) return;
    const own = ownStoreOf(key, data?.kind);
    if (!own) return super.set(key, data, context);
    if (!data) return own.delete(key);
    // As Next's own memory cache keeps it: cached data has no cache control of its own.
    const { fetchCache, cacheControl } =
      /** @type {{ fetchCache?: boolean, cacheControl?: unknown }} */ (context ?? {});
    own.set(key, data, fetchCache ? undefined : cacheControl);
  }

  /** @type {FileSystemCache['revalidateTag']} */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const at = Date.now() + (durations?.expire ?? 0) * 1000;
    for (const tag of typeof tags === 'string' ? [tags] : tags) recordChange(tag, at);
  }
}
