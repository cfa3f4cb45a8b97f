// `node --import tsx --import ./scripts/lib/server-only-allowed.mjs <script>`: runs server modules in a plain
// Node process, as Vitest does (vitest.config.ts aliases it the same way). 'server-only' refuses
// to load outside React's server condition, and under that condition `next-intl`'s entry loads
// client components Node cannot run (Next replaces them when it bundles); here it is empty.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
        return next(specifier, context);
      }`,
    ),
);
