import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { locales } from '../../src/i18n/locales';
import { crawlUntil, type CrawlFigures } from './crawl';
import { median } from './stats';
import type { UploadMemoryFigures } from './upload-memory';

/** Issue 20's figures for one instance, printed, never asserted. */
export interface MemoryMeasurement {
  /** The processes a started instance leaves running (its process tree). */
  processes: string[];
  /** Resident memory once started and idle, in MB. */
  idleMb: number;
  withSearch: MixedLoadFigures;
  withoutSearch: MixedLoadFigures;
  /** Requests per second of the mix with the search over the mix without (target ≥ 0.7). */
  searchRatio: number;
  /** One search answered alone, in ms: a new one (rendered; median over distinct searches) and
   * a repeated one (from the page cache; median of 20). */
  searchMs: { new: number; repeated: number };
  soak?: SoakFigures;
  /** Issue 35's crawl, on a fresh instance of its own. */
  crawl?: CrawlFigures;
  /** Issue 33's uploads through the admin's route, on a fresh instance and database of their own. */
  uploads?: UploadMemoryFigures;
}

export interface MixedLoadFigures {
  paths: number;
  seconds: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Highest resident memory sampled each second during the load, in MB. */
  peakMb: number;
  /** Resident memory 10 s after the load, in MB. */
  afterMb: number;
}

export interface SoakFigures {
  minutes: number;
  /** One sample every 10 s, in MB. */
  samplesMb: number[];
  secondMinuteMedianMb: number;
  lastMinuteMedianMb: number;
  /** Last minute's median over the second minute's, minus one (target within ±0.10). */
  drift: number;
  requestsPerSecond: number;
  /** Crawl passes begun beside the mixed load (issue 35). */
  crawlPasses: number;
  /** Highest sample, in MB (target ≤ 400). */
  peakMb: number;
  /** Least-squares slope of the samples of the last 10 minutes (of the second half of a shorter
   * soak), in MB per minute (target: no upward trend). */
  trendMbPerMinute: number;
}

const sampleEveryMs = 1_000;
const soakSampleEveryMs = 10_000;

/** The pid and its descendants, read from /proc (Linux). */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the parent pid follows the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++)
    tree.push(...(parents.get(tree[index] as number) ?? []));
  return tree;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '(ended)';
  }
}

/** Resident memory of the whole process tree, in MB. */
export function treeRssMb(rootPid: number): number {
  let kilobytes = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kilobytes += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return Math.round(kilobytes / 1024);
}

