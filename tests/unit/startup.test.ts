// Starting an instance from an existing build (issue 12 §1): `npm run serve` refuses without a
// build of these sources, and the SQLite start-up lock orders processes and survives a crash.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withLockFile } from '../../scripts/lib/startup-lock';

const folder = mkdtempSync(path.join(tmpdir(), 'startup-test-'));

afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function prepareInstance(distDir: string) {
  return spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'scripts/prepare-instance.ts'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        DATABASE_URL: path.join(folder, 'never-opened.db'),
      },
      timeout: 60_000,
    },
  );
}

// Each test starts tsx, which hashes every source to compare the build's stamp: seconds on a
// busy machine, more than a unit test's default 5 s.
describe('npm run serve', { timeout: 60_000 }, () => {
  it('refuses to start without a build, and says how to make one', () => {
    const result = prepareInstance(path.join(folder, 'no-build'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No build to serve: run `npm run build` first');
    expect(existsSync(path.join(folder, 'never-opened.db'))).toBe(false);
  });

  it('refuses a build of other sources', () => {
    const distDir = path.join(folder, 'old-build');
    rmSync(distDir, { recursive: true, force: true });
    mkdirSync(distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'BUILD_STAMP'), 'a build of other sources');
    const result = prepareInstance(distDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The build does not match these sources or settings');
  });
});

describe('the SQLite start-up lock', () => {
  it('lets one holder in at a time', async () => {
    const lockFile = path.join(folder, 'ordered.lock');
    const events: string[] = [];
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = withLockFile(lockFile, async () => {
      events.push('first in');
      await firstHeld;
      events.push('first out');
    });
    const second = withLockFile(lockFile, async () => {
      events.push('second in');
    });
    await expect.poll(() => events).toEqual(['first in']);
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first in', 'first out', 'second in']);
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock left by a process that died holding it', async () => {
    const lockFile = path.join(folder, 'crashed.lock');
    const dead = spawnSync('node', ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(lockFile, dead.stdout);
    let ran = false;
    await withLockFile(lockFile, async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
