// `npm run content:import -- DIR`: the content files of DIR (as content:export writes them)
// checked with the admin forms' rules, then applied in one transaction with one audit line: each
// kind whose file is there is replaced by it, a kind without its file is left as it is
// (decision 049). Any problem: every one is printed, nothing is written, exit 1.
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { importContent } from '../src/server/content-files/content-files.server';
import { withDatabase } from '../src/server/db/connection.server';
import { loadSettingsOrExit } from './lib/load-settings';

const [directory] = process.argv.slice(2);
if (!directory) {
  console.error('usage: npm run content:import -- DIR');
  process.exit(2);
}
const source = path.resolve(directory);
const config = loadSettingsOrExit();
// The audit log names who ran it: the operator's account on this machine.
const actor = { id: 'content-import', email: `${userInfo().username}@${hostname()}` };
const result = await withDatabase(config.DATABASE_URL, (db) => importContent(db, source, actor));
if (!result.ok) {
  console.error(`Nothing was imported:\n${result.errors.map((error) => `  ${error}`).join('\n')}`);
  process.exit(1);
}
const what = result.imported.map(({ file, documents }) => `${file} (${documents})`).join(', ');
console.log(`Imported from ${source}: ${what}.`);
