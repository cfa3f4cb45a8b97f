import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { forgetProcessState } from '@/config/process-state.mjs';
import { settings } from '@/config/settings';
import { BoundedMemoryStore } from '@/server/cache/bounded-memory-store.mjs';
import { lastChange, recordChange } from '@/server/cache/freshness-state.mjs';

/*
 * The test files of a worker share one process (decision 086): what a module keeps beyond one
 * call must be forgotten between two files, or be the same whatever the database.
 */

/**
 * Modules that keep state for the process's life without registering it, and why that state
 * is the same for every database and every file.
 */
const keptOnPurpose: Record<string, string> = {
  'i18n/messages.ts': 'the message files, typeset once',
  'lib/admin/format.ts': 'date formatters per language',
  'lib/request-context.mjs': "the request's context, held only while it runs",
  'server/auth/password-policy.server.ts': 'the dictionary of common passwords',
  'server/blog/seed-posts/index.ts': 'the seed articles, read from their files',
  'server/db/text-search.server.ts': 'the forms of each letter, built from a constant table',
  'server/og/card-design.server.ts': "the social cards' design version, from code and font files",
  'server/mail/outbox-worker.server.ts': "the process's run, part of its workers' identity",
  'server/security/secret.server.ts': 'the secret of each database, held per connection',
  'server/uploads/image-processing.server.ts': 'a bound on concurrent image work, no data',
};

const sourceRoot = path.join(process.cwd(), 'src');

function modulesUnder(folder: string): string[] {
  return readdirSync(path.join(sourceRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

// State on globalThis, a module-level `let`, or a container created empty at load (to be filled).
const keepsState =
  /globalThis|^let |^(export )?const \w+( *:[^=]*)? = new (Map|Set|WeakMap)(<[^=]*>)?\(\)/m;

describe('per-process state (src/config/process-state.mjs)', () => {
  it('is registered to be forgotten, or kept on purpose for a reason that holds for any database', () => {
    const holders = ['server', 'lib', 'config', 'i18n']
      .flatMap(modulesUnder)
      .filter((module) => keepsState.test(readFileSync(path.join(sourceRoot, module), 'utf8')));
    const unregistered = holders.filter(
      (module) =>
        !readFileSync(path.join(sourceRoot, module), 'utf8').includes('registerProcessState'),
    );
    expect(unregistered.sort()).toEqual(Object.keys(keptOnPurpose).sort());
  });

  it('is forgotten: settings read again, freshness records and bounded stores emptied', async () => {
    vi.stubEnv('FORM_RATE_LIMIT', '7');
    expect(settings().FORM_RATE_LIMIT).toBe(7);
    vi.stubEnv('FORM_RATE_LIMIT', '8');
    expect(settings().FORM_RATE_LIMIT).toBe(7);
    recordChange('blog', 1_000, 2_000);
    const store = new BoundedMemoryStore<string>({ maxBytes: 100, sizeOf: () => 1 });
    store.set('page', 'cached');

    await forgetProcessState();

    expect(settings().FORM_RATE_LIMIT).toBe(8);
    expect(lastChange(['blog'], 2_000)).toBe(0);
    expect([store.count, store.bytes]).toEqual([0, 0]);
    vi.unstubAllEnvs();
    await forgetProcessState();
  });
});
