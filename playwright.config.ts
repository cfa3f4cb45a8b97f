import { defineConfig, devices } from '@playwright/test';
import {
  deployedServerLogFile as deployedServerLog,
  serverLogFile as serverLog,
} from './e2e/support/server-log';
import { chromiumFlags, findChromium } from './scripts/lib/chromium';
import {
  bookingWebhookSecret,
  deployedPort,
  deployedSiteUrl,
  e2ePort,
} from './e2e/support/servers';
import { serverCommand } from './scripts/lib/server-command.mjs';

const port = e2ePort;
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // A wait ends as soon as its condition holds; its limit only says when to give up. Playwright's
  // 5 s gave up on redraws after a save that took longer on two busy cores (CI and this
  // machine under other builds), and never caught a fault a longer limit would have hidden.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium(), args: chromiumFlags },
  },
  // Specs that compare pages with whole lists (the home page's newest posts, the blog's counts,
  // the dashboard's numbers, the crawl) read the seeded site in e2e/reads/ first; the specs that
  // write content (admin, forms, posts in every state) run once they are done, so no spec sees
  // another one's rows appear half-way (issue 13 §4).
  // A crawl right after a publish (e2e/links/) runs alone in between: it follows links to pages
  // that other specs would delete. A newsletter campaign (e2e/campaigns/) runs alone after them.
  projects: [
    { name: 'reads', testDir: 'e2e/reads', use: chromium },
    { name: 'links', testDir: 'e2e/links', dependencies: ['reads'], use: chromium },
    {
      name: 'writes',
      testIgnore: [
        'reads/**',
        'links/**',
        'campaigns/**',
        'cache/**',
        'site-wide/**',
        'log/**',
        'topology/**',
      ],
      dependencies: ['links'],
      use: chromium,
    },
    // After the writes, side by side (each of these stages alone would leave a worker idle):
    // a newsletter campaign mails every confirmed subscriber, so it runs once no other spec counts
    // the mails its own addresses receive (issue 15); a page render is cached only once the blog
    // has been quiet a few seconds (decision 011), which no spec publishing posts would allow; the
    // production topology (nginx, two instances, PostgreSQL) runs on its own servers and database,
    // out of the way of the writes its load would slow down; the site settings change what every
    // public page prints, which specs of the writes read.
    { name: 'campaigns', testDir: 'e2e/campaigns', dependencies: ['writes'], use: chromium },
    { name: 'cache', testDir: 'e2e/cache', dependencies: ['writes'], use: chromium },
    { name: 'topology', testDir: 'e2e/topology', dependencies: ['writes'], use: chromium },
    { name: 'site-wide', testDir: 'e2e/site-wide', dependencies: ['writes'], use: chromium },
    // Last, over the whole run's server log (the topology's instances keep their own).
    {
      name: 'log',
      testDir: 'e2e/log',
      dependencies: ['campaigns', 'cache', 'site-wide'],
      use: chromium,
    },
  ],
  webServer: [
    {
      // The server's log is also kept in a file: e2e/server-error.spec.ts finds its lines there.
      command: `${serverCommand(['--port', String(port), '--hostname', '127.0.0.1'])} 2>&1 | tee ${serverLog}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        DATABASE_URL: process.env.DATABASE_URL ?? './data/e2e.db',
        BOOKING_WEBHOOK_SECRET: bookingWebhookSecret,
        // The webhook spec's receiver listens on loopback (decision 078).
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      },
    },
    {
      // The same build and database as a deployed site would run them: an https SITE_URL that is
      // not loopback, so two-factor is required of admins and cookies are Secure. Its log joins
      // the one the log spec reads.
      command: `${serverCommand(['--port', String(deployedPort), '--hostname', '127.0.0.1'])} 2>&1 | tee ${deployedServerLog}`,
      url: `http://127.0.0.1:${deployedPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        DATABASE_URL: process.env.DATABASE_URL ?? './data/e2e.db',
        SITE_URL: deployedSiteUrl,
        // Its webhook worker delivers from the same database: to the same loopback receiver.
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      },
    },
  ],
});
