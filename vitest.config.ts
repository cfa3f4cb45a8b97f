import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: {
    '@': path.resolve('src'),
    'server-only': path.resolve('tests/support/empty-module.ts'),
  },
};

const integration = 'tests/integration/**/*.test.ts';
// Integration tests seed, hash passwords and run scripts against real databases, two files at a
// time: on a busy two-core machine one that takes a second alone took over Vitest's default 5 s
// (its hooks' 10 s). Unit tests that draw social cards or count a long text did too, at a load of
// 16–29 beside a build. These bounds only catch a test that hangs; none measures speed (the bench
// does).
const busyMachineTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// The files of a worker share one process and the modules it loaded (imports were 60 % of the
// integration lanes' CPU): every per-process cache, limit, timer and worker registers how to
// forget itself (src/config/process-state.mjs), and each file starts with all of it forgotten
// and the environment as it was (decision 086).
const sharedProcess = { isolate: false, setupFiles: ['tests/support/fresh-process-state.ts'] };

export default defineConfig({
  resolve,
  test: {
    // One test file per core, not Vitest's default of one fewer: the integration files spend much
    // of their time waiting on PostgreSQL, the scripts they run as child processes and the SMTP
    // sink, so on a two-core machine a single worker left a core idle much of the run.
    // Files never share a database: each has its own (tests/support/test-database.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          ...busyMachineTimeouts,
          ...sharedProcess,
        },
      },
      {
        resolve,
        test: {
          name: 'sqlite',
          include: [integration],
          ...busyMachineTimeouts,
          ...sharedProcess,
          env: { TEST_DB_LANE: 'sqlite' },
          globalSetup: ['tests/support/sqlite-global-setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'postgres',
          include: [integration],
          ...busyMachineTimeouts,
          ...sharedProcess,
          env: { TEST_DB_LANE: 'postgres' },
          globalSetup: ['tests/support/pg-global-setup.ts'],
        },
      },
    ],
  },
});
