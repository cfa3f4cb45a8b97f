import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { generateArchive } from '../../scripts/lib/blog-archive';
import { prepareDatabase } from '../../scripts/lib/database';
import { withDatabase } from '../../src/server/db/connection.server';
import { postSeeds } from '../../src/server/blog/seed-posts';
import { listBlogPage } from '../../src/server/blog/posts.server';
import { measureLighthouseThroughFrontDoor } from './front-door';
import type { LighthouseFigures } from './lighthouse';
import { startBenchServer } from './server';
import { median } from './stats';

/*
 * The growth section (issue 19): the same blog at 5, 500 and 2 000 posts in four languages,
 * measured the same way, side by side. Each size is a database of its own (the seed's five
 * articles, then copies of them with their whole text: two or three years of weekly articles),
 * served by an instance of the one bench build on it.
 */

/** Published posts in each measured blog: the seed alone, then two archives. */
export const growthSizes = [5, 500, 2000] as const;

/** The pages and files whose size is compared (the list, a search, the feeds, the sitemap, the JSON). */
export const growthFiles = [
  '/blog',
  '/blog?lang=ar',
  '/blog?q=whatsapp',
  '/blog?page=2',
  '/blog/guide-automatisation-n8n-pme',
  '/blog/rss.xml',
  '/blog/atom.xml',
  '/sitemap.xml',
  '/sitemaps/posts-fr.xml',
  '/data/blog-posts.json?limit=50',
  '/data/blog-posts.json',
] as const;

/** Pages loaded under autocannon (served from the page cache once rendered). */
export const growthLoadPaths = ['/blog', '/blog?q=whatsapp', '/blog/guide-automatisation-n8n-pme'];

/**
 * Searches a visitor might type, each sent once per size on its first and second page: each is a
 * new page to render (not yet in the page cache), which is what a new search costs.
 */
const searches = [
  'n8n',
  'whats',
  'automatisation',
  'roi',
  'chatbot',
  'leads',
  'pme',
  'workflow',
  'alpines',
  'zapier',
  'génération',
  'réservation',
  'ia',
  'crm',
  'service client',
  'n8n suisse',
  'الأتمتة',
  'روبوت محادثة',
  'شاتبوت',
  'العملاء',
];

export interface Percentiles {
  p50Ms: number;
  p99Ms: number;
  samples: number;
}

export interface GrowthMeasurement {
  posts: number;
  /** Each file's size, uncompressed and gzipped, and the status it answered. */
  files: { path: string; status: number; raw: number; gzip: number }[];
  /** Mobile Lighthouse of /blog, French and Arabic. */
  lighthouse: { lang: string; median: LighthouseFigures }[];
  load: { path: string; requestsPerSecond: number; p50Ms: number; p99Ms: number }[];
  /** A new search through the front door: proxy, render, page cache store. */
  searchHttp: Percentiles;
  /** The data module's search query alone (count and page of results), in the bench process. */
  searchQuery: Percentiles;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50Ms: median(sorted) ?? 0, p99Ms: at(0.99), samples: sorted.length };
}

/** A database with `posts` published posts: the seed's, then generated copies. */
async function growthDatabase(posts: number, log: (line: string) => void): Promise<string> {
  const file = `./data/bench-growth-${posts}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  await prepareDatabase(file, () => {});
  const extra = posts - postSeeds().length;
  if (extra > 0) {
    const started = Date.now();
    await withDatabase(file, (db) =>
      generateArchive(db, {
        count: extra,
        prefix: 'growth',
        newest: new Date(Date.now() - 24 * 3_600_000),
        fullContent: true,
      }),
    );
    log(`  ${posts} posts: ${extra} generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return file;
}

async function fileSizes(origin: string): Promise<GrowthMeasurement['files']> {
  const files: GrowthMeasurement['files'] = [];
  for (const path of growthFiles) {
    // No Accept-Encoding: the raw size; gzip is computed here, as a proxy would compress.
    const response = await fetch(new URL(path, origin));
    const body = Buffer.from(await response.arrayBuffer());
    files.push({ path, status: response.status, raw: body.length, gzip: gzipSync(body).length });
  }
  return files;
}

async function timedSearches(origin: string): Promise<Percentiles> {
  const samples: number[] = [];
  for (const page of [1, 2])
    for (const query of searches) {
      const url = new URL('/blog', origin);
      url.searchParams.set('q', query);
      if (page > 1) url.searchParams.set('page', String(page));
      const started = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      // A page past the last one answers 404 at the same cost: it is measured all the same.
      samples.push(performance.now() - started);
    }
  return percentiles(samples);
}

async function timedQueries(file: string): Promise<Percentiles> {
  return withDatabase(file, async (db) => {
    const samples: number[] = [];
    for (let round = 0; round < 5; round++)
      for (const query of searches) {
        const locale = /[\u0600-\u06ff]/.test(query) ? 'ar' : 'fr';
        const started = performance.now();
        await listBlogPage(locale, { filters: { query, category: 'all' }, page: 1 }, db);
        samples.push(performance.now() - started);
      }
    return percentiles(samples);
  });
}

async function underLoad(origin: string, seconds: number): Promise<GrowthMeasurement['load']> {
  const load: GrowthMeasurement['load'] = [];
  for (const path of growthLoadPaths) {
    const url = new URL(path, origin).href;
    await autocannon({ url, connections: 10, duration: 1 });
    const result = await autocannon({ url, connections: 10, duration: seconds, timeout: 10 });
    load.push({
      path,
      requestsPerSecond: result.requests.total / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    });
  }
  return load;
}

/**
 * Each size in turn: its database, an instance on `port`, the sizes of the blog's pages and
 * files, mobile Lighthouse of /blog, requests per second, and new searches timed through the
 * front door and as the data module's query alone.
 */
export async function measureGrowth(
  port: number,
  {
    seconds,
    lighthouseRuns,
    chromium,
  }: { seconds: number; lighthouseRuns: number; chromium: string },
  log: (line: string) => void,
): Promise<GrowthMeasurement[]> {
  const measurements: GrowthMeasurement[] = [];
  for (const posts of growthSizes) {
    const file = await growthDatabase(posts, log);
    const instance = await startBenchServer(port, log, {
      env: { DATABASE_URL: file },
      label: `Instance (${posts} posts)`,
    });
    try {
      const { origin } = instance;
      // The first request of each page renders it (a build's pages are rendered anew, decision 011).
      for (const path of growthFiles) await (await fetch(new URL(path, origin))).arrayBuffer();
      const files = await fileSizes(origin);
      const lighthouse = await measureLighthouseThroughFrontDoor(
        port + 5,
        port,
        chromium,
        {
          pages: [{ path: '/blog', status: 200 }],
          langs: ['fr', 'ar'],
          runs: lighthouseRuns,
          formFactors: ['mobile'],
        },
        log,
      );
      const load = await underLoad(origin, seconds);
      const searchHttp = await timedSearches(origin);
      const searchQuery = await timedQueries(file);
      measurements.push({
        posts,
        files,
        lighthouse: lighthouse.map(({ lang, median: figures }) => ({ lang, median: figures })),
        load,
        searchHttp,
        searchQuery,
      });
      log(
        `  ${posts} posts: /blog ${files[0]?.raw} B, search p50 ${searchHttp.p50Ms.toFixed(0)} ms ` +
          `(query ${searchQuery.p50Ms.toFixed(1)} ms)`,
      );
    } finally {
      await instance.stop();
    }
  }
  return measurements;
}
