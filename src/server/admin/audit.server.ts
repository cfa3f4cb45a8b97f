import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '@/server/db/schema';
import type { Staff } from '@/server/auth/guards.server';

export interface AuditEntry {
  /** Dotted verb: `post.create`, `post.publish`, `user.ban`, `contact.delete`… */
  action: string;
  targetType: string;
  targetId: string;
  /** Short human detail (a title, an e-mail, the new role). Never a secret or a password. */
  summary?: string;
}

export type AuditRow = Selectable<AuditLogTable>;

/**
 * Records one admin mutation. Call it inside the mutation's own transaction, so the log has a
 * line if and only if the change happened.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: Pick<Staff, 'id' | 'email'>,
  entry: AuditEntry,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      summary: entry.summary ?? '',
      created_at: now.toISOString(),
    })
    .execute();
}

/** The log, newest first, one page at a time. */
export async function listAuditLog(
  db: Kysely<Database>,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
