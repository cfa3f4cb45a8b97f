import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const patchUrl = pathToFileURL('scripts/lib/unlinked-immediates.mjs').href;

describe('setImmediate without the Immediate as receiver (scripts/lib/unlinked-immediates.mjs)', () => {
  it('runs each callback with no receiver, its arguments, and can still be cleared', async () => {
    const nodeSetImmediate = globalThis.setImmediate;
    await import('../../scripts/lib/unlinked-immediates.mjs');
    try {
      const { receiver, args } = await new Promise<{ receiver: unknown; args: unknown[] }>(
        (resolve) => {
          setImmediate(
            function (this: unknown, ...given: unknown[]) {
              // Strict code: the receiver is exactly what the call gave.
              resolve({ receiver: this, args: given });
            },
            'a',
            2,
          );
        },
      );
      expect(receiver).toBeUndefined();
      expect(args).toEqual(['a', 2]);

      let ran = false;
      const cleared = setImmediate(() => (ran = true));
      clearImmediate(cleared);
      await promisify(setImmediate)();
      await new Promise((resolve) => setImmediate(resolve));
      expect(ran).toBe(false);
      expect(await promisify(setImmediate)('value')).toBe('value');
    } finally {
      globalThis.setImmediate = nodeSetImmediate;
    }
  });

  it('no longer lets an Error made in an immediate keep the later immediates alive', () => {
    // An Error kept after its immediate ran (React's abort reason did) must not hold what later
    // immediates of the same batch carried. Measured in a process of its own, where a collection
    // can be forced and nothing else holds the immediates.
    const script = `
      if (process.argv.includes('unlinked')) await import(${JSON.stringify(patchUrl)});
      const kept = [];
      let carried;
      await new Promise((resolve) => {
        setImmediate(() => kept.push(new Error('kept')));
        const payload = { rows: new Array(1000).fill(0) };
        carried = new WeakRef(payload);
        setImmediate((value) => resolve(value.rows.length), payload);
      });
      // Measured once the event loop has nothing left to run: the batch of immediates is over,
      // and no new immediate or timer is made for the measurement.
      process.once('beforeExit', () => {
        globalThis.gc();
        console.log(carried.deref() === undefined ? 'collected' : 'retained');
      });
    `;
    const run = (...args: string[]) =>
      execFileSync(
        process.execPath,
        ['--expose-gc', '--input-type=module', '-e', script, '--', ...args],
        {
          encoding: 'utf8',
        },
      ).trim();
    // Node's own setImmediate: the chain that made the server run out of memory under load.
    expect(run()).toBe('retained');
    expect(run('unlinked')).toBe('collected');
  });
});
