import { sql } from 'kysely';
import { BackupRefusal, type DatabaseBackups } from './database-backups';
import { withDatabase } from '../../src/server/db/connection.server';
import { tableHoldingData } from './database-contents';
import { runPgTool } from './pg-tools';

/**
 * Backups of a PostgreSQL database with its own tools: pg_dump's custom format, a snapshot in
 * one transaction while the site goes on writing.
 */
export function postgresBackups(databaseUrl: string): DatabaseBackups {
  return {
    backup: (out) => runPgTool('pg_dump', ['--format=custom', `--file=${out}`], databaseUrl),
    // pg_restore turns the whole archive into SQL, thrown away: every entry and data block read.
    check: (file) =>
      runPgTool('pg_restore', ['--file=/dev/null', file], undefined).catch(() => {
        throw new BackupRefusal(
          'The backup is damaged: pg_restore could not read it whole (its message is above). Nothing was restored.',
        );
      }),
    inUse: () =>
      withDatabase(databaseUrl, async (db) => {
        const { rows } = await sql<{ count: number | string }>`
          select count(*) as count from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and backend_type = 'client backend'`.execute(db);
        const count = Number(rows[0]!.count);
        return count > 0
          ? `${count} other connection(s) to the database are open (an instance of the site?)`
          : undefined;
      }),
    tableHoldingData: () => withDatabase(databaseUrl, tableHoldingData),
    restore: (file, replace) =>
      runPgTool(
        'pg_restore',
        [
          // One transaction: a restore that fails leaves the database as it was.
          '--single-transaction',
          '--exit-on-error',
          // The objects belong to the user of DATABASE_URL; the source's roles may not exist here.
          '--no-owner',
          '--no-privileges',
          // --force: drop what the backup holds before creating it again.
          ...(replace ? ['--clean', '--if-exists'] : []),
          file,
        ],
        databaseUrl,
      ),
  };
}
