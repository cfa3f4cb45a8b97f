import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';

/**
 * Pages measured through their public URL: `/` and `/services?lang=en` go through next.config
 * rewrites (`has` query conditions) to the internal `/{locale}/path` routes; one landing page shows
 * the catch-all path rewrite; the blog list, an article and a searched list show the blog's (a
 * searched list goes through the proxy to its cached page, decision 022). The internal routes
 * themselves answer 308 to the public URL since issue 14: there is no "direct" route to compare
 * with any more, and every page has one URL.
 */
export const throughputPaths = [
  '/',
  '/services?lang=en',
  '/services/geneve',
  '/blog',
  '/blog/guide-automatisation-n8n-pme',
  '/blog?q=whatsapp',
];

export const connectionCounts = [10, 50] as const;

export interface LoadFigures {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface ThroughputMeasurement {
  path: string;
  connections: number;
  seconds: number;
  /** Size of the page's HTML, uncompressed and gzipped: what each request carries. */
  htmlBytes: { raw: number; gzip: number };
  figures: LoadFigures;
}

interface LoadSlice {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function loadSlice(url: string, connections: number, seconds: number): Promise<LoadSlice> {
  // No Accept-Encoding: in production the reverse proxy compresses (deploy/nginx.conf).
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Two slices make one measurement: requests per second over both, p50 their mean, p99 the
 * worse of the two (percentiles of separate runs cannot be merged exactly).
 */
function combine(url: string, slices: LoadSlice[]): LoadFigures {
  const sum = (pick: (slice: LoadSlice) => number) =>
    slices.reduce((total, slice) => total + pick(slice), 0);
  return {
    url,
    requestsPerSecond: sum((slice) => slice.requests) / sum((slice) => slice.seconds),
    p50Ms: sum((slice) => slice.p50Ms) / slices.length,
    p99Ms: Math.max(...slices.map((slice) => slice.p99Ms)),
    errors: sum((slice) => slice.errors),
    non2xx: sum((slice) => slice.non2xx),
  };
}

/** The page must answer 200 with HTML: its size is what each request carries. */
async function pageSize(url: string): Promise<{ raw: number; gzip: number }> {
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 200) throw new Error(`Expected 200 from ${url}, got ${response.status}`);
  const html = Buffer.from(await response.text());
  return { raw: html.length, gzip: gzipSync(html).length };
}

/**
 * autocannon against each page, `seconds` per connection count (in two halves, so that a drift
 * in the shared machine's load shows as a worse p99 rather than going unseen). Client and server
 * share this machine's cores, so absolute figures understate a real server.
 */
export async function measureThroughput(
  origin: string,
  seconds: number,
  log: (line: string) => void,
): Promise<ThroughputMeasurement[]> {
  const measurements: ThroughputMeasurement[] = [];
  for (const path of throughputPaths) {
    const url = new URL(path, origin).href;
    const htmlBytes = await pageSize(url);
    // The first requests fill Next's caches.
    await loadSlice(url, 10, 1);
    for (const connections of connectionCounts) {
      const half = seconds / 2;
      const figures = combine(url, [
        await loadSlice(url, connections, half),
        await loadSlice(url, connections, half),
      ]);
      measurements.push({ path, connections, seconds, htmlBytes, figures });
      log(`  ${path} ×${connections}: ${figures.requestsPerSecond.toFixed(0)} req/s`);
    }
  }
  return measurements;
}
