// Backups that restore (issue 12 §7): `npm run db:backup` taken while contact requests keep
// arriving holds every one committed before it began, and `npm run db:restore` puts it into a
// fresh database that is ready to serve. A restore refuses a database that holds data (unless
// --force) and a backup of the other kind of database. Backups are readable by their owner only,
// encrypted with age on request, and checked whole before a restore touches the database
// (decision 037). Runs the real scripts, on both lanes.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listPublishedPosts } from '@/server/blog/posts.server';
import { submitContact } from '@/server/contact/submit-contact.server';
import { openDatabase } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { seed, seedContactServices } from '@/server/seed/seed.server';
import { readiness } from '@/server/health/readiness.server';
import { formOptions, submissionContext, validContact } from '../support/form-fixtures';
import { runScript } from '../support/run-script';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
/** For the tests that run the scripts four or five times (scrypt's passphrase hashing included). */
const slowTest = 300_000;

const folder = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
let source: TestDatabase;
const targets: TestDatabase[] = [];

beforeAll(async () => {
  source = await createTestDatabase();
  await seed(source.db);
});

afterAll(async () => {
  await source?.destroy();
  for (const target of targets) await target.destroy();
  rmSync(folder, { recursive: true, force: true });
});

/** Far above what the writer sends: the rate limit must not turn submissions away here. */
const noRateLimit = { limit: 1_000_000, windowMs: 600_000 };

/**
 * Contact requests through the real pipeline, one after another until stopped. `committed`
 * holds the address of every submission that has returned, so whose transaction committed.
 */
function startWriting(db: Kysely<Database>) {
  const committed: string[] = [];
  let stopped = false;
  const writing = (async () => {
    for (let index = 0; !stopped; index++) {
      const email = `visitor${index}@example.ch`;
      const result = await submitContact(
        db,
        validContact({ email }),
        submissionContext(new Date()),
        formOptions(noRateLimit),
      );
      if (result.outcome.status !== 'accepted')
        throw new Error(`submission ${index}: ${result.outcome.status}`);
      committed.push(email);
      // better-sqlite3 answers synchronously: without a turn of the event loop, this loop would
      // starve everything else in the test (the poll, the backup's child process).
      await setImmediate();
    }
  })();
  // A failure is reported by stop(), not as an unhandled rejection in between.
  writing.catch(() => {});
  return {
    committed,
    async stop() {
      stopped = true;
      await writing;
    },
  };
}

/** A new, empty database no process has open (an SQLite file open elsewhere is refused). */
async function emptyTarget(): Promise<TestDatabase> {
  const target = await createTestDatabase({ migrated: false });
  targets.push(target);
  await target.db.destroy();
  return target;
}

/** Runs `read` on a connection of its own, closed afterwards so the scripts find it unused. */
async function reading<T>(url: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = openDatabase(url);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

async function contactEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('contact').select('email').orderBy('email').execute();
  return rows.map((row) => row.email);
}

