// `npm run content:import -- [--draft] DIR`: the content files of DIR (as content:export writes
// them) checked with the admin forms' rules, then applied in one transaction with one audit line:
// each kind whose file is there is replaced by it, a kind without its file is left as it is
// (decision 049). With --draft, each document the files change becomes its draft and nothing
// goes live (decisions 068, 071). Any problem: every one is printed, nothing is written, exit 1.
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { importContent } from '../src/server/content-files/content-files.server';
import { withDatabase } from '../src/server/db/connection.server';
import { loadSettingsOrExit } from './lib/load-settings';

const options = process.argv.slice(2);
const drafts = options.includes('--draft');
const [directory, ...others] = options.filter((option) => option !== '--draft');
if (!directory || others.length > 0 || directory.startsWith('-')) {
  console.error('usage: npm run content:import -- [--draft] DIR');
  process.exit(2);
}
const source = path.resolve(directory);
const config = loadSettingsOrExit();
// The audit log names who ran it: the operator's account on this machine.
const actor = { id: 'content-import', email: `${userInfo().username}@${hostname()}` };
const result = await withDatabase(config.DATABASE_URL, (db) =>
  importContent(db, source, actor, new Date(), { drafts }),
);
if (!result.ok) {
  console.error(`Nothing was imported:\n${result.errors.map((error) => `  ${error}`).join('\n')}`);
  process.exit(1);
}
const what = result.imported.map(({ file, documents }) => `${file} (${documents})`).join(', ');
console.log(`Imported from ${source}${drafts ? ' as drafts (nothing published)' : ''}: ${what}.`);