/** Samples `read()` every `everyMs` until stopped; returns the samples. */
function sampling(read: () => number, everyMs: number) {
  const samples: number[] = [read()];
  const timer = setInterval(() => samples.push(read()), everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      samples.push(read());
      return samples;
    },
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The path of the first article of a language, taken from its RSS feed. */
async function firstArticlePath(origin: string, lang: string): Promise<string> {
  const feed = await (
    await fetch(`${origin}/blog/rss.xml${lang === 'fr' ? '' : `?lang=${lang}`}`)
  ).text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)?.[1];
  if (!link) throw new Error(`the ${lang} feed lists no article`);
  const url = new URL(link.replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/**
 * Issue 20's mixed load: home, services, blog, an article, a landing page, contact, about, a
 * search, the RSS feed in each language, and the sitemap. Without the search, the same mix
 * less the searches.
 */
export async function mixedLoadPaths(origin: string, withSearch: boolean): Promise<string[]> {
  const paths: string[] = [];
  for (const lang of locales) {
    const query = (path: string) =>
      lang === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
    paths.push(
      ...['/', '/services', '/blog', '/services/geneve', '/contact', '/about', '/blog/rss.xml'].map(
        query,
      ),
      await firstArticlePath(origin, lang),
    );
    if (withSearch) paths.push(query('/blog?q=n8n'));
  }
  paths.push('/sitemap.xml');
  return paths;
}

/** The mixed load at 10 connections for `seconds`, each connection cycling through the paths. */
export async function runMixedLoad(origin: string, withSearch: boolean, seconds: number) {
  const paths = await mixedLoadPaths(origin, withSearch);
  const result = await autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return { paths: paths.length, result };
}

async function mixedLoad(
  origin: string,
  pid: number,
  withSearch: boolean,
  seconds: number,
): Promise<MixedLoadFigures> {
  const memory = sampling(() => treeRssMb(pid), sampleEveryMs);
  const { paths, result } = await runMixedLoad(origin, withSearch, seconds);
  const peakMb = Math.max(...memory.stop());
  await settle(10_000);
  return {
    paths,
    seconds,
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    peakMb,
    afterMb: treeRssMb(pid),
  };
}

/** How long `path` takes to answer, alone, in ms. */
async function answerMs(origin: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const roundedMedian = (times: number[]) => Math.round((median(times) ?? 0) * 10) / 10;

/**
 * A search measured alone, one request at a time: new searches (each article's first word of
 * its title, so each finds something and is rendered) and one repeated 20 times (after the
 * first, from the page cache).
 */
async function searchMs(origin: string): Promise<{ new: number; repeated: number }> {
  const posts = (await (await fetch(`${origin}/data/blog-posts.json`)).json()) as {
    title: string;
  }[];
  const words = [...new Set(posts.map((post) => post.title.split(' ')[0] ?? ''))].filter(Boolean);
  const fresh: number[] = [];
  for (const word of words)
    fresh.push(await answerMs(origin, `/blog?q=${encodeURIComponent(word)}`));
  const repeated: number[] = [];
  for (let request = 0; request < 22; request++) {
    const time = await answerMs(origin, '/blog?q=n8n');
    // The first two render and store it.
    if (request >= 2) repeated.push(time);
  }
  return { new: roundedMedian(fresh), repeated: roundedMedian(repeated) };
}

/** The least-squares slope of samples taken every `everyMs`, per minute. */
function slopePerMinute(samples: number[], everyMs: number): number {
  const count = samples.length;
  if (count < 2) return 0;
  const meanX = (count - 1) / 2;
  const meanY = samples.reduce((sum, sample) => sum + sample, 0) / count;
  let covariance = 0;
  let variance = 0;
  samples.forEach((sample, index) => {
    covariance += (index - meanX) * (sample - meanY);
    variance += (index - meanX) ** 2;
  });
  return Number(((covariance / variance) * (60_000 / everyMs)).toFixed(2));
}

/**
 * A long mixed load at 10 connections beside the crawl passing again and again (issue 35),
 * memory sampled every 10 s: does it keep growing?
 */
async function soak(
  origin: string,
  pid: number,
  distDir: string,
  minutes: number,
): Promise<SoakFigures> {
  const memory = sampling(() => treeRssMb(pid), soakSampleEveryMs);
  const crawlEnd = new AbortController();
  const crawling = crawlUntil(origin, distDir, crawlEnd.signal);
  const { result } = await runMixedLoad(origin, true, minutes * 60);
  crawlEnd.abort();
  const crawlPasses = await crawling;
  const samplesMb = memory.stop();
  const perMinute = 60_000 / soakSampleEveryMs;
  const secondMinuteMedianMb = median(samplesMb.slice(perMinute, 2 * perMinute)) ?? 0;
  const lastMinuteMedianMb = median(samplesMb.slice(-perMinute)) ?? 0;
  return {
    minutes,
    samplesMb,
    secondMinuteMedianMb,
    lastMinuteMedianMb,
    drift: Number((lastMinuteMedianMb / secondMinuteMedianMb - 1).toFixed(3)),
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    crawlPasses,
    peakMb: Math.max(...samplesMb),
    trendMbPerMinute: slopePerMinute(
      samplesMb.slice(-Math.min(10 * perMinute, Math.ceil(samplesMb.length / 2))),
      soakSampleEveryMs,
    ),
  };
}

/**
 * One freshly started instance (`pid`, serving `origin`): its processes, its memory idle, under
 * the mixed load with and without the search, the search's own time, and with `soakMinutes` a
 * soak. The load generator shares the machine's cores: the ratio carries over, the absolute
 * requests per second do not.
 */
export async function measureMemory(
  origin: string,
  pid: number,
  options: { seconds: number; distDir: string; soakMinutes?: number },
  log: (line: string) => void,
): Promise<MemoryMeasurement> {
  const processes = processTree(pid).map(commandLine);
  // What start-up allocated (migrations checked, the worker's first look, Next's first routes)
  // is collected within seconds: idle means after that.
  await settle(15_000);
  const idleMb = treeRssMb(pid);
  log(`  Mixed load with the search (${options.seconds} s)…`);
  const withSearch = await mixedLoad(origin, pid, true, options.seconds);
  log(`  Mixed load without the search (${options.seconds} s)…`);
  const withoutSearch = await mixedLoad(origin, pid, false, options.seconds);
  const search = await searchMs(origin);
  let soakFigures: SoakFigures | undefined;
  if (options.soakMinutes) {
    log(`  Soak: ${options.soakMinutes} minutes of the mixed load and the crawl…`);
    soakFigures = await soak(origin, pid, options.distDir, options.soakMinutes);
  }
  return {
    processes,
    idleMb,
    withSearch,
    withoutSearch,
    searchRatio: Number(
      (withSearch.requestsPerSecond / withoutSearch.requestsPerSecond).toFixed(2),
    ),
    searchMs: search,
    soak: soakFigures,
  };
}
