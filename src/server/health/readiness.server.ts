import 'server-only';
import { sql, type Kysely } from 'kysely';
import { migrationNames } from '@/server/db/migrate.server';
import type { Database } from '@/server/db/schema';

export type Readiness =
  { ready: true } | { ready: false; reason: 'database-unreachable' | 'migrations-pending' };

/**
 * Whether this instance can serve every request (GET /readyz, for a load balancer): its database
 * answers and holds every migration this code knows. Two small queries, nothing cached.
 */
export async function readiness(db: Kysely<Database>): Promise<Readiness> {
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
  const pending = migrationNames.some((name) => !applied.includes(name));
  return pending ? { ready: false, reason: 'migrations-pending' } : { ready: true };
}
