import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dialect } from '../../src/server/db/connection.server';
import { BackupRefusal } from './database-backups';

/** How each kind of backup starts: an SQLite database file, a pg_dump custom-format archive. */
const magics: Record<Dialect, Buffer> = {
  sqlite: Buffer.from('SQLite format 3\0', 'latin1'),
  postgres: Buffer.from('PGDMP', 'latin1'),
};

/** Which database a backup file is from, read from its first bytes; undefined when neither. */
export function backupKind(file: string): Dialect | undefined {
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return (Object.keys(magics) as Dialect[]).find((kind) =>
    head.subarray(0, magics[kind].length).equals(magics[kind]),
  );
}

/**
 * Has `write` make `file` under a temporary name beside it (same file system), renamed into
 * place once complete: an interrupted backup or restore never leaves a file that looks whole,
 * nor spoils the one it was to replace.
 */
export async function writeWhole(
  file: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  const temporary = `${file}.partial`;
  rmSync(temporary, { force: true });
  try {
    await write(temporary);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Runs `task` with files created readable by their owner only (umask 077): the backup, its
 * checksum, the copies made on the way, and what the tools it runs (pg_dump) write. A backup
 * holds every contact request and account of the site.
 */
export async function withPrivateFiles<T>(task: () => Promise<T>): Promise<T> {
  const previous = process.umask(0o077);
  try {
    return await task();
  } finally {
    process.umask(previous);
  }
}

/** Runs `task` with a new folder only this user can open (for decrypted copies), removed after. */
export async function withPrivateFolder<T>(task: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-backup-'));
  try {
    return await task(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Where a backup's SHA-256 is kept, in `sha256sum`'s format (`sha256sum -c` checks it too). */
export const checksumFile = (file: string) => `${file}.sha256`;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes `file`'s checksum beside it. */
export async function writeChecksum(file: string): Promise<void> {
  writeFileSync(checksumFile(file), `${await sha256Of(file)}  ${path.basename(file)}\n`);
}

/**
 * Refuses a backup that does not match the checksum written with it. Returns whether there was
 * one to compare with (a backup copied without it, or made before checksums, has none).
 */
export async function verifyChecksum(file: string): Promise<boolean> {
  const sidecar = checksumFile(file);
  if (!existsSync(sidecar)) return false;
  const expected = readFileSync(sidecar, 'utf8').trim().split(/\s+/)[0]?.toLowerCase();
  if (expected !== (await sha256Of(file)))
    throw new BackupRefusal(
      `${file} does not match its checksum (${sidecar}): the backup is damaged or was changed. Nothing was restored.`,
    );
  return true;
}
