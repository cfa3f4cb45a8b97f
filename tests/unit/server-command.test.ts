// One command line for the production server (decision 022): npm's scripts run exactly the one
// the topology, the end-to-end servers and the bench run, with the memory bounds.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
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
      `env MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node ${serverNodeFlags.join(' ')} scripts/serve.mjs --port 3001`,
    );
  });

  it('limits the allocator to two arenas and gives large blocks back (decision 042)', () => {
    expect(serverEnvironment).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });
});
