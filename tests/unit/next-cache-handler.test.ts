import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { recordChange } from '@/server/cache/freshness-state.mjs';
import { ImageMemoryCache, imageEntrySize } from '@/server/cache/image-memory-cache.mjs';
import ContentAwareCacheHandler from '@/server/cache/next-cache-handler.mjs';

/*
 * The cache handler Next uses for pages and cached data (decision 011), driven through the
 * interface Next calls (get, set, revalidateTag) with an explicit clock. Each test uses its own
 * tag, since the freshness state is the process's.
 */

const start = new Date('2026-11-24T10:00:00.000Z').getTime();

function handler() {
  return new ContentAwareCacheHandler({
    flushToDisk: false,
    serverDistDir: mkdtempSync(path.join(tmpdir(), 'cache-handler-')),
    revalidatedTags: [],
    maxMemoryCacheSize: 10 * 1024 * 1024,
  } as never);
}

/** A cached page as Next stores it, tagged like a page that shows `tag`. */
function page(tag: string) {
  return {
    kind: 'APP_PAGE',
    html: `<p>${tag}</p>`,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': `_N_T_/layout,${tag}` },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  } as never;
}

const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;

async function cached(cache: ContentAwareCacheHandler, key: string) {
  return cache.get(key, pageContext);
}

describe('the content-aware cache handler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('serves an entry until content of its tag changes, then misses', async () => {
    const cache = handler();
    await cache.set('/fr', page('kind-a'), pageContext);
    vi.setSystemTime(start + 60_000);
    expect((await cached(cache, '/fr'))?.value).toMatchObject({ html: '<p>kind-a</p>' });

    recordChange('kind-a', Date.now());
    vi.setSystemTime(start + 61_000);
    expect(await cached(cache, '/fr')).toBeNull();
  });

  it('does not store a render that finished just after a change of its content', async () => {
    const cache = handler();
    await cache.set('/fr/services', page('kind-b'), pageContext);
    vi.setSystemTime(start + 60_000);
    // A render began before this change (it read the old rows) and finishes after it.
    recordChange('kind-b', Date.now());
    vi.setSystemTime(start + 61_000);
    await cache.set('/fr/services', page('kind-b'), pageContext);
    expect(await cached(cache, '/fr/services')).toBeNull();

    // Once no render can have started before the change, results are cached again.
    vi.setSystemTime(start + 80_000);
    await cache.set('/fr/services', page('kind-b'), pageContext);
    expect(await cached(cache, '/fr/services')).not.toBeNull();
  });

  it('expires at a scheduled time without anyone touching it again', async () => {
    const cache = handler();
    await cache.set('/fr/blog', page('kind-c'), pageContext);
    recordChange('kind-c', start + 3_600_000);
    vi.setSystemTime(start + 3_599_000);
    expect(await cached(cache, '/fr/blog')).not.toBeNull();
    vi.setSystemTime(start + 3_600_000);
    expect(await cached(cache, '/fr/blog')).toBeNull();
  });

  it('treats revalidateTag as a change of that tag', async () => {
    const cache = handler();
    await cache.set('/en', page('kind-d'), pageContext);
    vi.setSystemTime(start + 30_000);
    await cache.revalidateTag(['kind-d'], { expire: 0 });
    vi.setSystemTime(start + 31_000);
    expect(await cached(cache, '/en')).toBeNull();
  });

  it('leaves entries of other tags alone', async () => {
    const cache = handler();
    await cache.set('/ar', page('kind-e'), pageContext);
    vi.setSystemTime(start + 30_000);
    recordChange('kind-f', Date.now());
    vi.setSystemTime(start + 31_000);
    expect(await cached(cache, '/ar')).not.toBeNull();
  });

  it('never stores a not-found answer (unknown slugs must not fill the disk)', async () => {
    const cache = handler();
    const missing = { ...(page('kind-missing') as object), status: 404 } as never;
    await cache.set('/fr/blog/no-such-post', missing, pageContext);
    expect(await cached(cache, '/fr/blog/no-such-post')).toBeNull();
    await cache.set('/fr/blog/a-post', page('kind-missing'), pageContext);
    expect((await cached(cache, '/fr/blog/a-post'))?.value).toMatchObject({ status: 200 });
  });

  // How every instance runs (next.config `isrFlushToDisk: false`, decision 020): the build's
  // prerendered pages are read from the shared build folder, a page dated before a change
  // recorded at start-up renders anew, and renders are kept in memory, never written there.
  it('without writing to disk, reads the build’s pages and renders anew those dated before start', async () => {
    const serverDistDir = mkdtempSync(path.join(tmpdir(), 'cache-handler-build-'));
    const folder = path.join(serverDistDir, 'app', 'fr');
    mkdirSync(folder, { recursive: true });
    const built = path.join(folder, 'built.html');
    writeFileSync(built, '<p>built</p>');
    writeFileSync(path.join(folder, 'built.rsc'), 'rsc');
    writeFileSync(
      path.join(folder, 'built.meta'),
      JSON.stringify({ headers: { 'x-next-cache-tags': '_N_T_/layout,kind-g' }, status: 200 }),
    );
    const builtAt = new Date(start - 3_600_000);
    utimesSync(built, builtAt, builtAt);
    const cache = new ContentAwareCacheHandler({
      fs: nodeFs,
      flushToDisk: false,
      serverDistDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 10 * 1024 * 1024,
    } as never);
    const files = () => readdirSync(folder).sort();
    const before = files();

    expect((await cached(cache, '/fr/built'))?.value).toMatchObject({ html: '<p>built</p>' });
    recordChange('kind-g', start); // what refreshContentCachedBeforeStart records at start-up
    expect(await cached(cache, '/fr/built')).toBeNull();

    vi.setSystemTime(start + 60_000);
    await cache.set('/fr/built', page('kind-g'), pageContext);
    await cache.set('/fr/rendered', page('kind-g'), pageContext);
    expect((await cached(cache, '/fr/built'))?.value).toMatchObject({ html: '<p>kind-g</p>' });
    expect(await cached(cache, '/fr/rendered')).not.toBeNull();
    expect(files()).toEqual(before);
  });

  it('keeps an optimized image, which Next’s file-system cache refuses, and gives it back dated', async () => {
    const cache = handler();
    const image = {
      kind: 'IMAGE',
      buffer: Buffer.from('avif'),
      extension: 'avif',
      etag: 'e',
      upstreamEtag: 'u',
      revalidate: 14400,
    };
    const imageContext = { kind: 'IMAGE', isFallback: false } as never;
    expect(await cache.get('image-key', imageContext)).toBeNull();
    await cache.set('image-key', image as never, imageContext);
    vi.setSystemTime(start + 60_000);
    const entry = await cache.get('image-key', imageContext);
    expect(entry?.value).toEqual(image);
    expect(entry?.lastModified).toBe(start);
    // A content change anywhere leaves images alone: they depend on no page's content.
    recordChange('kind-h', Date.now());
    expect((await cache.get('image-key', imageContext))?.value).toEqual(image);
  });

  it('drops every optimized image once an image’s file is replaced, and keeps none encoded just before', async () => {
    // A replaced image's old name shows other bytes (decision 074); the key does not say which
    // image an entry is of, so all of them are encoded again.
    const cache = handler();
    const image = { kind: 'IMAGE', buffer: Buffer.from('webp'), extension: 'webp', revalidate: 60 };
    const imageContext = { kind: 'IMAGE', isFallback: false } as never;
    await cache.set('old-name-640', image as never, imageContext);
    // An alt text or a focal point edited leaves the encoded bytes alone.
    vi.setSystemTime(start + 60_000);
    recordChange('media', Date.now());
    vi.setSystemTime(start + 61_000);
    expect((await cache.get('old-name-640', imageContext))?.value).toEqual(image);
    vi.setSystemTime(start + 120_000);
    recordChange('media-file', Date.now());
    vi.setSystemTime(start + 121_000);
    expect(await cache.get('old-name-640', imageContext)).toBeNull();
    // Encoded from bytes read before the replacement committed: not kept.
    await cache.set('old-name-640', image as never, imageContext);
    expect(await cache.get('old-name-640', imageContext)).toBeNull();
    vi.setSystemTime(start + 140_000);
    await cache.set('old-name-640', image as never, imageContext);
    expect((await cache.get('old-name-640', imageContext))?.value).toEqual(image);
  });
});

