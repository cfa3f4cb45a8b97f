// `npm run serve`, first step: every start-up step of `npm start` except the build. Refuses when
// there is no build of these sources and settings; then package.json runs the server itself
// (`node scripts/serve.mjs`), the only process left running.
import { buildState } from './lib/build';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const config = loadSettingsOrExit();
const state = buildState(config);
if (state !== 'current') {
  console.error(
    state === 'missing'
      ? 'No build to serve: run `npm run build` first (or `npm start`, which builds when needed).'
      : 'The build does not match these sources or settings: run `npm run build` again (or `npm start`).',
  );
  process.exit(1);
}
await prepareDatabase(config.DATABASE_URL);
