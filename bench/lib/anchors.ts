import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitUntil } from '../../scripts/lib/cluster';
import { beaconScriptPath } from '../../src/components/site/audience-beacon';

/**
 * The two pages every Lighthouse figure of the site is read beside (decision 043), served by the
 * same front door in the same run: a figure alone cannot tell a slower site from a slower day.
 */
export type AnchorKind = 'bare-next' | 'static-copy' | 'no-beacon' | 'before';

export const anchorLabels: Record<AnchorKind, string> = {
  'bare-next': 'bare Next page',
  'static-copy': 'home, HTML without scripts',
  'no-beacon': 'home without the audience beacon',
  before: 'the site before',
};

/** Where the front door serves each anchor. */
export const anchorPaths = {
  bareNext: '/bench-anchor/bare',
  staticCopy: (lang: string) => `/bench-anchor/static/${lang}/`,
};

export interface AnchorPage {
  kind: AnchorKind;
  /** The language of the page it copies (the bare page has none of ours: French). */
  lang: string;
  path: string;
  /** Where it is measured, when not at `path` on the front door (the earlier site's own). */
  url?: string;
  /** The answer it gives on purpose (the earlier site's not-found page): 200 by default. */
  status?: number;
  /** Requests Chromium refuses while it is measured (Lighthouse's `blockedUrlPatterns`). */
  blockedUrlPatterns?: readonly string[];
}

export interface Anchors {
  pages: AnchorPage[];
  /** nginx locations serving them, for the front door's site block. */
  nginxLocations: string[];
  stop(): Promise<void>;
}

const bareNextDir = 'bench/bare-next';
const nextBin = 'node_modules/next/dist/bin/next';

/** `next build` of the bare page, with the project's own Next, React and settings of Node. */
function buildBareNextPage(log: (line: string) => void): void {
  log('  building the bare Next page (bench/bare-next)…');
  const build = spawnSync(process.execPath, [nextBin, 'build', bareNextDir], {
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`bare Next page: build failed\n${build.stderr}`);
}

async function startBareNextPage(port: number) {
  const child = spawn(
    process.execPath,
    [nextBin, 'start', bareNextDir, '--port', String(port), '--hostname', '127.0.0.1'],
    { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}${anchorPaths.bareNext}`;
  await waitUntil(
    () =>
      fetch(url).then(
        (answer) => answer.ok,
        () => false,
      ),
    60_000,
    'the bare Next page answering',
    exited,
  );
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Our page as the browser receives it, minus everything that runs: inline and external scripts
 * (the React payload among them) and their preloads. Styles, fonts, images stay, so its LCP is
 * what our HTML and CSS alone allow.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

/** Copies the home page of each language, without its scripts, into `dir/<lang>/index.html`. */
async function copyHomeWithoutScripts(origin: string, langs: readonly string[], dir: string) {
  for (const lang of langs) {
    const url = new URL('/', origin);
    if (lang !== 'fr') url.searchParams.set('lang', lang);
    const answer = await fetch(url);
    if (!answer.ok) throw new Error(`static copy: ${url.href} answered ${answer.status}`);
    mkdirSync(path.join(dir, lang), { recursive: true });
    writeFileSync(path.join(dir, lang, 'index.html'), withoutScripts(await answer.text()));
  }
}

/**
 * Builds and starts the bare Next page on `port`, copies the instance's home pages without their
 * scripts into `dir`, and says how the front door serves both.
 */
export async function prepareAnchors(
  instanceOrigin: string,
  port: number,
  langs: readonly string[],
  dir: string,
  log: (line: string) => void,
): Promise<Anchors> {
  buildBareNextPage(log);
  const bare = await startBareNextPage(port);
  const staticDir = path.resolve(dir, 'static-copy');
  await copyHomeWithoutScripts(instanceOrigin, langs, staticDir);
  return {
    pages: [
      { kind: 'bare-next', lang: 'fr', path: anchorPaths.bareNext },
      ...langs.map((lang): AnchorPage => ({
        kind: 'static-copy',
        lang,
        path: anchorPaths.staticCopy(lang),
      })),
      // The same home with the audience beacon's script refused (issue 31: the counting must not
      // cost the page; its inline loader of 156 B stays, it only schedules the script's load).
      ...langs.map((lang): AnchorPage => ({
        kind: 'no-beacon',
        lang,
        path: lang === 'fr' ? '/' : `/?lang=${lang}`,
        blockedUrlPatterns: [`*${beaconScriptPath}`],
      })),
    ],
    nginxLocations: [
      `    location ^~ ${anchorPaths.bareNext} { proxy_pass http://127.0.0.1:${port}; }`,
      `    location ^~ /bench-anchor/static/ { alias ${staticDir}/; }`,
    ],
    stop: bare.stop,
  };
}
