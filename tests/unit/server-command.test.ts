// One command line for the production server (decision 022): npm's scripts run exactly the one
// the topology, the end-to-end servers and the bench run, with the memory bounds.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  keepAliveSeconds,
  serverCommand,
  serverEnvironment,
  serverNodeFlags,
} from '../../scripts/lib/server-command.mjs';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the production server command', () => {
  it.each(['start', 'serve'])(
    'npm run %s ends by exec-ing the server with its memory bounds',
    (name) => {
      expect(scripts[name]).toMatch(
        new RegExp(`&& exec ${serverCommand([]).replaceAll('-', '\\-')}$`),
      );
    },
  );

  it('bounds the old generation and the young generation of the heap', () => {
    expect(serverNodeFlags).toEqual([
      expect.stringMatching(/^--max-old-space-size=\d+$/),
      expect.stringMatching(/^--max-semi-space-size=\d+$/),
    ]);
    expect(serverCommand(['--port', '3001'])).toBe(
      `env MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=131072 UV_THREADPOOL_SIZE=2 node ${serverNodeFlags.join(' ')} scripts/serve.mjs --port 3001`,
    );
  });

  it('limits the allocator to one arena and gives large blocks back (decision 042)', () => {
    expect(serverEnvironment).toMatchObject({
      MALLOC_ARENA_MAX: '1',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
  });

  it('gives the server two libuv threads, which bound how many images sharp encodes at once (decision 042)', async () => {
    // sharp encodes on libuv's thread pool, so the pool's size bounds its encodes (decision 042).
    // Counted as threads: the pool starts whole at its first task, and a process started with the
    // server's environment has exactly one thread more than the same process with a pool of one,
    // on any machine and under any load (counting sharp's encodes in flight was not: on a busy
    // machine a finished one stays counted until the main thread hears of it).
    const threadsAfterFirstTask = `
      const fs = require('node:fs');
      fs.stat('/', () => console.log(fs.readdirSync('/proc/self/task').length));`;
    const threads = async (environment: Record<string, string>) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['-e', threadsAfterFirstTask],
        { env: { ...process.env, ...environment } },
      );
      return Number(stdout);
    };
    const poolOfOne = await threads({ ...serverEnvironment, UV_THREADPOOL_SIZE: '1' });
    expect(await threads(serverEnvironment)).toBe(poolOfOne + 1);
  }, 30_000);

  it('keeps idle connections open longer than nginx keeps its own to the instances', () => {
    const upstream = /upstream agency_instances \{([^}]*)\}/.exec(
      readFileSync('deploy/nginx.conf', 'utf8'),
    )![1]!;
    const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(nginxSeconds).toBeGreaterThan(0);
    expect(keepAliveSeconds).toBeGreaterThan(nginxSeconds);
  });
});
