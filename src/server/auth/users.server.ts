import 'server-only';
import { randomBytes } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Kysely, Transaction, Updateable } from 'kysely';
import { detailedAudit } from '@/lib/admin/audit-detail';
import type { InviteUserInput } from '@/lib/admin/user-schema';
import type { Auth } from '@/server/auth/auth.server';
import { hasFreshProof } from '@/server/auth/fresh-proof.server';
import { forgetTotpSteps } from '@/server/auth/totp-once.server';
import type { Staff } from '@/server/auth/guards.server';
import { isStaffRole, type StaffRole } from '@/lib/admin/roles';
import { countRows } from '@/server/db/count-rows.server';
import type { Database } from '@/server/db/schema';
import { recordAudit } from '@/server/audit/audit-log.server';

/**
 * Staff accounts for the admin's Users screen. better-auth owns the tables (auth_*); reading and
 * the simple state changes are plain statements on them, inside one transaction with the audit
 * line and the rules better-auth does not have:
 * - the last admin (non-banned admins are the ones that count) is never demoted, banned or deleted;
 * - nobody demotes, bans, deletes or resets the two-factor of their own account;
 * - a role change, a new admin, a deletion or a two-factor reset needs a fresh proof of identity
 *   (fresh-proof.server.ts).
 * Only creation (id, password hash, credential account) and the password-set link go through
 * better-auth.
 */

/** One row of the users table. */
export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** ISO timestamp (PostgreSQL returns a Date, SQLite ISO text: one shape for the page). */
  createdAt: string;
  banned: boolean;
  twoFactorEnabled: boolean;
}

/** `proof-needed`: a sensitive change asked of a session not proven in the last ten minutes. */
export type UserRefusal = 'not-found' | 'self' | 'last-admin' | 'email-taken' | 'proof-needed';

export type UserChange =
  | { ok: true; user: { id: string; email: string }; changed: boolean }
  | { ok: false; refusal: UserRefusal };

type Executor = Kysely<Database> | Transaction<Database>;

/** SQLite stores booleans as 0/1 and PostgreSQL parses '1'/'0' for a boolean: one value for both. */
const yes = 1;
const no = 0;

function toIso(value: string | Date): string {
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}

/** Every account, newest first (spec: all users ordered by created_at descending). */
export async function listStaffUsers(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('auth_user')
    .select(['id', 'email', 'name', 'role', 'createdAt', 'banned', 'twoFactorEnabled'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    // Accounts are only ever created with a staff role; anything else gets the least rights.
    role: isStaffRole(row.role) ? row.role : 'editor',
    createdAt: toIso(row.createdAt),
    banned: Boolean(row.banned),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
  }));
}

export function countStaffUsers(db: Kysely<Database>): Promise<number> {
  return countRows(db.selectFrom('auth_user'));
}

/**
 * Serialises every change that could lower the number of admins. On PostgreSQL, a no-op update
 * of the admin rows takes their row locks until commit: a second such transaction waits, then
 * counts what the first one committed (a plain count would let two admins demote each other at
 * the same moment). On SQLite the write lock already serialises transactions. An update rather
 * than SELECT … FOR UPDATE because SQLite has no FOR UPDATE and the statement must run on both.
 */
async function lockAdmins(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('auth_user')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'admin')
    .execute();
}

/** Admins that still count once `leaving` is no longer one (read after `lockAdmins`). */
async function otherActiveAdmins(trx: Transaction<Database>, leaving: string): Promise<number> {
  const admins = await trx
    .selectFrom('auth_user')
    .select(['id', 'banned'])
    .where('role', '=', 'admin')
    .where('id', '<>', leaving)
    .execute();
  return admins.filter((admin) => !admin.banned).length;
}

