import { sql, type Kysely } from 'kysely';

/**
 * Each mail belongs to a lane (`auth` for password links and invitations, `form` for what the
 * public forms send), and each lane is drained by its own workers: a flood of contact requests
 * never delays a password reset. Existing rows are form mail unless they are reset links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('lane', 'text', (column) => column.notNull().defaultTo('form'))
    .execute();
  await db
    .updateTable('outbox' as never)
    .set({ lane: 'auth' } as never)
    .where(sql.ref('kind'), '=', 'password-reset')
    .execute();
  await db.schema
    .createIndex('outbox_lane_due')
    .on('outbox')
    .columns(['lane', 'status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_lane_due').execute();
  await db.schema.alterTable('outbox').dropColumn('lane').execute();
}
