import path from 'node:path';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: {
    '@': path.resolve('src'),
    'server-only': path.resolve('tests/support/empty-module.ts'),
  },
};

const integration = 'tests/integration/**/*.test.ts';

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        test: { name: 'sqlite', include: [integration], env: { TEST_DB_LANE: 'sqlite' } },
      },
      {
        resolve,
        test: {
          name: 'postgres',
          include: [integration],
          env: { TEST_DB_LANE: 'postgres' },
          globalSetup: ['tests/support/pg-global-setup.ts'],
        },
      },
    ],
  },
});
