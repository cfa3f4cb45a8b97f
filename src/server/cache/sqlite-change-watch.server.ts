import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/*
 * On SQLite the site is one instance (decision 019), which refreshes after its own saves. A write
 * by another process on the same file (`npm run content:import`, `db:seed`, `admin:create`) would
 * stay unseen until the caches' safety net of a day runs out. SQLite's `data_version` changes
 * when another connection commits (never for the process's own writes): polled twice a second,
 * it is how the instance hears those writes within a second (decision 049). The pragma reads the
 * file's shared index, not a table: no query on a cached page's path.
 */

export interface SqliteChangeWatchOptions {
  db: Kysely<Database>;
  /** Called once per poll that found another process's commit. */
  onChange: () => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
}

export class SqliteChangeWatch {
  readonly #options: SqliteChangeWatchOptions;
  #timer: NodeJS.Timeout | undefined;
  #seen: number | undefined;

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

  /** One poll: answers whether another process committed since the last one. */
  async check(): Promise<boolean> {
    try {
      const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(
        this.#options.db,
      );
      const version = Number(rows[0]?.data_version);
      const changed = this.#seen !== undefined && version !== this.#seen;
      this.#seen = version;
      if (changed) this.#options.onChange();
      return changed;
    } catch (error) {
      this.#options.onError(error);
      return false;
    }
  }
}
