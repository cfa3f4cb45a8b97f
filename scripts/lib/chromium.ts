import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Flags this machine's Chromium needs headless (no sandbox as root, no network chatter). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** CHROME_PATH, else Debian's `chromium` on PATH; undefined when there is none. */
export function findChromium(): string | undefined {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
    if (found) return found;
  }
  return undefined;
}

export function requireChromium(): string {
  const chromium = findChromium();
  if (chromium) return chromium;
  console.error(
    [
      'No Chromium found. The end-to-end tests and benchmarks drive a real browser.',
      "Install Debian's build with:   sudo apt-get update && sudo apt-get install -y chromium",
      'or point CHROME_PATH at an existing Chrome/Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}
