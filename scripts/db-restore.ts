// `npm run db:restore -- FILE [--force] [--identity KEYFILE]`: puts a backup made by
// `npm run db:backup` into the database of DATABASE_URL (docs/deploy.md, Backups). Every instance
// must be stopped first. An encrypted backup opens with BACKUP_PASSPHRASE or the age private key
// in KEYFILE; its checksum (FILE.sha256, when beside it) and contents are checked first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase, runOperatorTask } from './lib/backup';
import { identitiesIn } from './lib/backup-encryption';
import { loadSettingsOrExit } from './lib/load-settings';

const { values, positionals } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    identity: { type: 'string', multiple: true, default: [] },
  },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('usage: npm run db:restore -- FILE [--force] [--identity KEYFILE]');
  process.exit(2);
}
const file = path.resolve(positionals[0]!);
const { DATABASE_URL, BACKUP_PASSPHRASE } = loadSettingsOrExit();

await runOperatorTask(async () => {
  const decryption = {
    passphrase: BACKUP_PASSPHRASE,
    identities: values.identity.flatMap((keyFile) => identitiesIn(path.resolve(keyFile))),
  };
  await restoreDatabase(DATABASE_URL, file, { force: values.force, decryption });
  console.log(
    `Restored ${file}. Start the instances again (npm run serve or npm start): they apply the migrations newer than the backup before serving.`,
  );
});
