import { type Kysely } from 'kysely';

/**
 * Addresses that unsubscribed, kept only as a keyed hash once their subscriber row is purged
 * (30 days after leaving): enough to know never to mail them, not enough to read them back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_suppression')
    .addColumn('email_hash', 'text', (c) => c.primaryKey())
    .addColumn('unsubscribed_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_suppression').execute();
}
