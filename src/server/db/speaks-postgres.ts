import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Whether a connection is PostgreSQL (else SQLite), for the few statements that differ (decision
 * 003). Kysely offers no public way to ask its dialect; the adapter is the dialect's own class.
 * No 'server-only' marker: migrations import it, and scripts load them outside any bundle.
 */
export function speaksPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
