import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumFlags } from '../../scripts/lib/chromium';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

/**
 * Starts headless Chromium with a DevTools port for Lighthouse, the way chrome-launcher
 * would, with this machine's flags and a throwaway profile.
 */
export async function launchDebuggableChromium(
  executable: string,
  extraFlags: readonly string[] = [],
): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      ...chromiumFlags,
      ...extraFlags,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const stopOnExit = () => child.kill('SIGKILL');
  process.on('exit', stopOnExit);

  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port:\n${stderr}`)),
      30_000,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (code ${code}):\n${stderr}`));
    });
  });
  // Keep draining stderr so Chromium never blocks on a full pipe.
  child.stderr.resume();

  return {
    port,
    async close() {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes can still be writing into the profile a moment after the
      // browser has exited (ENOTEMPTY): Node retries the removal then, with its own back-off.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
    },
  };
}
