import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeOnlySettings, type Settings } from '../../src/config/settings';

const stampFile = path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_STAMP');
const inputs = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else {
    yield entry;
  }
}

/**
 * What a build depends on: the source tree and the public settings baked into prerendered
 * pages. Runtime-only settings (database, port, mail, limits) do not force a rebuild.
 */
export function buildFingerprint(config: Settings): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) hash.update(file).update(readFileSync(file));
  }
  const baked = Object.entries(config).filter(
    ([name]) => !(runtimeOnlySettings as readonly string[]).includes(name),
  );
  hash.update(JSON.stringify(baked));
  // The end-to-end build has test-only routes (next.config `pageExtensions`): never reused for `npm start`.
  hash.update(`e2e:${process.env.E2E_BUILD === '1'}`);
  return hash.digest('hex');
}

/**
 * The environment `next build` runs in. Two builds of the same sources and settings get the same
 * build id, and with APP_SECRET set the same server-actions key (derived from it), so instances
 * built apart still accept each other's pages and form posts. (Instances of one build agree
 * anyway: the key generated at build time is part of the build.)
 */
function buildEnvironment(config: Settings, fingerprint: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_BUILD_ID: fingerprint.slice(0, 20) };
  if (config.APP_SECRET && !process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY)
    env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = createHmac('sha256', config.APP_SECRET)
      .update('next-server-actions-encryption-key')
      .digest('base64');
  return env;
}

/** The fingerprint the current build was made from, if there is one. */
function stamped(): string | undefined {
  return existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined;
}

function runBuild(config: Settings, fingerprint: string): void {
  const result = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: buildEnvironment(config, fingerprint),
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  writeFileSync(stampFile, fingerprint);
}

/** Runs `next build` now and records which sources and settings it was made from. */
export function build(config: Settings): void {
  runBuild(config, buildFingerprint(config));
}

/** Whether the build folder holds a build of the current sources and settings. */
export function buildState(config: Settings): 'current' | 'missing' | 'stale' {
  const stamp = stamped();
  if (stamp === undefined) return 'missing';
  return stamp === buildFingerprint(config) ? 'current' : 'stale';
}

/** Runs `next build` only when there is no build of the current sources and settings. */
export function ensureBuild(config: Settings, log = console.log): void {
  // Read the source tree once: the same fingerprint decides and, when needed, stamps the build.
  const fingerprint = buildFingerprint(config);
  if (stamped() === fingerprint) {
    log('Build: up to date');
    return;
  }
  log('Build: building the site (first start or changed sources; about two minutes)…');
  runBuild(config, fingerprint);
}
