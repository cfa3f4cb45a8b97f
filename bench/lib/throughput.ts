import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { allCategories } from '../../src/lib/blog/search';
import { searchKey } from '../../src/lib/blog/search-key';

/** A page measured through the public URL and on the prerendered route it is rewritten to. */
export interface ThroughputTarget {
  frontDoor: string;
  direct: string;
}

/**
 * `/` and `/services?lang=en` go through next.config rewrites (`has` query conditions) to the
 * internal `/{locale}/path` routes; one landing page shows the catch-all path rewrite; the blog
 * list, an article and a searched list show the blog's.
 */
export const throughputTargets: ThroughputTarget[] = [
  { frontDoor: '/', direct: '/fr' },
  { frontDoor: '/services?lang=en', direct: '/en/services' },
  { frontDoor: '/services/geneve', direct: '/fr/services/geneve' },
  { frontDoor: '/blog', direct: '/fr/blog' },
  {
    frontDoor: '/blog/guide-automatisation-n8n-pme',
    direct: '/fr/blog/guide-automatisation-n8n-pme',
  },
  // A searched list goes through the proxy to its cached page (decision 022).
  {
    frontDoor: '/blog?q=whatsapp',
    direct: `/fr/blog-search/${searchKey({ filters: { query: 'whatsapp', category: allCategories }, page: 1 })}`,
  },
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
  target: ThroughputTarget;
  connections: number;
  seconds: number;
  /** Size of the page's HTML, uncompressed and gzipped: what each request carries. */
  htmlBytes: { raw: number; gzip: number };
  frontDoor: LoadFigures;
  direct: LoadFigures;
  /** Front-door requests per second over direct (issue §8 target: at least 0.9). */
  ratio: number;
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
  // No Accept-Encoding: per-request gzip would be the same work on both paths and would dilute
  // the routing cost being compared (in production a CDN or reverse proxy usually compresses).
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

/** Both URLs must serve the same prerendered page, or the comparison means nothing. */
async function checkSamePage(
  frontDoor: string,
  direct: string,
): Promise<{ raw: number; gzip: number }> {
  const [front, inner] = await Promise.all([fetch(frontDoor), fetch(direct)]);
  const [frontHtml, innerHtml] = await Promise.all([front.text(), inner.text()]);
  if (front.status !== 200 || inner.status !== 200) {
    throw new Error(
      `Expected 200 from ${frontDoor} and ${direct}, got ${front.status} and ${inner.status}`,
    );
  }
  const lang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (lang(frontHtml) !== lang(innerHtml)) {
    throw new Error(`${frontDoor} and ${direct} serve different languages`);
  }
  const html = Buffer.from(innerHtml);
  return { raw: html.length, gzip: gzipSync(html).length };
}

/**
 * autocannon against the front door and the direct route, `seconds` each (in two halves,
 * interleaved), for each connection count. Client and server share this machine's cores, so absolute figures understate a real
 * server; the ratio is the figure to watch.
 */
export async function measureThroughput(
  origin: string,
  seconds: number,
  log: (line: string) => void,
): Promise<ThroughputMeasurement[]> {
  const measurements: ThroughputMeasurement[] = [];
  for (const target of throughputTargets) {
    const frontDoor = new URL(target.frontDoor, origin).href;
    const direct = new URL(target.direct, origin).href;
    const htmlBytes = await checkSamePage(frontDoor, direct);
    // Warm both paths (first requests fill Next's caches) before measuring.
    await loadSlice(frontDoor, 10, 1);
    await loadSlice(direct, 10, 1);
    for (const connections of connectionCounts) {
      // Front, direct, direct, front: a drift in the machine's load (it is shared) then weighs
      // on both sides alike instead of on whichever ran second.
      const half = seconds / 2;
      const front1 = await loadSlice(frontDoor, connections, half);
      const direct1 = await loadSlice(direct, connections, half);
      const direct2 = await loadSlice(direct, connections, half);
      const front2 = await loadSlice(frontDoor, connections, half);
      const frontFigures = combine(frontDoor, [front1, front2]);
      const directFigures = combine(direct, [direct1, direct2]);
      const ratio = frontFigures.requestsPerSecond / directFigures.requestsPerSecond;
      measurements.push({
        target,
        connections,
        seconds,
        htmlBytes,
        frontDoor: frontFigures,
        direct: directFigures,
        ratio,
      });
      log(
        `  ${target.frontDoor} ×${connections}: ${frontFigures.requestsPerSecond.toFixed(0)} vs ` +
          `${directFigures.requestsPerSecond.toFixed(0)} req/s (${(ratio * 100).toFixed(0)} %)`,
      );
    }
  }
  return measurements;
}
