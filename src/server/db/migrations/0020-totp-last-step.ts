import type { Kysely } from 'kysely';

/**
 * The last time step (30 s) whose authenticator code each account had accepted (issue 34 §6): a
 * code is then taken once, and replaying it within its window (seen over a shoulder, caught by a
 * phishing page) is refused. Its own table, keyed by the account's id without a foreign key: the
 * `auth_` tables are better-auth's, created after our migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp_last_step')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('step', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('totp_last_step').execute();
}
