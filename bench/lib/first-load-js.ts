import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumFlags } from '../../scripts/lib/chromium';
import {
  describeChunk,
  gzipSizeOfStaticFile,
  isNextFrameworkChunk,
  readClientChunkIndex,
} from './client-chunks';
import { publicUrl, type BenchPage } from './pages';

export interface ScriptFile {
  /** URL path (or full URL for anything not served by the site). */
  url: string;
  raw: number;
  gzip: number;
  /** What the chunk holds, from the build's client manifests. */
  contents: string;
}

export interface RouteJavaScript {
  path: string;
  status: number;
  /** Scripts requested before the load event: the first-load JavaScript. */
  scripts: ScriptFile[];
  gzip: number;
  /** Bytes (gzip) above the bare floor. */
  aboveFloor: number;
  /** Scripts after the load event, and those fetched for the routes its links lead to: not counted. */
  lateScripts: ScriptFile[];
  /** Requests to other hosts, blocked by the bench (everything stays on 127.0.0.1). */
  blockedExternal: string[];
}

export interface FirstLoadJavaScript {
  /** Next's own scripts that every route loads: what a bare Next 16 page loads. */
  floor: { gzip: number; scripts: ScriptFile[] };
  /** Allowed bytes above the floor (issue §8). */
  budgetAboveFloor: number;
  /** App scripts every measured route loads on top of the floor (the layout's client parts). */
  sharedAboveFloor: ScriptFile[];
  routes: RouteJavaScript[];
}

export const budgetAboveFloor = 25 * 1024;

/** How long to wait, after load, for late scripts before moving on. */
const settleMs = 3_000;

/**
 * Loads each page in headless Chromium (fresh context, so an empty cache) and lists the scripts
 * it requests. Sizes are the gzip size (Next's default level) of the built files, so they do not
 * depend on what the server negotiated. The polyfill chunk is `noModule` and never requested by
 * a modern browser; it is excluded explicitly in case.
 */
export async function measureFirstLoadJavaScript(
  origin: string,
  chromiumPath: string,
  distDir: string,
  pages: BenchPage[],
  log: (line: string) => void,
): Promise<FirstLoadJavaScript> {
  const index = readClientChunkIndex(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const routes: RouteJavaScript[] = [];
  try {
    for (const benchPage of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const blockedExternal: string[] = [];
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith('data:')) return route.continue();
        blockedExternal.push(url);
        return route.abort('blockedbyclient');
      });
      let loaded = false;
      page.on('load', () => (loaded = true));
      const early: { url: string; body?: Promise<Buffer> }[] = [];
      const late: { url: string; body?: Promise<Buffer> }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const url = response.url();
        const entry = {
          url,
          // Only needed for scripts the build folder does not hold.
          body: url.startsWith(`${origin}/_next/static/`)
            ? undefined
            : response.body().catch(() => Buffer.alloc(0)),
        };
        (loaded ? late : early).push(entry);
      });
      const response = await page.goto(publicUrl(origin, benchPage, 'fr'), {
        waitUntil: 'load',
      });
      await page.waitForLoadState('networkidle', { timeout: settleMs }).catch(() => undefined);
      await page.waitForTimeout(500);

      const sized = async (entries: typeof early): Promise<ScriptFile[]> => {
        const files: ScriptFile[] = [];
        for (const entry of entries) {
          const url = entry.url.startsWith(origin) ? entry.url.slice(origin.length) : entry.url;
          const urlPath = url.split('?')[0] ?? url;
          if (index.polyfillChunks.has(urlPath)) continue;
          let sizes = gzipSizeOfStaticFile(distDir, urlPath);
          if (!sizes && entry.body) {
            const body = await entry.body;
            sizes = { raw: body.length, gzip: gzipSync(body).length };
          }
          if (!sizes) continue;
          files.push({ url: urlPath, ...sizes, contents: describeChunk(index, urlPath) });
        }
        return files;
      };
      // A script the page's HTML never names (not a <script> tag, not a client reference in its
      // RSC payload) was fetched for another route: the router prefetching the page's links. It
      // is listed with the late ones, not counted as this page's first load.
      const html = (await response?.text().catch(() => '')) ?? '';
      const named = (entry: { url: string }) =>
        html.includes(entry.url.split('?')[0]!.split('/').pop()!);
      const scripts = await sized(early.filter(named));
      routes.push({
        path: benchPage.path,
        status: response?.status() ?? 0,
        scripts,
        gzip: scripts.reduce((sum, file) => sum + file.gzip, 0),
        aboveFloor: 0,
        lateScripts: await sized([...early.filter((entry) => !named(entry)), ...late]),
        blockedExternal,
      });
      log(`  ${benchPage.path}: ${scripts.length} scripts`);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  if (routes.length === 0) throw new Error('No page to measure');
  // The floor: Next's own scripts that every measured route loads.
  const loadedByEvery = routes
    .map((route) => new Set(route.scripts.map((file) => file.url)))
    .reduce((common, next) => new Set([...common].filter((url) => next.has(url))));
  const everyRouteScripts = (routes[0]?.scripts ?? []).filter((file) =>
    loadedByEvery.has(file.url),
  );
  const floorScripts = everyRouteScripts.filter((file) => isNextFrameworkChunk(index, file.url));
  const floorUrls = new Set(floorScripts.map((file) => file.url));
  const floorGzip = floorScripts.reduce((sum, file) => sum + file.gzip, 0);
  for (const route of routes) route.aboveFloor = route.gzip - floorGzip;

  return {
    floor: { gzip: floorGzip, scripts: floorScripts },
    budgetAboveFloor,
    sharedAboveFloor: everyRouteScripts.filter((file) => !floorUrls.has(file.url)),
    routes,
  };
}
