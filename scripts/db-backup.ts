// `npm run db:backup -- --out FILE`: a consistent copy of the database of DATABASE_URL, taken
// while the site runs (docs/deploy.md, Backups). SQLite: the database file, by SQLite's online
// backup API; PostgreSQL: a pg_dump custom-format archive. Readable by its owner only, encrypted
// with age when BACKUP_PASSPHRASE or BACKUP_RECIPIENTS is set, its SHA-256 in FILE.sha256.
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dialectOf } from '../src/server/db/connection.server';
import { backupDatabase, runOperatorTask } from './lib/backup';
import { backupEncryption } from './lib/backup-encryption';
import { checksumFile } from './lib/backup-file';
import { loadSettingsOrExit } from './lib/load-settings';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run db:backup -- --out FILE');
  process.exit(2);
}
const out = path.resolve(values.out);
const config = loadSettingsOrExit();
const { DATABASE_URL } = config;
const encryption = backupEncryption(config);

await runOperatorTask(async () => {
  await backupDatabase(DATABASE_URL, out, { encryption });
  const kind = dialectOf(DATABASE_URL) === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const how = !encryption
    ? 'not encrypted'
    : 'passphrase' in encryption
      ? 'encrypted with BACKUP_PASSPHRASE'
      : `encrypted for ${encryption.recipients.length} public key(s)`;
  console.log(
    `Backup of the ${kind} database written to ${out} (${statSync(out).size} bytes, ${how}); its SHA-256 in ${checksumFile(out)}.`,
  );
});
