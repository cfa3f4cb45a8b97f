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

  it('lets sharp encode two images at a time, not four (decision 042)', async () => {
    // Four encodes asked for at once, in a process started with the server's environment: a large
    // one and three small ones. sharp counts those it works on; one that has finished is counted
    // until its answer is handed back, by which time its thread has taken the next: with two
    // threads the count reaches 3 at most, with libuv's default four it is 4 all along.
    const fourEncodes = `
      const sharp = require('sharp');
      const noise = { type: 'gaussian', mean: 128, sigma: 40 };
      const image = (size) => ({ create: { width: size, height: size, channels: 3, noise } });
      let done = false;
      let most = 0;
      Promise.all([600, 100, 100, 100].map((size) => sharp(image(size)).webp().toBuffer())).then(
        () => (done = true),
      );
      (function sample() {
        most = Math.max(most, sharp.counters().process);
        if (done) console.log(most);
        else setImmediate(sample);
      })();`;
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', fourEncodes], {
      env: { ...process.env, ...serverEnvironment },
    });
    expect(Number(stdout)).toBeGreaterThanOrEqual(2);
    expect(Number(stdout)).toBeLessThan(4);
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
