import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import { speaksPostgres } from '@/server/db/speaks-postgres';

/*
 * On SQLite the site is one instance (decision 019), which refreshes after its own saves. Content
 * written by another process on the same file (`npm run content:import`) would stay unseen until
 * the caches' safety net of a day runs out. Such a writer marks its transaction as a content
 * change by raising the file's `user_version` (`markContentChanged`); the instance polls SQLite's
 * `data_version`, which moves when another connection commits anything, and only then reads
 * `user_version`: a raised one means content changed, so every page renders anew. Other
 * processes' writes that are not content (a second test instance's sessions and rate-limit
 * counts, an account made on the command line) leave the pages' caches alone. Both pragmas read
 * the file's header, not a table: no query on a cached page's path (decision 049).
 */

async function pragmaNumber(db: Kysely<Database> | Transaction<Database>, name: string) {
  const { rows } = await sql<Record<string, number>>`pragma ${sql.raw(name)}`.execute(db);
  return Number(rows[0]?.[name]);
}

/** In a content writer's transaction on SQLite: tells the running instance, at commit, to refresh. */
export async function markContentChanged(trx: Transaction<Database>): Promise<void> {
  // On PostgreSQL the tables' triggers announce it (decision 020).
  if (speaksPostgres(trx as Kysely<Database>)) return;
  const next = (await pragmaNumber(trx, 'user_version')) + 1;
  // A pragma takes no bound parameter; `next` is a number read just above.
  await sql`pragma user_version = ${sql.raw(String(next))}`.execute(trx);
}

export interface SqliteChangeWatchOptions {
  db: Kysely<Database>;
  /** Called once per poll that found another process's content change. */
  onChange: () => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
}

export class SqliteChangeWatch {
  readonly #options: SqliteChangeWatchOptions;
  #timer: NodeJS.Timeout | undefined;
  #seenCommit: number | undefined;
  #seenContent: number | undefined;

  constructor(options: SqliteChangeWatchOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#timer) return;
    void this.check();
    this.#timer = setInterval(() => void this.check(), this.#options.intervalMs ?? 500);
    // Never what keeps the process alive.
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** One poll: answers whether another process changed content since the last one. */
  async check(): Promise<boolean> {
    try {
      const commit = await pragmaNumber(this.#options.db, 'data_version');
      if (commit === this.#seenCommit) return false;
      this.#seenCommit = commit;
      const content = await pragmaNumber(this.#options.db, 'user_version');
      const changed = this.#seenContent !== undefined && content !== this.#seenContent;
      this.#seenContent = content;
      if (changed) this.#options.onChange();
      return changed;
    } catch (error) {
      this.#options.onError(error);
      return false;
    }
  }
}
