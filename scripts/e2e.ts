// End-to-end tests: a production build served by scripts/serve.mjs, driven by Debian's Chromium,
// with a real SMTP server on loopback receiving the site's mail (written to data/e2e-mail/).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../tests/support/smtp-sink';
import { ensureBuild } from './lib/build';
import { requireChromium } from './lib/chromium';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const chromium = requireChromium();
const databaseFile = './data/e2e.db';
const mailFolder = './data/e2e-mail';
for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
rmSync(mailFolder, { recursive: true, force: true });
mkdirSync(mailFolder, { recursive: true });
process.env.DATABASE_URL = databaseFile;

const config = loadSettingsOrExit();
await prepareDatabase(databaseFile);
ensureBuild(config);

// Each received mail becomes a JSON file the test workers read (e2e/support/mailbox.ts).
let received = 0;
const sink = await startSmtpSink({
  onMessage({ recipients, mail }) {
    received += 1;
    const file = path.join(mailFolder, `${String(received).padStart(5, '0')}.json`);
    writeFileSync(file, JSON.stringify({ recipients, mail }));
  },
});

const playwright = spawn('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chromium,
    SMTP_URL: sink.url,
    E2E_MAIL_FOLDER: mailFolder,
    // Tests give each visitor its own address through X-Forwarded-For, as a proxy would.
    TRUST_PROXY_HOPS: '1',
  },
});
const code = await new Promise<number>((resolve) =>
  playwright.on('exit', (exitCode) => resolve(exitCode ?? 1)),
);
await sink.stop();
process.exit(code);
