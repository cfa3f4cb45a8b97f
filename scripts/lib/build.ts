import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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

/** Runs `next build` only when there is no build of the current sources and settings. */
export function ensureBuild(config: Settings, log = console.log): void {
  const fingerprint = buildFingerprint(config);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
    log('Build: up to date');
    return;
  }
  log('Build: building the site (first start or changed sources; about two minutes)…');
  const result = spawnSync('node_modules/.bin/next', ['build'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  writeFileSync(stampFile, fingerprint);
}
