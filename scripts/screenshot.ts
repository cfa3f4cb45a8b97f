// Screenshots a page in headless Chromium: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [--full]
import { chromium } from '@playwright/test';
import { chromiumFlags, requireChromium } from './lib/chromium';

const [url, out, width = '1280'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!url || !out) {
  console.error('usage: tsx scripts/screenshot.ts URL OUT.png [WIDTH] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumFlags });
const page = await browser.newPage({
  viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 },
});
page.on('console', (message) => {
  if (message.type() === 'error') console.error(`console error: ${message.text()}`);
});
const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
console.log(`${response?.status()} ${url}`);
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
