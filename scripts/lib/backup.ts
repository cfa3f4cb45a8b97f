import { existsSync } from 'node:fs';
import path from 'node:path';
import { dialectOf, sqliteFile, type Dialect } from '../../src/server/db/connection.server';
import { backupKind, writeWhole } from './backup-file';
import { BackupRefusal, type DatabaseBackups } from './database-backups';
import { postgresBackups } from './postgres-backup';
import { sqliteBackups } from './sqlite-backup';

const names: Record<Dialect, string> = { sqlite: 'an SQLite', postgres: 'a PostgreSQL' };

function backupsOf(databaseUrl: string | undefined): DatabaseBackups {
  return dialectOf(databaseUrl) === 'postgres'
    ? postgresBackups(databaseUrl!)
    : sqliteBackups(databaseUrl);
}

/** `npm run db:backup`: a consistent copy of the database, taken while the site runs. */
export async function backupDatabase(databaseUrl: string | undefined, out: string): Promise<void> {
  // The finished backup is renamed to `out`: over the live database, it would replace it.
  if (dialectOf(databaseUrl) === 'sqlite' && path.resolve(out) === sqliteFile(databaseUrl))
    throw new BackupRefusal(`${out} is the database itself: write the backup to another file.`);
  const backups = backupsOf(databaseUrl);
  await writeWhole(out, (temporary) => backups.backup(temporary));
}

/**
 * `npm run db:restore`: puts a backup into the database of DATABASE_URL. Refuses a backup of the
 * other kind of database, a database another process has open, and, unless `force`, one that
 * holds data.
 */
export async function restoreDatabase(
  databaseUrl: string | undefined,
  file: string,
  { force }: { force: boolean },
): Promise<void> {
  if (!existsSync(file)) throw new BackupRefusal(`There is no file ${file}.`);
  const kind = backupKind(file);
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
  await backups.restore(file, force);
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
