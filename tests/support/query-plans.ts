import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '@/server/db/schema';
import type { TestDatabase } from './test-database';

/**
 * A second connection to a test database that records every query it runs, so a test can ask
 * the database how it executes them (EXPLAIN): proof that a list reads through its index.
 */
export interface RecordingDatabase {
  db: Kysely<Database>;
  /** The queries run since the last `take()`, which empties the record. */
  take(): CompiledQuery[];
  /** The database's plan of a query, one line per step (SQLite) or node (PostgreSQL). */
  plan(query: CompiledQuery): Promise<string[]>;
  destroy(): Promise<void>;
}

export function recordingDatabase(database: TestDatabase): RecordingDatabase {
  const queries: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') queries.push(event.query);
  };
  if (database.dialect === 'sqlite') {
    const sqlite = new SqliteDatabase(database.url);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
    return {
      db,
      take: () => queries.splice(0),
      async plan(query) {
        const rows = sqlite
          .prepare(`explain query plan ${query.sql}`)
          .all(...(query.parameters as unknown[])) as { detail: string }[];
        return rows.map((row) => row.detail);
      },
      destroy: () => db.destroy(),
    };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    take: () => queries.splice(0),
    async plan(query) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) ${query.sql}`,
        query.parameters as unknown[],
      );
      return nodes(rows[0]!['QUERY PLAN'][0].Plan);
    },
    destroy: () => db.destroy(),
  };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): string[] {
  const name = [node['Node Type'], node['Index Name'] ?? node['Relation Name']]
    .filter(Boolean)
    .join(' ');
  return [name, ...(node.Plans ?? []).flatMap(nodes)];
}
