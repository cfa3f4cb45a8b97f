// `npm run build`: validate settings, prepare the database (the build prerenders pages from it),
// build once. Then start any number of instances of this build with `npm run serve`.
import { build } from './lib/build';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const config = loadSettingsOrExit();
await prepareDatabase(config.DATABASE_URL);
build(config);
