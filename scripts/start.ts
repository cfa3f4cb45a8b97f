// `npm start`, first step: validate settings, prepare the database, build if needed. Then
// package.json runs the server itself (`node scripts/serve.mjs`), the only process left running.
import { ensureBuild } from './lib/build';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const config = loadSettingsOrExit();
await prepareDatabase(config.DATABASE_URL);
ensureBuild(config);
