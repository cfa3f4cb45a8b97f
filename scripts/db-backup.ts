// `npm run db:backup -- --out FILE`: a consistent copy of the database of DATABASE_URL, taken
// while the site runs (docs/deploy.md, Backups). SQLite: the database file, by SQLite's online
// backup API; PostgreSQL: a pg_dump custom-format archive.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dialectOf } from '../src/server/db/connection.server';
import { backupDatabase, runOperatorTask } from './lib/backup';
import { loadSettingsOrExit } from './lib/load-settings';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run db:backup -- --out FILE');
  process.exit(2);
}
const out = path.resolve(values.out);
const { DATABASE_URL } = loadSettingsOrExit();

await runOperatorTask(async () => {
  await backupDatabase(DATABASE_URL, out);
  const kind = dialectOf(DATABASE_URL) === 'postgres' ? 'PostgreSQL' : 'SQLite';
  console.log(`Backup of the ${kind} database written to ${out} (${statSync(out).size} bytes).`);
});
