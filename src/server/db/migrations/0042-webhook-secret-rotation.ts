import type { Kysely } from 'kysely';

/*
 * Rotating an endpoint's signing secret (decision 083): the secret it replaced stays, sealed like
 * the current one, until `previous_secret_expires_at` (24 h after the rotation); until then every
 * delivery is signed with both, so the receiver can switch secrets without losing an event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('webhook_endpoint')
    .addColumn('previous_secret_sealed', 'text')
    .execute();
  await db.schema
    .alterTable('webhook_endpoint')
    .addColumn('previous_secret_expires_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoint').dropColumn('previous_secret_expires_at').execute();
  await db.schema.alterTable('webhook_endpoint').dropColumn('previous_secret_sealed').execute();
}
