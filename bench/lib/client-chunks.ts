import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

/** What the build says about its client scripts, read from the build folder. */
export interface ClientChunkIndex {
  /** URL paths of Next's root main files: its runtime, React and React DOM. */
  runtimeChunks: Set<string>;
  /** URL path of the legacy-browser polyfill chunk (`noModule`: modern browsers skip it). */
  polyfillChunks: Set<string>;
  /** For each chunk URL path, the client modules it holds (as the client manifests name them). */
  modulesByChunk: Map<string, string[]>;
  /** For each chunk URL path, the layouts/pages whose entry needs it. */
  entriesByChunk: Map<string, string[]>;
  /** What each root main file is, recognised by its content (Turbopack names are hashes). */
  runtimeLabels: Map<string, string>;
}

function* filesUnder(folder: string): Generator<string> {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    const entry = path.join(folder, name);
    if (statSync(entry).isDirectory()) yield* filesUnder(entry);
    else yield entry;
  }
}

const toUrlPath = (file: string) => (file.startsWith('/') ? file : `/_next/${file}`);

/** How a Turbopack chunk defines a module: `,<id>,` then its factory function. */
const moduleDefinition = /[,[](\d+),(?=\(|[A-Za-z_$][\w$]*=>|function)/g;

interface ClientManifest {
  clientModules?: Record<string, { id?: number | string; chunks?: string[] }>;
  entryJSFiles?: Record<string, string[]>;
}

/**
 * Reads build-manifest.json (root main files, polyfills) and every route's client reference
 * manifest, to name what each chunk contains: Turbopack's chunk names are bare hashes.
 */
export function readClientChunkIndex(distDir: string): ClientChunkIndex {
  const buildManifest = JSON.parse(
    readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles?: string[]; polyfillFiles?: string[] };

  // Client modules by Turbopack module id, and the layouts/pages that need each chunk.
  const clientModuleNames = new Map<number, string>();
  const entriesByChunk = new Map<string, Set<string>>();
  const projectName = (name: string) => name.replace(/^\[project\]\//, '');
  for (const file of filesUnder(path.join(distDir, 'server', 'app'))) {
    if (!file.endsWith('_client-reference-manifest.js')) continue;
    // The manifest is a script assigning globalThis.__RSC_MANIFEST[route]; run it in a sandbox.
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
    runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const [moduleName, entry] of Object.entries(manifest.clientModules ?? {})) {
        if (typeof entry.id === 'number') clientModuleNames.set(entry.id, projectName(moduleName));
      }
      for (const [entryName, chunks] of Object.entries(manifest.entryJSFiles ?? {})) {
        for (const chunk of chunks) {
          const key = toUrlPath(chunk);
          entriesByChunk.set(
            key,
            (entriesByChunk.get(key) ?? new Set()).add(projectName(entryName)),
          );
        }
      }
    }
  }

  // A client manifest lists the chunks a module needs, not the one that holds it: find the
  // module's definition (`,<id>,<factory>`) in the chunk files instead.
  const modulesByChunk = new Map<string, Set<string>>();
  const chunkFolder = path.join(distDir, 'static', 'chunks');
  for (const file of filesUnder(chunkFolder)) {
    if (!file.endsWith('.js')) continue;
    const key = `/_next/static/chunks/${path.relative(chunkFolder, file).split(path.sep).join('/')}`;
    const content = readFileSync(file, 'utf8');
    for (const match of content.matchAll(moduleDefinition)) {
      const name = clientModuleNames.get(Number(match[1]));
      if (name) modulesByChunk.set(key, (modulesByChunk.get(key) ?? new Set()).add(name));
    }
  }

  const sorted = (index: Map<string, Set<string>>) =>
    new Map([...index].map(([chunk, names]) => [chunk, [...names].sort()]));
  const runtimeChunks = (buildManifest.rootMainFiles ?? []).map(toUrlPath);
  return {
    runtimeChunks: new Set(runtimeChunks),
    polyfillChunks: new Set((buildManifest.polyfillFiles ?? []).map(toUrlPath)),
    modulesByChunk: sorted(modulesByChunk),
    entriesByChunk: sorted(entriesByChunk),
    runtimeLabels: new Map(
      runtimeChunks.map((urlPath) => [urlPath, recogniseRuntimeChunk(distDir, urlPath)]),
    ),
  };
}

/** Names a root main file by what it contains; good enough to say where the floor's bytes go. */
function recogniseRuntimeChunk(distDir: string, urlPath: string): string {
  const file = staticFile(distDir, urlPath);
  const content = file && existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (path.basename(urlPath).startsWith('turbopack-')) return 'Turbopack chunk loader';
  if (content.includes('__reactContainer$')) return 'React DOM';
  if (content.includes('next-router')) return 'Next.js app router';
  if (content.includes('react.transitional.element')) return 'React + Next.js client helpers';
  return 'Next.js runtime';
}

function staticFile(distDir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith('/_next/static/')) return undefined;
  return path.join(distDir, 'static', urlPath.slice('/_next/static/'.length));
}

/** True when a chunk holds only Next's own client components (router, error boundaries…). */
export function isNextFrameworkChunk(index: ClientChunkIndex, urlPath: string): boolean {
  if (index.runtimeChunks.has(urlPath)) return true;
  const modules = index.modulesByChunk.get(urlPath);
  return (
    modules !== undefined &&
    modules.length > 0 &&
    modules.every((name) => name.startsWith('node_modules/next/'))
  );
}

/**
 * A short human description of a chunk: what a root main file is, else the client modules it
 * defines. Example: "src: language-picker, mobile-menu · lucide-react (Icon) · next (link)".
 */
export function describeChunk(index: ClientChunkIndex, urlPath: string): string {
  const runtime = index.runtimeLabels.get(urlPath);
  const modules = index.modulesByChunk.get(urlPath) ?? [];
  if (runtime) return modules.length > 0 ? `${runtime} — ${describeModules(modules)}` : runtime;
  if (modules.length === 0) {
    const entries = index.entriesByChunk.get(urlPath);
    return entries
      ? `entry of ${entries.join(', ')}`
      : 'loaded on demand (not in a client manifest)';
  }
  return describeModules(modules);
}

function describeModules(modules: string[]): string {
  const projectFiles: string[] = [];
  const packages = new Map<string, string[]>();
  for (const name of modules) {
    const inPackage = /^node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(name);
    if (inPackage) {
      const [, packageName = '', rest = ''] = inPackage;
      const base = path.basename(rest).replace(/\.[cm]?js$/, '');
      packages.set(packageName, [...(packages.get(packageName) ?? []), base]);
    } else {
      projectFiles.push(path.basename(name).replace(/\.tsx?$/, ''));
    }
  }
  const parts: string[] = [];
  if (projectFiles.length > 0) parts.push(`src: ${projectFiles.join(', ')}`);
  for (const [packageName, files] of packages) {
    const shown = files.slice(0, 3).join(', ');
    parts.push(`${packageName} (${shown}${files.length > 3 ? ` +${files.length - 3}` : ''})`);
  }
  return parts.join(' · ');
}

/** Gzip size (Next's default level) of a file of the build's `static` folder, by URL path. */
export function gzipSizeOfStaticFile(
  distDir: string,
  urlPath: string,
): { raw: number; gzip: number } | undefined {
  const file = staticFile(distDir, urlPath);
  if (!file || !existsSync(file)) return undefined;
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content).length };
}
