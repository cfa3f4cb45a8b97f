// `npm run db:restore -- FILE [--force]`: puts a backup made by `npm run db:backup` into the
// database of DATABASE_URL (docs/deploy.md, Backups). Every instance must be stopped first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase, runOperatorTask } from './lib/backup';
import { loadSettingsOrExit } from './lib/load-settings';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('usage: npm run db:restore -- FILE [--force]');
  process.exit(2);
}
const file = path.resolve(positionals[0]!);
const { DATABASE_URL } = loadSettingsOrExit();

await runOperatorTask(async () => {
  await restoreDatabase(DATABASE_URL, file, { force: values.force });
  console.log(
    `Restored ${file}. Start the instances again (npm run serve or npm start): they apply the migrations newer than the backup before serving.`,
  );
});
