import 'server-only';
import { sql, type Kysely } from 'kysely';
import { migrationNames } from '@/server/db/migrate.server';
import type { Database } from '@/server/db/schema';
import { isShuttingDown } from '@/server/lifecycle/shutdown.mjs';

export type Readiness =
  | { ready: true }
  | {
      ready: false;
      reason:
        'database-unreachable' | 'migrations-pending' | 'freshness-channel-down' | 'shutting-down';
    };

/**
 * Whether this instance can serve every request (GET /readyz, for a load balancer): its database
 * answers and holds every migration this code knows, and, where other instances change content
 * too (PostgreSQL), it hears their changes (decision 020): `freshnessChannel` is null (or left
 * out: the database alone is checked) where there is no channel (SQLite), not connected until
 * the instance's first LISTEN succeeded. Two small queries, nothing cached.
 */
export async function readiness(
  db: Kysely<Database>,
  freshnessChannel: { connected: boolean } | null = null,
): Promise<Readiness> {
  // Draining (decision 021): requests in flight finish, a load balancer sends no more.
  if (isShuttingDown()) return { ready: false, reason: 'shutting-down' };
  let applied: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = rows.map((row) => row.name);
  } catch (error) {
    // No migration table yet is a database that answers; anything else is one that does not.
    if (/kysely_migration/.test(String(error)))
      return { ready: false, reason: 'migrations-pending' };
    return { ready: false, reason: 'database-unreachable' };
  }
  if (migrationNames.some((name) => !applied.includes(name)))
    return { ready: false, reason: 'migrations-pending' };
  if (freshnessChannel && !freshnessChannel.connected)
    return { ready: false, reason: 'freshness-channel-down' };
  return { ready: true };
}
