// End-to-end tests: a production build served by `next start`, driven by Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureBuild } from './lib/build';
import { requireChromium } from './lib/chromium';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const chromium = requireChromium();
const databaseFile = './data/e2e.db';
for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
process.env.DATABASE_URL = databaseFile;

const config = loadSettingsOrExit();
await prepareDatabase(databaseFile);
ensureBuild(config);

const result = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
