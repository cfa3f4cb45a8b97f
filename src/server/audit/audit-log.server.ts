import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { countRows } from '@/server/db/count-rows.server';
import type { AuditLogTable, Database } from '@/server/db/schema';

export interface AuditEntry {
  /** Dotted verb: `post.create`, `post.publish`, `user.ban`, `contact.delete`… */
  action: string;
  targetType: string;
  targetId: string;
  /** Short human detail (a title, an e-mail, the new role). Never a secret or a password. */
  summary?: string;
}

export type AuditRow = Selectable<AuditLogTable>;

/** Who made a change: a signed-in staff member (auth's `Staff` is one). */
export interface AuditActor {
  id: string;
  email: string;
}

/**
 * Records one admin mutation. Call it inside the mutation's own transaction, so the log has a
 * line if and only if the change happened.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
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
      ip_hash: null,
      user_agent: null,
    })
    .execute();
}

/** Which entries the audit screen shows: all, the admin's changes, or sign-in and access events. */
export const auditKinds = ['all', 'changes', 'sign-in'] as const;
export type AuditKind = (typeof auditKinds)[number];

/** The log, newest first, one page at a time, of one kind of entry. */
export async function listAuditLog(
  db: Kysely<Database>,
  page: { limit: number; offset: number; kind?: AuditKind },
): Promise<{ rows: AuditRow[]; total: number }> {
  const ofKind = db
    .selectFrom('audit_log')
    .$if(page.kind === 'sign-in', (query) => query.where('action', 'like', 'auth.%'))
    .$if(page.kind === 'changes', (query) => query.where('action', 'not like', 'auth.%'));
  const [rows, total] = await Promise.all([
    ofKind
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(ofKind),
  ]);
  return { rows, total };
}
