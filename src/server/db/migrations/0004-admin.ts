import { type Kysely } from 'kysely';

/**
 * The admin's own tables. better-auth's tables (auth_*) are created by its own migrator right
 * after ours (scripts/lib/database.ts), so nothing here references them: the audit log keeps the
 * actor's id and e-mail as plain text and outlives a deleted account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  // A seeded row the admin deleted: the seed runs on every start and must not bring it back.
  await db.schema
    .createTable('seed_removed')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seed_removed_pk', ['kind', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seed_removed').execute();
  await db.schema.dropTable('audit_log').execute();
}
