import localFont from 'next/font/local';

/**
 * Self-hosted from @fontsource packages: no font request ever leaves the site.
 * `optional` display: a preloaded face that arrives in time is used from the first paint, one that
 * does not is skipped for that view, so fonts never shift the layout or delay the largest paint.
 */
export const latinFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-latin',
});

/**
 * The Arabic face is served from public/fonts (copied there on install by scripts/copy-fonts.mjs)
 * rather than through next/font, so it has a stable URL that only Arabic pages preload; its
 * @font-face rule is in globals.css.
 */
export const arabicFontUrl = '/fonts/readex-pro.woff2';
