import { closeSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import type { Dialect } from '../../src/server/db/connection.server';

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
