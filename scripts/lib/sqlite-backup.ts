import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sqliteFile, withDatabase } from '../../src/server/db/connection.server';
import { writeWhole } from './backup-file';
import { BackupRefusal, type DatabaseBackups } from './database-backups';
import { tableHoldingData } from './database-contents';

/**
 * Pages per step after the first: all of them. One step is one read transaction, a snapshot
 * (WAL: writers in other processes go on meanwhile); copied in small steps, every commit
 * elsewhere would restart the copy, which under steady writes might never finish.
 */
const allPages = 0x7fffffff;

/** Opens an existing SQLite file without the site's settings: only to copy or inspect it. */
function openExisting(file: string, options: SqliteDatabase.Options = {}) {
  if (!existsSync(file))
    throw new BackupRefusal(`There is no SQLite database at ${file} (DATABASE_URL).`);
  return new SqliteDatabase(file, { ...options, fileMustExist: true });
}

/** Whether another connection has `file` open: an instance holds it open as long as it runs. */
function openElsewhere(file: string): boolean {
  const probe = openExisting(file, { timeout: 0 });
  try {
    // Exclusive locking skips WAL's shared memory, so this needs the file to itself.
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('begin exclusive; commit');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** Refuses a copy that SQLite finds damaged, before it replaces anything. */
function checkIntact(file: string): void {
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupRefusal(`The backup is damaged (SQLite: ${result}).`);
  } finally {
    copy.close();
  }
}

/** Backups of the SQLite file DATABASE_URL names: the file itself, copied by SQLite's backup API. */
export function sqliteBackups(databaseUrl: string | undefined): DatabaseBackups {
  const file = sqliteFile(databaseUrl);
  return {
    async backup(out) {
      const source = openExisting(file);
      try {
        await source.backup(out, { progress: () => allPages });
      } finally {
        source.close();
      }
    },
    async check(backup, folder) {
      const copy = path.join(folder, 'check.db');
      copyFileSync(backup, copy);
      try {
        checkIntact(copy);
      } catch (error) {
        if (error instanceof BackupRefusal) throw error;
        throw new BackupRefusal(`The backup is damaged (SQLite: ${(error as Error).message}).`);
      } finally {
        for (const suffix of ['', '-wal', '-shm']) rmSync(copy + suffix, { force: true });
      }
    },
    async inUse() {
      return existsSync(file) && openElsewhere(file)
        ? `Another process has ${file} open (an instance of the site?)`
        : undefined;
    },
    async tableHoldingData() {
      return existsSync(file) ? withDatabase(file, tableHoldingData) : undefined;
    },
    // A copy next to the database replaces it by a rename, so the file is always whole.
    async restore(backup) {
      mkdirSync(path.dirname(file), { recursive: true });
      await writeWhole(file, async (temporary) => {
        copyFileSync(backup, temporary);
        checkIntact(temporary);
        // The old database's write-ahead log would be replayed into the new file: corrupt.
        for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
      });
    },
  };
}
