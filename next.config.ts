import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { settings } from './src/config/settings';
import { internalRouteRedirects, localeRewrites } from './src/i18n/rewrites';
import { securityHeaders, tokenPageHeaders, tokenPagePaths } from './src/lib/security-headers.mjs';

// Validating here stops `next build` and `next start` on a bad setting, naming the variable.
const { SITE_URL } = settings();

const nextConfig: NextConfig = {
  // A separate output folder lets a test build run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  // Set by scripts/lib/build.ts from the sources' fingerprint: every build of the same sources
  // has the same id, on any machine (issue 12). Without it (a bare `next build`), Next picks one.
  generateBuildId: async () => process.env.NEXT_BUILD_ID ?? null,
  // `*.e2e.tsx` routes exist only in the end-to-end build (scripts/e2e.ts sets E2E_BUILD=1).
  pageExtensions: ['tsx', 'ts', ...(process.env.E2E_BUILD === '1' ? ['e2e.tsx'] : [])],
  // The end-to-end build skips `next build`'s own type check (40 s of a CI run): `npm test`
  // checks the same sources with `npm run typecheck` just before, and types change nothing built.
  typescript: { ignoreBuildErrors: process.env.E2E_BUILD === '1' },
  reactStrictMode: true,
  serverExternalPackages: ['better-sqlite3', 'pg'],
  images: {
    // WebP only (decision 042): AVIF's encoder held 100 MB and more per large image while it ran,
    // lifting an instance past 420 MB through a crawl's first pass (WebP: 323 MB), and took 5 to 7
    // times the CPU; its files were about a quarter smaller (17 KB against 22 KB at 1600 px).
    formats: ['image/webp'],
    // Optimized images are kept by the same handler as pages (in this instance's memory): Next's
    // own image cache is a folder in `.next`, which it only writes when isrFlushToDisk is on, so
    // without this every request for an image encoded it anew.
    customCacheHandler: true,
  },
  // Freshness of cached pages and data is decided from what changed (decision 011).
  cacheHandler: path.resolve('src/server/cache/next-cache-handler.mjs'),
  // The store of rendered pages and route answers, per instance, inside the heap the server's
  // flags bound (decision 022). The least recently used entries go first; an evicted page is
  // rendered again on its next request. Searched views and cached data, whose number a client
  // decides, have bounded stores of their own beside it (10 MB, next-cache-handler.mjs).
  // 20 MB holds the pages a day's visitors ask for (the mixed load's 37 paths, 4 MB); a crawler
  // that asks for every page makes most of them render again whatever the size, and 40 MB held
  // 20 MB more of every instance through the crawl (decision 042, third round).
  cacheMaxMemorySize: 20 * 1024 * 1024,
  experimental: {
    // forbidden(): an editor on an admin-only page gets a real 403.
    authInterrupts: true,
    // Renders stay in each instance's own memory cache (cacheMaxMemorySize),
    // never written into the build folder: instances share `.next` read-only, and the only
    // record of freshness is the one each instance keeps from the database's announcements
    // (decision 020). The build's prerendered pages are still read from it, and rendered anew
    // on their first request (decision 011).
    isrFlushToDisk: false,
    // How long a visitor's browser reuses a page it prefetched or showed, without asking the
    // server: Next's default is 5 minutes, 30 s is its minimum. Past that, the page comes from
    // an instance, which is current within a second of a change (decision 020).
    staleTimes: { static: 30 },
  },
  async redirects() {
    return internalRouteRedirects();
  },
  async rewrites() {
    return { beforeFiles: localeRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(SITE_URL) },
      ...tokenPagePaths.map((source) => ({ source, headers: tokenPageHeaders })),
      // Self-hosted font files change only with the @fontsource package version.
      {
        source: '/fonts/:file',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=2592000' }],
      },
      // The icon sprite is asked for by an address versioned by its content (decision 043).
      {
        source: '/images/icons.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
