import { chmodSync, existsSync } from 'node:fs';
import path from 'node:path';
import { dialectOf, sqliteFile, type Dialect } from '../../src/server/db/connection.server';
import {
  decryptFile,
  encryptFile,
  isEncrypted,
  type BackupDecryption,
  type BackupEncryption,
} from './backup-encryption';
import {
  backupKind,
  verifyChecksum,
  withPrivateFiles,
  withPrivateFolder,
  writeChecksum,
  writeWhole,
} from './backup-file';
import { BackupRefusal, type DatabaseBackups } from './database-backups';
import { postgresBackups } from './postgres-backup';
import { sqliteBackups } from './sqlite-backup';

const names: Record<Dialect, string> = { sqlite: 'an SQLite', postgres: 'a PostgreSQL' };

function backupsOf(databaseUrl: string | undefined): DatabaseBackups {
  return dialectOf(databaseUrl) === 'postgres'
    ? postgresBackups(databaseUrl!)
    : sqliteBackups(databaseUrl);
}

/**
 * `npm run db:backup`: a consistent copy of the database, taken while the site runs, readable by
 * its owner only, encrypted when `encryption` says so, its SHA-256 beside it (`FILE.sha256`).
 */
export async function backupDatabase(
  databaseUrl: string | undefined,
  out: string,
  { encryption }: { encryption?: BackupEncryption } = {},
): Promise<void> {
  // The finished backup is renamed to `out`: over the live database, it would replace it.
  if (dialectOf(databaseUrl) === 'sqlite' && path.resolve(out) === sqliteFile(databaseUrl))
    throw new BackupRefusal(`${out} is the database itself: write the backup to another file.`);
  const backups = backupsOf(databaseUrl);
  await withPrivateFiles(async () => {
    await writeWhole(out, async (temporary) => {
      if (!encryption) return backups.backup(temporary);
      // The plain copy never lies beside the backup: in a private folder, removed after.
      await withPrivateFolder(async (folder) => {
        const plain = path.join(folder, 'backup');
        await backups.backup(plain);
        await encryptFile(plain, temporary, encryption);
      });
    });
    // Whatever mode a file already at `out` had, and whatever the umask left.
    chmodSync(out, 0o600);
    await writeChecksum(out);
  });
}

/**
 * `npm run db:restore`: puts a backup into the database of DATABASE_URL. Refuses a backup that
 * does not match its checksum, does not decrypt or is of the other kind of database, a database
 * another process has open, one that holds data unless `force`, and a backup the database's tools
 * cannot read whole: all before anything is written.
 */
export async function restoreDatabase(
  databaseUrl: string | undefined,
  file: string,
  { force, decryption }: { force: boolean; decryption?: BackupDecryption },
): Promise<void> {
  if (!existsSync(file)) throw new BackupRefusal(`There is no file ${file}.`);
  // The file itself first: a backup changed since it was written is not read any further.
  await verifyChecksum(file);
  await withPrivateFolder(async (folder) => {
    let plain = file;
    if (isEncrypted(file)) {
      // Decrypted whole first: age authenticates to the last byte before anything is restored.
      plain = path.join(folder, 'backup');
      await decryptFile(file, plain, decryption ?? { identities: [] });
    }
    await restoreChecked(databaseUrl, { file, plain, folder, force });
  });
}

/** The restore of `plain` (the backup `file` itself, or its decrypted copy in `folder`). */
async function restoreChecked(
  databaseUrl: string | undefined,
  { file, plain, folder, force }: { file: string; plain: string; folder: string; force: boolean },
): Promise<void> {
  const kind = backupKind(plain);
  const dialect = dialectOf(databaseUrl);
  if (!kind)
    throw new BackupRefusal(
      `${file} is not a backup made by npm run db:backup (neither an SQLite database nor a pg_dump custom-format archive).`,
    );
  if (kind !== dialect)
    throw new BackupRefusal(
      `${file} is a backup of ${names[kind]} database, but DATABASE_URL names ${names[dialect]} database: nothing was restored. Restore it with DATABASE_URL set to ${names[kind]} database.`,
    );
  const backups = backupsOf(databaseUrl);
  const inUse = await backups.inUse();
  if (inUse)
    throw new BackupRefusal(
      `${inUse}: nothing was restored. Stop every instance of the site, then run the restore again.`,
    );
  const table = await backups.tableHoldingData();
  if (table && !force)
    throw new BackupRefusal(
      `The database of DATABASE_URL is not empty (table ${table} holds data): nothing was restored. To replace its contents with the backup, run the restore again with --force.`,
    );
  // Read whole by the database's own tools before anything is written.
  await backups.check(plain, folder);
  await backups.restore(plain, force);
}

/**
 * Runs a backup or restore for the operator: a refusal prints its plain message, any other
 * failure its message too (the tools' own output is already above); either exits 1.
 */
export async function runOperatorTask(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(
      error instanceof BackupRefusal
        ? error.message
        : `Failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
