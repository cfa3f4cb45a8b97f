import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverArgs, serverEnvironment } from '../../scripts/lib/server-command.mjs';

/**
 * The bench builds into its own folder and uses its own database, so it never disturbs a dev
 * server or the `npm start` build running from the same checkout.
 */
export const benchDistDir = '.next-bench';
export const benchDatabaseUrl = './data/bench.db';

export interface BenchServer {
  origin: string;
  /** The server process (`node scripts/serve.mjs`), for what the memory section reads of it. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * `next build` rewrites tsconfig.json and next-env.d.ts to point at the folder it builds into.
 * Those files are shared with the dev server and other tools, so the bench puts them back.
 */
const filesNextBuildRewrites = ['tsconfig.json', 'next-env.d.ts'];

function snapshotFiles(files: string[]): () => void {
  const saved = files.filter(existsSync).map((file) => [file, readFileSync(file, 'utf8')] as const);
  return () => {
    for (const [file, content] of saved) {
      if (readFileSync(file, 'utf8') !== content) writeFileSync(file, content);
    }
  };
}

/**
 * Migrates and seeds the bench database, then builds only when sources or settings changed
 * (or, with `reuseBuild`, serves whatever build is there).
 */
export async function prepareBenchBuild(
  reuseBuild: boolean,
  log: (line: string) => void,
): Promise<void> {
  process.env.NEXT_DIST_DIR ||= benchDistDir;
  process.env.DATABASE_URL ||= benchDatabaseUrl;
  // Imported here, after the environment is set: build.ts reads NEXT_DIST_DIR when loaded.
  const { loadSettingsOrExit } = await import('../../scripts/lib/load-settings');
  const { prepareDatabase } = await import('../../scripts/lib/database');
  const { ensureBuild } = await import('../../scripts/lib/build');
  const config = loadSettingsOrExit();
  await prepareDatabase(process.env.DATABASE_URL, log);
  if (reuseBuild) {
    if (!existsSync(path.join(process.env.NEXT_DIST_DIR, 'BUILD_ID'))) {
      throw new Error(`--reuse-build: there is no build in ${process.env.NEXT_DIST_DIR} yet.`);
    }
    log(`Build: reusing ${process.env.NEXT_DIST_DIR} as is (--reuse-build)`);
    return;
  }
  const restoreSharedFiles = snapshotFiles(filesNextBuildRewrites);
  try {
    ensureBuild(config, log);
  } finally {
    restoreSharedFiles();
  }
}

async function respondsAt(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to the server's whole process group (Next may fork a worker). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export interface BenchServerOptions {
  /** Environment for this instance on top of the bench's own (e.g. its own database). */
  env?: Record<string, string>;
  /** How the log names this instance. */
  label?: string;
  /** Flags for node before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** The checkout whose build it serves (an earlier commit's worktree: `--before`). */
  cwd?: string;
}

/** Servers still running, so an interrupted bench can stop every one of them. */
const runningServers = new Set<BenchServer>();

/** Stops every bench server still running (on Ctrl-C or SIGTERM). */
export async function stopAllBenchServers(): Promise<void> {
  await Promise.all([...runningServers].map((server) => server.stop()));
}

/**
 * Serves the bench build on 127.0.0.1:port through `scripts/serve.mjs`, the production server
 * (decision 009: it decides the client address from the socket), and resolves once it answers.
 * The server is stopped by `stop()`, and also when this process exits or is interrupted.
 */
export async function startBenchServer(
  port: number,
  log: (line: string) => void,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const origin = `http://127.0.0.1:${port}`;
  const label = options.label ?? 'Server';
  if (await respondsAt(`${origin}/`)) {
    throw new Error(`Something already listens on ${origin}; stop it or pass --port=<free port>.`);
  }
  const child = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      ...serverArgs(['--port', String(port), '--hostname', '127.0.0.1']),
    ],
    {
      detached: true, // own process group, so stopping it also stops any worker it forked
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...serverEnvironment, NODE_ENV: 'production', ...options.env },
    },
  );
  let output = '';
  const keepOutput = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keepOutput);
  child.stderr?.on('data', keepOutput);

  const stopOnExit = () => signalGroup(child, 'SIGKILL');
  process.on('exit', stopOnExit);

  const server: BenchServer = {
    origin,
    pid: child.pid ?? 0,
    async stop() {
      runningServers.delete(server);
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  runningServers.add(server);

  const deadline = Date.now() + 60_000;
  while (!(await respondsAt(`${origin}/`))) {
    if (child.exitCode !== null) {
      await server.stop();
      throw new Error(`scripts/serve.mjs exited (code ${child.exitCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`scripts/serve.mjs did not answer on ${origin} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  log(`${label}: scripts/serve.mjs on ${origin} (pid ${child.pid})`);
  return server;
}
