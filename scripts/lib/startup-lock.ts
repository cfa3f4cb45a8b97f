import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Whether the process that wrote the lock file is gone (it crashed while holding it). */
function holderGone(lockFile: string): boolean {
  const pid = Number(readFileSync(lockFile, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `job` while holding `lockFile` (the holder's pid, put in place by a hard link, which
 * fails when the file exists: never half-written): the start-up lock of an SQLite database, for
 * processes started at once on one file. A lock left by a process that died is taken over.
 */
export async function withLockFile(lockFile: string, job: () => Promise<void>): Promise<void> {
  const claim = `${lockFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(claim, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(claim, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (holderGone(lockFile)) rmSync(lockFile, { force: true });
        else await sleep(100);
      }
    }
  } finally {
    rmSync(claim, { force: true });
  }
  try {
    await job();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