describe(`database backups (${lane})`, () => {
  it('a backup taken during writes holds every request committed before it began, and restores ready to serve', async () => {
    const backupFile = path.join(folder, 'during-writes.backup');
    const writer = startWriting(source.db);
    await expect.poll(() => writer.committed.length, { timeout: 30_000 }).toBeGreaterThan(20);
    const committedBefore = [...writer.committed];
    const backup = await runScript('db-backup.ts', ['--out', backupFile], source.url);
    const committedDuring = writer.committed.length - committedBefore.length;
    await writer.stop();
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`written to ${backupFile}`);
    // The writes went on while the backup ran: it was taken under load.
    expect(committedDuring).toBeGreaterThan(0);

    const target = await emptyTarget();
    const restore = await runScript('db-restore.ts', [backupFile], target.url);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('apply the migrations newer than the backup');

    await reading(target.url, async (restored) => {
      const emails = await contactEmails(restored);
      expect(emails).toEqual(expect.arrayContaining(committedBefore));
      // One snapshot: each request came with both of its mails (they commit together).
      const mails = await restored
        .selectFrom('outbox')
        .select(({ fn }) => ['contact_id', fn.countAll<number | string>().as('count')])
        .groupBy('contact_id')
        .execute();
      expect(mails).toHaveLength(emails.length);
      expect(mails.every((row) => Number(row.count) === 2)).toBe(true);

      expect(await readiness(restored)).toEqual({ ready: true });
      const posts = await listPublishedPosts('fr', restored);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts).toEqual(await listPublishedPosts('fr', source.db));
    });
  });

  it('refuses a database in use, or holding data unless --force, leaving it untouched; --force replaces its contents', async () => {
    const backupFile = path.join(folder, 'quiet.backup');
    const backup = await runScript('db-backup.ts', ['--out', backupFile], source.url);
    expect(backup.status, backup.stderr).toBe(0);
    const target = await createTestDatabase();
    targets.push(target);
    await seedContactServices(target.db);
    await submitContact(
      target.db,
      validContact({ email: 'kept@example.ch' }),
      submissionContext(new Date()),
      formOptions(),
    );
    // An instance still connected (here a connection the test holds, so that its pool cannot
    // close it as idle while the script starts) is refused even with --force.
    const inUse = await target.db
      .connection()
      .execute(() => runScript('db-restore.ts', [backupFile, '--force'], target.url));
    expect(inUse.status).toBe(1);
    expect(inUse.stderr).toContain('Stop every instance of the site');
    await target.db.destroy();

    const refused = await runScript('db-restore.ts', [backupFile], target.url);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('--force');
    expect(await reading(target.url, contactEmails)).toEqual(['kept@example.ch']);

    const forced = await runScript('db-restore.ts', [backupFile, '--force'], target.url);
    expect(forced.status, forced.stderr).toBe(0);
    const expected = await contactEmails(source.db);
    await reading(target.url, async (restored) => {
      expect(await contactEmails(restored)).toEqual(expected);
      expect(await readiness(restored)).toEqual({ ready: true });
    });
  });

  it('refuses a backup of the other kind of database, and a file that is no backup', async () => {
    const target = await emptyTarget();
    // Each kind is told by its first bytes (SQLite's header, pg_dump's signature).
    const otherKind = path.join(folder, 'other-kind.backup');
    const signature = lane === 'sqlite' ? 'PGDMP' : 'SQLite format 3\0';
    writeFileSync(otherKind, Buffer.concat([Buffer.from(signature, 'latin1'), Buffer.alloc(512)]));
    const refused = await runScript('db-restore.ts', [otherKind, '--force'], target.url);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      lane === 'sqlite'
        ? 'is a backup of a PostgreSQL database, but DATABASE_URL names an SQLite database'
        : 'is a backup of an SQLite database, but DATABASE_URL names a PostgreSQL database',
    );

    const notABackup = path.join(folder, 'notes.txt');
    writeFileSync(notABackup, 'not a backup\n');
    const rejected = await runScript('db-restore.ts', [notABackup, '--force'], target.url);
    expect(rejected.status).toBe(1);
    expect(rejected.stderr).toContain('is not a backup made by npm run db:backup');

    expect(await reading(target.url, (db) => db.introspection.getTables())).toEqual([]);
  });

  it('writes a backup readable by its owner only, with its SHA-256 beside it', async () => {
    const backupFile = path.join(folder, 'private.backup');
    // A file already there with wider permissions does not keep them.
    writeFileSync(backupFile, 'an older file', { mode: 0o644 });
    const backup = await runScript('db-backup.ts', ['--out', backupFile], source.url);
    expect(backup.status, backup.stderr).toBe(0);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(statSync(`${backupFile}.sha256`).mode & 0o777).toBe(0o600);
    const [digest, name] = readFileSync(`${backupFile}.sha256`, 'utf8').trim().split(/\s+/);
    expect(name).toBe('private.backup');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it(
    'encrypts with a passphrase: the restore needs it, and refuses a wrong one',
    async () => {
      const passphrase = 'correct horse battery staple 42';
      const backupFile = path.join(folder, 'passphrase.backup');
      const backup = await runScript('db-backup.ts', ['--out', backupFile], source.url, {
        BACKUP_PASSPHRASE: passphrase,
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('encrypted with BACKUP_PASSPHRASE');
      const bytes = readFileSync(backupFile);
      expect(bytes.subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n');
      for (const plain of ['SQLite format 3', 'PGDMP', 'visitor0@example.ch'])
        expect(bytes.includes(plain)).toBe(false);

      const target = await emptyTarget();
      const withoutKey = await runScript('db-restore.ts', [backupFile], target.url);
      expect(withoutKey.status).toBe(1);
      expect(withoutKey.stderr).toContain('is encrypted: set BACKUP_PASSPHRASE');
      const wrongKey = await runScript('db-restore.ts', [backupFile], target.url, {
        BACKUP_PASSPHRASE: 'not the passphrase at all',
      });
      expect(wrongKey.status).toBe(1);
      expect(wrongKey.stderr).toContain('could not be decrypted');
      expect(await reading(target.url, (db) => db.introspection.getTables())).toEqual([]);

      const restore = await runScript('db-restore.ts', [backupFile], target.url, {
        BACKUP_PASSPHRASE: passphrase,
      });
      expect(restore.status, restore.stderr).toBe(0);
      expect(await reading(target.url, contactEmails)).toEqual(await contactEmails(source.db));
    },
    slowTest,
  );

  it(
    'encrypts for an age public key: the restore needs its private key',
    async () => {
      const identity = await generateIdentity();
      const keyFile = path.join(folder, 'backup-key.txt');
      writeFileSync(keyFile, `# created: for the test\n${identity}\n`, { mode: 0o600 });
      const backupFile = path.join(folder, 'public-key.backup');
      const backup = await runScript('db-backup.ts', ['--out', backupFile], source.url, {
        BACKUP_RECIPIENTS: await identityToRecipient(identity),
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('encrypted for 1 public key(s)');

      const target = await emptyTarget();
      const otherKey = path.join(folder, 'other-key.txt');
      writeFileSync(otherKey, `${await generateIdentity()}\n`);
      const refused = await runScript(
        'db-restore.ts',
        [backupFile, '--identity', otherKey],
        target.url,
      );
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('could not be decrypted');
      const restore = await runScript(
        'db-restore.ts',
        [backupFile, '--identity', keyFile],
        target.url,
      );
      expect(restore.status, restore.stderr).toBe(0);
      expect(await reading(target.url, contactEmails)).toEqual(await contactEmails(source.db));
    },
    slowTest,
  );

  it(
    'refuses a damaged backup before touching the database, with --force too',
    async () => {
      const target = await createTestDatabase();
      targets.push(target);
      await seedContactServices(target.db);
      await submitContact(
        target.db,
        validContact({ email: 'kept@example.ch' }),
        submissionContext(new Date()),
        formOptions(),
      );
      await target.db.destroy();
      const restoreOf = (file: string, env: Record<string, string> = {}) =>
        runScript('db-restore.ts', [file, '--force'], target.url, env);

      const plainFile = path.join(folder, 'damaged.backup');
      expect((await runScript('db-backup.ts', ['--out', plainFile], source.url)).status).toBe(0);
      const bytes = readFileSync(plainFile);
      // One byte changed in the middle: the checksum no longer matches.
      const middle = bytes.length >> 1;
      bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
      writeFileSync(plainFile, bytes);
      const changed = await restoreOf(plainFile);
      expect(changed.status).toBe(1);
      expect(changed.stderr).toContain('does not match its checksum');

      // Without its checksum, a backup cut short is found damaged when read whole.
      rmSync(`${plainFile}.sha256`);
      writeFileSync(plainFile, readFileSync(plainFile).subarray(0, bytes.length >> 1));
      const cut = await restoreOf(plainFile);
      expect(cut.status).toBe(1);
      expect(cut.stderr).toContain('damaged');

      // An encrypted backup changed anywhere does not decrypt.
      const passphrase = 'correct horse battery staple 42';
      const encryptedFile = path.join(folder, 'damaged-encrypted.backup');
      const encrypted = await runScript('db-backup.ts', ['--out', encryptedFile], source.url, {
        BACKUP_PASSPHRASE: passphrase,
      });
      expect(encrypted.status, encrypted.stderr).toBe(0);
      rmSync(`${encryptedFile}.sha256`);
      const sealed = readFileSync(encryptedFile);
      sealed.writeUInt8(sealed.readUInt8(sealed.length - 100) ^ 0x01, sealed.length - 100);
      writeFileSync(encryptedFile, sealed);
      const tampered = await restoreOf(encryptedFile, { BACKUP_PASSPHRASE: passphrase });
      expect(tampered.status).toBe(1);
      expect(tampered.stderr).toContain('could not be decrypted');

      expect(await reading(target.url, contactEmails)).toEqual(['kept@example.ch']);
    },
    slowTest,
  );
});
