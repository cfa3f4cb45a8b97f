import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FirstLoadJavaScript } from './first-load-js';
import type { ThroughputMeasurement } from './throughput';
import { benchDatabaseUrl, benchDistDir, startBenchServer, type BenchServer } from './server';

/**
 * The site as it was at an earlier commit, built and served beside this one (`--before=REF`), so
 * that what a change costs is read in one run on one machine: issue 29 asks the bench to compare
 * the public pages before and after the copy moved into the database, and figures of two runs on
 * two days differ more than any change does (decision 043).
 */
export interface BeforeSite {
  ref: string;
  commit: string;
  /** Its worktree, with its own build and database. */
  dir: string;
  server: BenchServer;
  stop(): Promise<void>;
}

/** What the bench measured of the earlier site, kept beside this run's figures. */
export interface BeforeMeasurement {
  ref: string;
  commit: string;
  firstLoadJavaScript?: FirstLoadJavaScript;
  throughput?: ThroughputMeasurement[];
}

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit `ref` names, or an error saying it names none. */
export function resolveCommit(ref: string): string {
  const found = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
    encoding: 'utf8',
  });
  if (found.status !== 0) throw new Error(`--before: "${ref}" names no commit of this repository.`);
  return found.stdout.trim();
}

function run(command: string, args: string[], cwd: string, what: string): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    // Its own build folder and database, relative to its worktree: nothing of this one is shared.
    env: {
      ...process.env,
      NEXT_DIST_DIR: benchDistDir,
      DATABASE_URL: benchDatabaseUrl,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${what} failed:\n${`${result.stdout}\n${result.stderr}`.slice(-4_000)}`);
  }
}

/**
 * Checks `ref` out into a worktree of its own, installs its dependencies (this checkout's,
 * hard-linked, when its lock is the same; `npm ci` otherwise), builds it with its own scripts
 * (its own migrations and seed) and serves it on `port` with the production server.
 */
export async function prepareBeforeSite(
  ref: string,
  port: number,
  log: (line: string) => void,
): Promise<BeforeSite> {
  const commit = resolveCommit(ref);
  const short = commit.slice(0, 9);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-before-'));
  const removeWorktree = () => {
    rmSync(dir, { recursive: true, force: true });
    // Forgets the worktree whose folder is gone (and any an interrupted run left behind).
    spawnSync('git', ['worktree', 'prune']);
  };
  try {
    git(['worktree', 'add', '--detach', '--quiet', dir, commit]);
    const sameLock =
      spawnSync('git', ['diff', '--quiet', commit, 'HEAD', '--', 'package-lock.json']).status === 0;
    if (sameLock) {
      execFileSync('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')]);
    } else {
      log(`  ${short}: its package-lock.json differs, installing its dependencies (npm ci)…`);
      run('npm', ['ci', '--no-audit', '--no-fund'], dir, `npm ci at ${short}`);
    }
    log(`  building the site as it was at ${ref} (${short}) in ${dir}…`);
    run('npm', ['run', 'build'], dir, `the build at ${short}`);
    const server = await startBenchServer(port, log, {
      cwd: dir,
      label: `Before (${short})`,
      env: { NEXT_DIST_DIR: benchDistDir, DATABASE_URL: benchDatabaseUrl },
    });
    return {
      ref,
      commit,
      dir,
      server,
      async stop() {
        await server.stop();
        removeWorktree();
      },
    };
  } catch (error) {
    removeWorktree();
    throw error;
  }
}
