// On SQLite, the one instance hears another process's commit on its file (content:import, the
// seed) and refreshes everything; its own commits, already refreshed by their actions, are not
// reported (decision 049).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { SqliteChangeWatch } from '@/server/cache/sqlite-change-watch.server';
import { openDatabase } from '@/server/db/connection.server';

describe("the SQLite instance's watch for other processes' writes", () => {
  it('reports a commit by another process, not its own, and polls by itself once started', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-change-watch-'));
    const file = path.join(folder, 'site.db');
    const db = openDatabase(file);
    await sql`create table note (text text not null)`.execute(db);
    const otherProcess = new SqliteDatabase(file);
    const changes: number[] = [];
    const watch = new SqliteChangeWatch({
      db,
      onChange: () => changes.push(Date.now()),
      onError: (error) => {
        throw error;
      },
      intervalMs: 50,
    });
    try {
      expect(await watch.check()).toBe(false);
      await sql`insert into note (text) values ('ours')`.execute(db);
      expect(await watch.check()).toBe(false);
      otherProcess.prepare("insert into note (text) values ('imported')").run();
      expect(await watch.check()).toBe(true);
      expect(await watch.check()).toBe(false);
      expect(changes).toHaveLength(1);

      watch.start();
      otherProcess.prepare("insert into note (text) values ('imported again')").run();
      await vi.waitFor(() => expect(changes).toHaveLength(2), { timeout: 5_000 });
    } finally {
      watch.stop();
      otherProcess.close();
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
