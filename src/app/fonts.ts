import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: no font request ever leaves the site.
export const latinFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin',
});

// Only Arabic pages use it, so it is not preloaded everywhere; `swap` keeps text visible.
export const arabicFont = localFont({
  src: '../../node_modules/@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-arabic-face',
});
