import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { serverDomains } from './scripts/lib/server-domains.mjs';

// Inside src/server, a domain imports only the domains before it (scripts/lib/server-domains.mjs).
const serverDomainZones = serverDomains.slice(0, -1).map((domain, index) => ({
  target: `./src/server/${domain}`,
  from: serverDomains.slice(index + 1).map((above) => `./src/server/${above}`),
  message: 'A server domain imports only the domains below it (scripts/lib/server-domains.mjs).',
}));

// One cache module refreshes caches (src/server/cache/content-cache.server.ts).
const cacheRefreshOnlyThere = {
  name: 'next/cache',
  importNames: ['revalidatePath', 'revalidateTag', 'updateTag'],
  message: 'Refresh through src/server/cache/content-cache.server.ts.',
};

// A public page's icons are two nodes each from one sprite, not lucide's shapes (decision 043).
const publicIconsFromSprite = {
  name: 'lucide-react',
  message: 'Draw icons from @/components/ui/icons (add the name to icon-names.ts, npm run icons).',
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/bare-next/.next/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The layers (docs/architecture.md): app → components → server → lib → content → i18n/config.
    // A module may import its own layer and those to its right, never one to its left.
    files: ['src/**/*.{ts,tsx,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/components', from: './src/app' },
            { target: './src/server', from: ['./src/app', './src/components'] },
            { target: './src/lib', from: ['./src/app', './src/components', './src/server'] },
            {
              target: './src/content',
              from: ['./src/app', './src/components', './src/server', './src/lib'],
            },
            {
              target: ['./src/i18n', './src/config'],
              from: ['./src/app', './src/components', './src/server', './src/lib', './src/content'],
            },
            ...serverDomainZones,
            // The site stands on its own: nothing of the tooling or the tests ships in it.
            { target: './src', from: ['./scripts', './bench', './tests', './e2e'] },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [cacheRefreshOnlyThere, publicIconsFromSprite] }],
    },
  },
  {
    // Tooling (scripts, bench) does not import the tests: what both need lives in scripts/lib/,
    // which the tests import.
    files: ['scripts/**/*.{ts,mjs}', 'bench/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: ['./scripts', './bench'], from: ['./tests', './e2e'] }] },
      ],
    },
  },
  {
    // The admin is not measured for its first load: it keeps lucide-react's own components.
    files: ['src/components/admin/**', 'src/app/admin/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [cacheRefreshOnlyThere] }] },
  },
  {
    files: ['src/server/cache/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
