import type { Kysely } from 'kysely';

/**
 * A contact request is looked up by its sender's address and time before it is stored: the same
 * message from the same address within a few minutes is one request (issue 17). The index keeps
 * that look-up one probe however many requests the table holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('contact_email_received')
    .on('contact')
    .columns(['email', 'received_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_email_received').execute();
}
