// Runs after `npm install`: copies the self-hosted Arabic face from its @fontsource package to
// public/fonts/, where it has a stable URL that Arabic pages (and only they) can preload.
import { copyFileSync, mkdirSync } from 'node:fs';

const source = 'node_modules/@fontsource-variable/readex-pro';
mkdirSync('public/fonts', { recursive: true });
copyFileSync(
  `${source}/files/readex-pro-arabic-wght-normal.woff2`,
  'public/fonts/readex-pro.woff2',
);
copyFileSync(`${source}/LICENSE`, 'public/fonts/readex-pro-LICENSE.txt');
