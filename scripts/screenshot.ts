// Screenshots a page in headless Chromium:
//   tsx scripts/screenshot.ts URL OUT.png [WIDTH] [--full] [--login=admin|editor]
// --login signs in first through /admin/login on the same server, with the dev accounts
// (admin@automatia.ch / editor@automatia.ch), so admin pages can be looked at.
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, requireChromium } from './lib/chromium';

const devAccounts = {
  admin: { email: 'admin@automatia.ch', password: 'admin-password-123' },
  editor: { email: 'editor@automatia.ch', password: 'editor-password-123' },
} as const;

const [url, out, width = '1280'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const login = process.argv.find((arg) => arg.startsWith('--login='))?.slice('--login='.length);
if (!url || !out || (login !== undefined && login !== 'admin' && login !== 'editor')) {
  console.error(
    'usage: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [--full] [--login=admin|editor]',
  );
  process.exit(2);
}

async function signIn(page: Page, role: keyof typeof devAccounts): Promise<void> {
  const { email, password } = devAccounts[role];
  await page.goto(new URL('/admin/login', url).toString(), { waitUntil: 'load', timeout: 90_000 });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForURL((target) => !target.pathname.startsWith('/admin/login'), { timeout: 90_000 }),
    page.locator('form button[type="submit"]').click(),
  ]).catch(() => {
    console.error(`sign-in as ${email} failed (wrong password, two-factor on, or rate limited)`);
    process.exit(1);
  });
}

const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
});
page.on('console', (message) => {
  if (message.type() === 'error') console.error(`console error: ${message.text()}`);
});
if (login) await signIn(page, login);
const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
console.log(`${response?.status()} ${url}`);
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
