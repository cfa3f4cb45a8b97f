// End-to-end tests: a production build served by scripts/serve.mjs, driven by Debian's Chromium,
// with a real SMTP server on loopback receiving the site's mail (written to data/e2e-mail/).
// Two phases, run one after the other by default: `--prepare-only` makes the fresh database and the
// build and stops; `--prepared` runs the tests on them. `npm test` prepares while Vitest runs, whose
// workers leave a core idle much of the time (decision 041), and runs the tests afterwards.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from './lib/smtp-sink';
import { ensureBuild } from './lib/build';
import { requireChromium } from './lib/chromium';
import { e2eStaff } from './lib/e2e-staff';
import { createStaffMember } from '../src/server/auth/auth-setup.server';
import { prepareDatabase } from './lib/database';
import { withDatabase } from '../src/server/db/connection.server';
import { loadSettingsOrExit } from './lib/load-settings';

const phaseFlags = ['--prepare-only', '--prepared'];
const prepareOnly = process.argv.includes('--prepare-only');
const prepared = process.argv.includes('--prepared');
const playwrightArgs = process.argv.slice(2).filter((arg) => !phaseFlags.includes(arg));

const chromium = requireChromium();
const databaseFile = './data/e2e.db';
const mailFolder = './data/e2e-mail';
process.env.DATABASE_URL = databaseFile;
// Uploads live in the database; old upload files are moved in from here, never from the
// development folder.
process.env.UPLOADS_DIR = './data/e2e-uploads';
// Distinctive secrets (runtime-only: they never force a rebuild), so e2e/admin-security.spec.ts can
// search every file the browser may load for them and find none.
process.env.AUTH_SECRET = 'e2e-auth-secret-Qx7vN2kLp9Rt4Wz8Bm3Hc6Jd1Fs5Gy0';
process.env.APP_SECRET = 'e2e-app-secret-Vb4Nq8Xe2Lr6Tk1Pw9Zm5Hs3Dj7Cf0';
const smtpCredentials = 'e2e-mailer:e2e-smtp-password-Kt6Rw1Yq8Mz3Nv5';

// Builds the test-only routes too (`*.e2e.tsx`, next.config.ts): this build is never served by `npm start`.
process.env.E2E_BUILD = '1';
const config = loadSettingsOrExit();
if (!prepared) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
  await prepareDatabase(databaseFile);
  // The shared staff accounts the admin specs sign in with (e2e/support/admin.ts).
  await withDatabase(databaseFile, async (db) => {
    for (const account of Object.values(e2eStaff)) await createStaffMember(db, 'sqlite', account);
  });
  ensureBuild(config);
  if (prepareOnly) process.exit(0);
}
rmSync(mailFolder, { recursive: true, force: true });
mkdirSync(mailFolder, { recursive: true });

// Each received mail becomes a JSON file the test workers read (e2e/support/mailbox.ts).
let received = 0;
const sink = await startSmtpSink({
  onMessage({ recipients, mail }) {
    received += 1;
    const file = path.join(mailFolder, `${String(received).padStart(5, '0')}.json`);
    // Written aside, then renamed: a worker listing the folder meanwhile never reads half a mail.
    writeFileSync(`${file}.part`, JSON.stringify({ recipients, mail }));
    renameSync(`${file}.part`, file);
  },
});

const playwright = spawn('node_modules/.bin/playwright', ['test', ...playwrightArgs], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROME_PATH: chromium,
    // The sink accepts any credentials; the password is one more secret to look for.
    SMTP_URL: sink.url.replace('smtp://', `smtp://${smtpCredentials}@`),
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