describe('what a client can make the cache hold (issue 34 §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const routeKey = (path: string) => `/route-cache/APP_PAGE/0123abcd/$${path}`;
  const searchView = (index: number) =>
    ({
      kind: 'APP_PAGE',
      html: `<p>${index}</p>`.padEnd(20 * 1024, ' '),
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': '_N_T_/layout,kind-search' },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    }) as never;
  const dataContext = { kind: 'FETCH', tags: ['kind-data'], softTags: [] } as never;
  const data = (body: unknown) =>
    ({
      kind: 'FETCH',
      data: { headers: {}, body, status: 200, url: '' },
      revalidate: 300,
    }) as never;

  it('keeps unique searches from pushing the real pages out, and bounds them', async () => {
    const cache = handler();
    await cache.set(routeKey('/fr/services'), page('kind-real'), pageContext);
    // 12 MB of distinct searches, more than the pages' own store holds.
    for (let index = 0; index < 600; index++)
      await cache.set(routeKey(`/fr/blog-search/q${index}`), searchView(index), pageContext);
    expect(await cached(cache, routeKey('/fr/services'))).not.toBeNull();
    // The newest searches are served; the oldest went, within the searches' own bounds.
    expect(await cached(cache, routeKey('/fr/blog-search/q599'))).not.toBeNull();
    expect(await cached(cache, routeKey('/fr/blog-search/q0'))).toBeNull();
  });

  it('bounds cached data by count, so unknown slugs push out only cached data', async () => {
    const cache = handler();
    await cache.set('post-known', data({ slug: 'known' }), dataContext);
    for (let index = 0; index < 4000; index++)
      await cache.set(`post-unknown-${index}`, data(undefined), dataContext);
    expect(await cache.get('post-unknown-3999', dataContext)).not.toBeNull();
    expect(await cache.get('post-known', dataContext)).toBeNull();
    // Still fresh until its content changes, like every entry.
    vi.setSystemTime(start + 1000);
    recordChange('kind-data', Date.now());
    expect(await cache.get('post-unknown-3999', dataContext)).toBeNull();
  });
});

describe('social cards (issue 35)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const routeContext = { kind: 'APP_ROUTE', isFallback: false } as never;
  /** A card's PNG as Next keeps a route's answer, tagged like the post it shows. */
  const card = (tag: string, bytes = 200 * 1024) =>
    ({
      kind: 'APP_ROUTE',
      body: Buffer.alloc(bytes),
      headers: { 'content-type': 'image/png', 'x-next-cache-tags': `_N_T_/layout,${tag}` },
      status: 200,
    }) as never;
  const bigPage = (index: number) =>
    ({
      kind: 'APP_PAGE',
      html: `<p>${index}</p>`.padEnd(512 * 1024, ' '),
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': '_N_T_/layout,kind-pages' },
      status: 200,
      postponed: undefined,
      segmentData: undefined,
    }) as never;

  it('keeps a card drawn once, whatever pages come after, until its post changes', async () => {
    const cache = handler();
    const key = '/fr/blog/a-post/opengraph-image';
    await cache.set(key, card('kind-card'), routeContext);
    // Pages enough to fill the pages' memory cache (10 MB here) twice.
    for (let index = 0; index < 40; index++)
      await cache.set(`/fr/page-${index}`, bigPage(index), pageContext);
    vi.setSystemTime(start + 60_000);
    expect((await cache.get(key, routeContext))?.value).toMatchObject({ status: 200 });
    expect(await cache.get('/fr/page-0', pageContext)).toBeNull(); // the pages' own bound held

    recordChange('kind-card', Date.now());
    vi.setSystemTime(start + 61_000);
    expect(await cache.get(key, routeContext)).toBeNull(); // drawn anew for the new version
  });

  it('keeps the most recently asked for cards within their own bound', async () => {
    const cache = handler();
    const key = (index: number) => `/en/blog/post-${index}/opengraph-image`;
    // 20 MB of cards, more than their store holds.
    for (let index = 0; index < 100; index++)
      await cache.set(key(index), card('kind-cards'), routeContext);
    expect(await cache.get(key(99), routeContext)).not.toBeNull();
    expect(await cache.get(key(0), routeContext)).toBeNull();
  });
});

