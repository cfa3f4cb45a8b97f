import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { userAgentFamily } from '@/lib/net/user-agent-family';
import type { Database } from '@/server/db/schema';
import { clientAddress } from '@/server/security/client-address.server';
import { appSecret, keyedHash } from '@/server/security/secret.server';

/** What happened at the door: audit actions `auth.{kind}.{outcome}`. */
export type AuthEventKind =
  | 'sign-in'
  | 'second-factor'
  | 'password-reset-request'
  | 'password-reset'
  /** The password (and code) asked again before a sensitive action (fresh-proof.server.ts). */
  | 'identity-check'
  | 'forbidden';

export interface AuthEvent {
  kind: AuthEventKind;
  /** `signed-in`, `invalid-credentials`, `rate-limited` (a lock-out), `invalid-code`… */
  outcome: string;
  /** The account, when the event names one that exists (by id, or by the address typed). */
  userId?: string;
  email?: string;
}

/**
 * Writes one sign-in event to the audit log (ASVS 16.3): when, which account if it exists, the
 * client's address as a keyed hash, the browser family, and the outcome. An address typed for no
 * account is not kept (it may be a mistyped password, or someone else's address).
 */
export async function recordAuthEvent(
  request: { db: Kysely<Database>; headers: Headers; now: Date },
  event: AuthEvent,
): Promise<void> {
  const { db, headers, now } = request;
  const account = event.userId
    ? await db
        .selectFrom('auth_user')
        .select(['id', 'email'])
        .where('id', '=', event.userId)
        .executeTakeFirst()
    : event.email
      ? await db
          .selectFrom('auth_user')
          .select(['id', 'email'])
          .where('email', '=', event.email.trim().toLowerCase())
          .executeTakeFirst()
      : undefined;
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: account?.id ?? '',
      actor_email: account?.email ?? '',
      action: `auth.${event.kind}.${event.outcome}`,
      target_type: 'account',
      target_id: account?.id ?? '',
      summary: '',
      created_at: now.toISOString(),
      ip_hash: keyedHash(await appSecret(db), 'audit-ip', clientAddress(headers)),
      user_agent: userAgentFamily(headers.get('user-agent')),
    })
    .execute();
}
