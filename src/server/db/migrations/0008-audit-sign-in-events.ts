import { type Kysely } from 'kysely';

/**
 * Sign-in events join the audit log: who tried from where, and with what kind of browser. The
 * address is kept as a keyed hash only; the browser as its family (`Firefox`, `curl`), never the
 * whole user-agent string.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('ip_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('user_agent', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('user_agent').execute();
  await db.schema.alterTable('audit_log').dropColumn('ip_hash').execute();
}
