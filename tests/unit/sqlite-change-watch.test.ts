// On SQLite, the one instance hears another process's content change on its file
// (content:import marks its transaction) and refreshes everything; that process's other writes
// and the instance's own commits, already refreshed by their actions, are not reported
// (decision 049).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { markContentChanged, SqliteChangeWatch } from '@/server/cache/sqlite-change-watch.server';
import { openDatabase } from '@/server/db/connection.server';

describe("the SQLite instance's watch for other processes' writes", () => {
  it('reports another process’s content change, not its other writes nor its own', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sqlite-change-watch-'));
    const file = path.join(folder, 'site.db');
    const db = openDatabase(file);
    await sql`create table note (text text not null)`.execute(db);
    const otherProcess = openDatabase(file);
    const writeContent = (text: string) =>
      otherProcess.transaction().execute(async (trx) => {
        await sql`insert into note (text) values (${text})`.execute(trx);
        await markContentChanged(trx);
      });
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
      await sql`insert into note (text) values ('the instance’s own write')`.execute(db);
      expect(await watch.check()).toBe(false);
      await sql`insert into note (text) values ('a session, a rate-limit count')`.execute(
        otherProcess,
      );
      expect(await watch.check()).toBe(false);
      await writeContent('imported');
      expect(await watch.check()).toBe(true);
      expect(await watch.check()).toBe(false);
      expect(changes).toHaveLength(1);

      watch.start();
      await writeContent('imported again');
      await vi.waitFor(() => expect(changes).toHaveLength(2), { timeout: 5_000 });
    } finally {
      watch.stop();
      await otherProcess.destroy();
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
