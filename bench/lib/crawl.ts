import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../../src/i18n/locales';

/*
 * Issue 35's crawl: what a search engine and a social network fetch of the site in a day, the
 * workload that took one instance from 270 MB to 600 MB and more. Every page the sitemaps list
 * (each language's address), each page's social card (its `og:image`), every optimized width
 * next/image offers of every image the pages show, and 1 000 unknown addresses; 127.0.0.1 only,
 * four requests at a time, each bounded in time.
 */

const concurrency = 4;
const requestTimeoutMs = 60_000;
const unknownPerPass = 1_000;
/** A guard against a sitemap gone wrong: the crawl never makes more requests than this per pass. */
const maxRequestsPerPass = 20_000;
/** What a browser (and a crawler that renders) accepts for images: AVIF first, as next/image serves. */
const imageAccept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

type Kind = 'sitemap' | 'page' | 'card' | 'image' | 'unknown';

export interface CrawlPass {
  seconds: number;
  /** Requests made and answers not as expected (a page, card or image not 200, an unknown path not 404), per kind. */
  kinds: Record<Kind, { requests: number; unexpected: number }>;
  /** Cards' and images' answers by Next's cache verdict (`x-nextjs-cache`: HIT, STALE, MISS), e.g. `card MISS`. */
  cache: Record<string, number>;
  /** The first few unexpected answers, to say what went wrong. */
  unexpected: string[];
  /** Highest resident memory of the instance sampled each second during the pass, in MB. */
  peakMb: number;
  afterMb: number;
}

/** Where an instance's resident memory is, from /proc (Linux), in MB. */
export interface ProcessMemory {
  /** Resident now and at its highest since start (VmRSS, VmHWM). */
  rssMb: number;
  peakRssMb: number;
  /** Anonymous memory (heaps: V8's, the allocator's arenas, libvips' buffers) and file-backed (code, mapped files). */
  anonymousMb: number;
  fileMb: number;
  threads: number;
}

export interface CrawlFigures {
  repeats: number;
  /** What one pass fetches. */
  targets: { pages: number; cards: number; images: number; widths: number[]; unknown: number };
  startMb: number;
  passes: CrawlPass[];
  /** Highest resident memory sampled over all the passes, in MB (target ≤ 350). */
  peakMb: number;
  /** The instance after the crawl and 10 s of quiet. */
  after: ProcessMemory;
}

const megabytes = (kilobytes: number) => Math.round(kilobytes / 1024);

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  return {
    rssMb: megabytes(field('VmRSS')),
    peakRssMb: megabytes(field('VmHWM')),
    anonymousMb: megabytes(field('RssAnon')),
    fileMb: megabytes(field('RssFile') + field('RssShmem')),
    threads: field('Threads'),
  };
}

/** The widths next/image may be asked for (deviceSizes and imageSizes) and its quality, from the build. */
export function imageWidths(distDir: string): { widths: number[]; quality: number } {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'images-manifest.json'), 'utf8')) as {
    images: { deviceSizes: number[]; imageSizes: number[]; qualities?: number[] };
  };
  const { deviceSizes, imageSizes, qualities } = manifest.images;
  return {
    widths: [...new Set([...imageSizes, ...deviceSizes])].sort((a, b) => a - b),
    quality: qualities?.[0] ?? 75,
  };
}