describe('the optimized-image store', () => {
  const image = (bytes: number) => ({ kind: 'IMAGE' as const, buffer: Buffer.alloc(bytes) });
  /** What one entry of `bytes` encoded bytes under a one-letter key weighs in the store. */
  const weight = (bytes: number) => imageEntrySize(image(bytes), 'a');

  it('forgets the least recently used images once they hold more than its bound', () => {
    const store = new ImageMemoryCache(2 * weight(4) + 1);
    store.set('a', image(4));
    store.set('b', image(4));
    expect(store.get('a')).not.toBeNull(); // a is now more recent than b
    store.set('c', image(4));
    expect(store.get('b')).toBeNull();
    expect(store.get('a')).not.toBeNull();
    expect(store.get('c')).not.toBeNull();
  });

  it('replaces an image stored again under its key, and never keeps one larger than its bound', () => {
    const store = new ImageMemoryCache(weight(8) + weight(4));
    store.set('a', image(8));
    store.set('a', image(6));
    store.set('b', image(4));
    expect(store.get('a')?.value.buffer.byteLength).toBe(6);
    expect(store.get('b')).not.toBeNull();
    store.set('huge', image(weight(8) + weight(4)));
    expect(store.get('huge')).toBeNull();
    expect(store.get('a')).not.toBeNull();
  });

  it('never holds more than its bound counting the keys, not only the encoded bytes', () => {
    const bound = 10_000;
    const store = new ImageMemoryCache(bound);
    const key = (index: number) => `${index}`.padStart(1_000, 'k');
    for (let index = 0; index < 100; index++) {
      store.set(key(index), image(50));
      // What the kept entries hold in keys and bytes alone, whatever the store counts.
      expect(store.count * (key(index).length + 50)).toBeLessThanOrEqual(bound);
      expect(store.bytes).toBeLessThanOrEqual(bound);
    }
    expect(store.get(key(99))).not.toBeNull();
  });

  it('counts the whole block a view of it keeps alive', () => {
    const view = Buffer.alloc(8_192).subarray(0, 10);
    expect(imageEntrySize({ kind: 'IMAGE', buffer: view }, 'a')).toBeGreaterThan(8_192);
  });
});
