import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

/**
 * A process of its own running `script`, which imports the server's modules
 * (server-only-allowed.mjs says why they need it), with `env` added to this one's. Node itself,
 * with tsx as a loader: tsx's command would run the script in a child of its own, which a signal
 * to the command does not reach.
 */
export function spawnServerModules(
  script: string,
  env: Record<string, string>,
): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/lib/server-only-allowed.mjs', script],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}