/** An absolute URL of the site (its public host) as a path on the instance. */
const localPath = (url: string) => {
  const parsed = new URL(url.replaceAll('&amp;', '&'), 'http://site.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

const allMatches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match[1] as string);

/** Runs `work` over `items`, `concurrency` at a time. */
async function pooled<Item>(items: Item[], work: (item: Item) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as Item);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

function crawler(origin: string, signal?: AbortSignal) {
  const kinds = Object.fromEntries(
    (['sitemap', 'page', 'card', 'image', 'unknown'] as Kind[]).map((kind) => [
      kind,
      { requests: 0, unexpected: 0 },
    ]),
  ) as CrawlPass['kinds'];
  const unexpected: string[] = [];
  const cache: Record<string, number> = {};
  let total = 0;
  /** Fetches `target`, returns its body as text when asked (else drains it). */
  async function get(kind: Kind, target: string, accept?: string, text = false) {
    if (signal?.aborted) return '';
    if (++total > maxRequestsPerPass)
      throw new Error(`the crawl passed ${maxRequestsPerPass} requests`);
    kinds[kind].requests++;
    const expected = kind === 'unknown' ? 404 : 200;
    let status = 0;
    let body = '';
    try {
      const response = await fetch(`${origin}${target}`, {
        redirect: 'manual',
        headers: accept ? { accept } : {},
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      status = response.status;
      if (kind === 'card' || kind === 'image') {
        const verdict = `${kind} ${response.headers.get('x-nextjs-cache') ?? 'none'}`;
        cache[verdict] = (cache[verdict] ?? 0) + 1;
      }
      if (text) body = await response.text();
      else await response.arrayBuffer();
    } catch (error) {
      body = '';
      status = -1;
      if (unexpected.length < 10) unexpected.push(`${target}: ${String(error)}`);
    }
    if (status !== expected) {
      kinds[kind].unexpected++;
      if (status !== -1 && unexpected.length < 10) unexpected.push(`${status} ${target}`);
    }
    return body;
  }
  return { get, kinds, unexpected, cache };
}

/** One pass of the crawl; `pass` makes its unknown addresses its own. */
async function crawlOnce(origin: string, distDir: string, pass: number, signal?: AbortSignal) {
  const { get, kinds, unexpected, cache } = crawler(origin, signal);
  const index = await get('sitemap', '/sitemap.xml', undefined, true);
  const pages = new Set<string>();
  for (const child of allMatches(index, /<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await get('sitemap', localPath(child), undefined, true);
    // Each page's address and its other languages' (hreflang alternates).
    for (const url of [
      ...allMatches(sitemap, /<loc>([^<]+)<\/loc>/g),
      ...allMatches(sitemap, /<xhtml:link[^>]*href="([^"]+)"/g),
    ])
      pages.add(localPath(url));
  }
  const cards = new Set<string>();
  const images = new Set<string>();
  await pooled([...pages], async (page) => {
    const html = await get('page', page, 'text/html', true);
    for (const card of allMatches(html, /<meta property="og:image" content="([^"]+)"/g))
      cards.add(localPath(card));
    for (const source of allMatches(html, /\/_next\/image\?url=([^&"]+)/g))
      images.add(decodeURIComponent(source.replaceAll('&amp;', '&')));
  });
  await pooled([...cards], (card) => get('card', card).then(() => undefined));
  const { widths, quality } = imageWidths(distDir);
  const imageRequests = [...images].flatMap((source) =>
    widths.map((width) => `/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=${quality}`),
  );
  await pooled(imageRequests, (target) => get('image', target, imageAccept).then(() => undefined));
  const unknown = Array.from({ length: unknownPerPass }, (_, number) => {
    const lang = locales[number % locales.length];
    return `/crawl-${pass}-${number}/missing${lang === 'fr' ? '' : `?lang=${lang}`}`;
  });
  await pooled(unknown, (target) => get('unknown', target, 'text/html').then(() => undefined));
  return {
    kinds,
    cache,
    unexpected,
    targets: {
      pages: pages.size,
      cards: cards.size,
      images: images.size,
      widths,
      unknown: unknownPerPass,
    },
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The crawl `repeats` times over one instance (`pid`, serving `origin` from `distDir`), its
 * resident memory (`residentMb()`, the instance's process tree) sampled each second.
 */
export async function measureCrawl(
  instance: { origin: string; pid: number; distDir: string },
  residentMb: () => number,
  repeats: number,
  log: (line: string) => void,
): Promise<CrawlFigures> {
  const { origin, pid, distDir } = instance;
  const startMb = residentMb();
  const passes: CrawlPass[] = [];
  let targets: CrawlFigures['targets'] | undefined;
  for (let pass = 1; pass <= repeats; pass++) {
    const samples = [residentMb()];
    const timer = setInterval(() => samples.push(residentMb()), 1_000);
    const started = performance.now();
    try {
      const result = await crawlOnce(origin, distDir, pass);
      targets = result.targets;
      const seconds = Math.round((performance.now() - started) / 1000);
      samples.push(residentMb());
      passes.push({
        seconds,
        kinds: result.kinds,
        cache: result.cache,
        unexpected: result.unexpected,
        peakMb: Math.max(...samples),
        afterMb: residentMb(),
      });
      log(`  Crawl ${pass}/${repeats}: ${seconds} s, peak ${Math.max(...samples)} MB`);
    } finally {
      clearInterval(timer);
    }
  }
  await settle(10_000);
  return {
    repeats,
    targets: targets as CrawlFigures['targets'],
    startMb,
    passes,
    peakMb: Math.max(...passes.map((pass) => pass.peakMb)),
    after: processMemory(pid),
  };
}

/** Runs crawl passes one after the other until `signal` aborts; returns how many were begun. */
export async function crawlUntil(origin: string, distDir: string, signal: AbortSignal) {
  let passes = 0;
  while (!signal.aborted) await crawlOnce(origin, distDir, 100 + ++passes, signal);
  return passes;
}
