import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/connection.server';

describe('a transaction on SQLite, beside another instance on the same file', () => {
  it('holds the write lock from its start: a write committed elsewhere after its first read cannot make its own fail', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-transactions-'));
    const file = path.join(folder, 'site.db');
    const db = openDatabase(file);
    await sql`create table note (text text not null)`.execute(db);
    // A second instance's connection that does not wait: it says at once whether it could write.
    const otherInstance = new SqliteDatabase(file);
    otherInstance.pragma('busy_timeout = 0');
    try {
      let otherWrite: 'committed' | 'refused' | undefined;
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from note`.execute(trx);
        try {
          otherInstance.prepare("insert into note (text) values ('other')").run();
          otherWrite = 'committed';
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
          otherWrite = 'refused';
        }
        await sql`insert into note (text) values ('ours')`.execute(trx);
      });
      // With its own busy timeout, the other instance would have waited for the lock instead.
      expect(otherWrite).toBe('refused');
      expect(otherInstance.prepare('select text from note').pluck().all()).toEqual(['ours']);
    } finally {
      otherInstance.close();
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
