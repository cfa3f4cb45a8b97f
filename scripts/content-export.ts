// `npm run content:export -- DIR`: every editable content kind (settings, FAQ, services,
// testimonials) written into DIR as readable JSON files, one per kind (decision 049): to move a
// site, keep its content beside the code, or hand it to a translator.
import path from 'node:path';
import { exportContent } from '../src/server/content-files/content-files.server';
import { withDatabase } from '../src/server/db/connection.server';
import { loadSettingsOrExit } from './lib/load-settings';

const [directory] = process.argv.slice(2);
if (!directory) {
  console.error('usage: npm run content:export -- DIR');
  process.exit(2);
}
const target = path.resolve(directory);
const config = loadSettingsOrExit();
const written = await withDatabase(config.DATABASE_URL, (db) => exportContent(db, target));
console.log(`Content written to ${target}: ${written.join(', ')}.`);