async function findTarget(trx: Executor, userId: string) {
  return trx
    .selectFrom('auth_user')
    .select(['id', 'email', 'role', 'banned', 'twoFactorEnabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

type Target = NonNullable<Awaited<ReturnType<typeof findTarget>>>;

/**
 * The shared frame of a guarded change: the fresh proof a sensitive change needs, then one
 * transaction, the admin lock, the target read inside it, the self rule, the last-admin rule when
 * the change removes an active admin, then the change and its audit line.
 */
async function guardedChange(
  db: Kysely<Database>,
  actor: Staff,
  userId: string,
  rules: { removesAdmin: (target: Target) => boolean; refuseSelf: boolean; sensitive: boolean },
  apply: (trx: Transaction<Database>, target: Target) => Promise<UserAudit | false>,
  now: Date,
): Promise<UserChange> {
  if (rules.sensitive && !hasFreshProof(actor, now)) return { ok: false, refusal: 'proof-needed' };
  return db.transaction().execute(async (trx): Promise<UserChange> => {
    await lockAdmins(trx);
    const target = await findTarget(trx, userId);
    if (!target) return { ok: false, refusal: 'not-found' };
    if (rules.refuseSelf && target.id === actor.id) return { ok: false, refusal: 'self' };
    if (rules.removesAdmin(target) && (await otherActiveAdmins(trx, target.id)) === 0)
      return { ok: false, refusal: 'last-admin' };
    const audit = await apply(trx, target);
    if (audit) {
      const { action, summary = target.email } = audit;
      await recordAudit(
        trx,
        actor,
        { action, targetType: 'user', targetId: target.id, summary },
        now,
      );
    }
    return { ok: true, user: { id: target.id, email: target.email }, changed: audit !== false };
  });
}

/** What a change to an account writes in the audit log (the summary defaults to its e-mail). */
interface UserAudit {
  action: `user.${string}`;
  summary?: string;
}

const isActiveAdmin = (target: Target) => target.role === 'admin' && !target.banned;

/** An account change that needs nothing but the account: its rules and what it does. */
function accountChange(
  rules: Parameters<typeof guardedChange>[3],
  apply: (trx: Transaction<Database>, target: Target, now: Date) => Promise<UserAudit | false>,
) {
  return (db: Kysely<Database>, actor: Staff, userId: string, now = new Date()) =>
    guardedChange(db, actor, userId, rules, (trx, target) => apply(trx, target, now), now);
}

/** Changes account columns, stamping the change. */
async function updateUser(
  trx: Transaction<Database>,
  userId: string,
  values: Omit<Updateable<Database['auth_user']>, 'updatedAt'>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('auth_user')
    .set({ ...values, updatedAt: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

async function revokeSessions(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('auth_session').where('userId', '=', userId).execute();
}

/**
 * A new role. No session is revoked: sessions are read from the database on every request (no
 * cookie cache), so the next request already sees it.
 */
export async function changeUserRole(
  db: Kysely<Database>,
  actor: Staff,
  userId: string,
  role: StaffRole,
  now = new Date(),
): Promise<UserChange> {
  return guardedChange(
    db,
    actor,
    userId,
    {
      removesAdmin: (target) => isActiveAdmin(target) && role !== 'admin',
      refuseSelf: true,
      sensitive: true,
    },
    async (trx, target) => {
      if (target.role === role) return false;
      await updateUser(trx, target.id, { role }, now);
      return detailedAudit('user.role', { email: target.email, from: target.role, to: role });
    },
    now,
  );
}

/** Bans without end date (better-auth then refuses every sign-in) and signs them out everywhere. */
export const banStaffUser = accountChange(
  // Not sensitive: it only takes access away, and must be quick when an account is compromised.
  { removesAdmin: isActiveAdmin, refuseSelf: true, sensitive: false },
  async (trx, target, now) => {
    // Sessions go even when the flag was already set: a ban must leave no way in.
    await revokeSessions(trx, target.id);
    if (target.banned) return false;
    await updateUser(trx, target.id, { banned: yes, banReason: null }, now);
    return { action: 'user.ban' };
  },
);

/** Gives a way in back, so it asks for a fresh proof (decision 038), unlike the ban itself. */
export const unbanStaffUser = accountChange(
  { removesAdmin: () => false, refuseSelf: false, sensitive: true },
  async (trx, target, now) => {
    if (!target.banned) return false;
    await updateUser(trx, target.id, { banned: no, banReason: null }, now);
    return { action: 'user.unban' };
  },
);

/**
 * For a colleague who lost their authenticator: their TOTP secret and backup codes go, two-factor
 * is off, and their sessions end; their next sign-in is by password alone (and, when the admin
 * requires two-factor, leads straight to enrolment). better-auth has no endpoint for this.
 */
export const resetUserTwoFactor = accountChange(
  // One's own two-factor is managed on the account page, with one's password.
  { removesAdmin: () => false, refuseSelf: true, sensitive: true },
  async (trx, target, now) => {
    await trx.deleteFrom('auth_two_factor').where('userId', '=', target.id).execute();
    await forgetTotpSteps({ db: trx }, target.id);
    await updateUser(trx, target.id, { twoFactorEnabled: no }, now);
    await revokeSessions(trx, target.id);
    return { action: 'user.reset-two-factor' };
  },
);

/**
 * Deletes the account. Its sessions, password and two-factor rows go with it (better-auth's
 * foreign keys cascade); the audit log keeps the actor's e-mail, so it outlives the account.
 */
export const deleteStaffUser = accountChange(
  { removesAdmin: isActiveAdmin, refuseSelf: true, sensitive: true },
  async (trx, target) => {
    await revokeSessions(trx, target.id);
    await trx.deleteFrom('auth_two_factor').where('userId', '=', target.id).execute();
    await forgetTotpSteps({ db: trx }, target.id);
    await trx.deleteFrom('auth_user').where('id', '=', target.id).execute();
    return { action: 'user.delete' };
  },
);

/** Nobody, the admin included, ever sees it: the invitee chooses their own through the link. */
function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}

/** Where the password-set link leads (the reset page builds its own link from the token). */
const passwordPagePath = '/admin/reset-password';

/**
 * Invites a colleague: creates the account with a role and a random password nobody knows, then
 * mails them a link to choose theirs (better-auth's reset flow, through the outbox; the link
 * lives one hour, and 'Renvoyer le lien' or 'Mot de passe oublié' give a new one).
 *
 * Not one transaction with the audit line: better-auth creates the user and its credential
 * account in its own transaction on the shared connection, and we cannot join it. The line is
 * recorded right after the creation succeeded; the mail is queued last, since a failure there
 * leaves a valid account the admin can send a new link to.
 */
export async function inviteStaffUser(
  db: Kysely<Database>,
  auth: Auth,
  actor: Staff,
  input: InviteUserInput,
  now = new Date(),
): Promise<UserChange> {
  // Any new account is a new way in (an admin a grant of admin rights too): decision 038.
  if (!hasFreshProof(actor, now)) return { ok: false, refusal: 'proof-needed' };
  let user: { id: string; email: string };
  try {
    ({ user } = await auth.api.createUser({
      body: {
        email: input.email,
        name: input.name,
        role: input.role,
        password: unusablePassword(),
      },
    }));
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
      return { ok: false, refusal: 'email-taken' };
    throw error;
  }
  await recordAudit(
    db,
    actor,
    {
      ...detailedAudit('user.invite', { email: user.email, role: input.role }),
      targetType: 'user',
      targetId: user.id,
    },
    now,
  );
  await auth.api.requestPasswordReset({
    body: { email: user.email, redirectTo: passwordPagePath },
  });
  return { ok: true, user: { id: user.id, email: user.email }, changed: true };
}

/** A fresh password-set link for an invitee whose link expired, or who lost it. */
export async function sendPasswordLink(
  db: Kysely<Database>,
  auth: Auth,
  actor: Staff,
  userId: string,
  now = new Date(),
): Promise<UserChange> {
  const target = await findTarget(db, userId);
  if (!target) return { ok: false, refusal: 'not-found' };
  await auth.api.requestPasswordReset({
    body: { email: target.email, redirectTo: passwordPagePath },
  });
  await recordAudit(
    db,
    actor,
    {
      action: 'user.password-link',
      targetType: 'user',
      targetId: target.id,
      summary: target.email,
    },
    now,
  );
  return { ok: true, user: { id: target.id, email: target.email }, changed: true };
}
