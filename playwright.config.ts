import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, findChromium } from './scripts/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumFlags },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --hostname 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { DATABASE_URL: process.env.DATABASE_URL ?? './data/e2e.db' },
  },
});
