import { APIError } from 'better-auth/api';
import { TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '@/server/audit/audit-log.server';
import {
  banStaffUser,
  changeUserRole,
  deleteStaffUser,
  inviteStaffUser,
  listStaffUsers,
  resetUserTwoFactor,
  sendPasswordLink,
  unbanStaffUser,
} from '@/server/auth/users.server';
import { createAuth, type Auth } from '@/server/auth/auth.server';
import { createStaffMember } from '@/server/auth/auth-setup.server';
import type { Staff } from '@/server/auth/guards.server';
import type { StaffRole } from '@/lib/admin/roles';
import { sql } from 'kysely';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let auth: Auth;
let owner: Staff;

const password = 'correct-horse-battery-42';

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth(database.db, database.dialect, 'test-secret-for-admin-users-0123456789abcdef');
  owner = await addStaff('owner@example.ch', 'admin');
});

afterAll(async () => {
  await database?.destroy();
});

/** The account, as acting staff who signed in a moment ago (a fresh proof, for ten minutes). */
async function addStaff(email: string, role: StaffRole): Promise<Staff> {
  const { id } = await createStaffMember(database.db, database.dialect, { email, password, role });
  return actingAs({ id, email, role });
}

function actingAs({ id, email, role }: { id: string; email: string; role: StaffRole }): Staff {
  const signedIn = new Date();
  return {
    id,
    email,
    name: email,
    role,
    twoFactorEnabled: false,
    sessionId: '',
    provenAt: signedIn,
  };
}

/** Signs in as a browser would and returns its Cookie header. */
async function signIn(email: string, secret = password): Promise<string> {
  const { headers, response } = await auth.api.signInEmail({
    body: { email, password: secret },
    returnHeaders: true,
  });
  expect(response).not.toHaveProperty('twoFactorRedirect');
  return cookieHeader(headers);
}

function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function sessionOf(cookie: string) {
  return auth.api.getSession({ headers: new Headers({ cookie }) });
}

async function sessionCount(userId: string): Promise<number> {
  const rows = await database.db
    .selectFrom('auth_session')
    .select('id')
    .where('userId', '=', userId)
    .execute();
  return rows.length;
}

async function auditActions(targetId: string): Promise<string[]> {
  const { rows } = await listAuditLog(database.db, { limit: 500, offset: 0 });
  return rows.filter((row) => row.target_id === targetId).map((row) => row.action);
}

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof APIError) return error.body?.code;
    throw error;
  }
  return undefined;
}

async function invite(email: string, role: StaffRole, actor = owner) {
  const result = await inviteStaffUser(database.db, auth, actor, { email, name: email, role });
  if (!result.ok) throw new Error(`invite refused: ${result.refusal}`);
  return result.user;
}

/** The newest password-set token better-auth stored for this account. */
async function passwordToken(userId: string): Promise<string> {
  return (await passwordTokens(userId))[0]!;
}

/** Every password-set token stored for this account, newest first. */
async function passwordTokens(userId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom(
      sql<{ identifier: string; value: string; createdAt: string }>`auth_verification`.as('v'),
    )
    .select(['identifier', 'createdAt'])
    .where('value', '=', userId)
    .where('identifier', 'like', 'reset-password:%')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((row) => row.identifier.slice('reset-password:'.length));
}

describe(`admin users (${lane})`, () => {
  it('invites a user with a role, mails a password-set link, and the link lets them in', async () => {
    const invited = await invite('Editor.One@Example.ch', 'editor');
    const listed = (await listStaffUsers(database.db)).find((user) => user.id === invited.id);
    expect(listed).toMatchObject({
      email: 'editor.one@example.ch',
      name: 'Editor.One@Example.ch',
      role: 'editor',
      banned: false,
      twoFactorEnabled: false,
    });
    expect(Number.isNaN(Date.parse(listed?.createdAt ?? ''))).toBe(false);

    const mails = await database.db
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'text_body'])
      .where('recipient', '=', 'editor.one@example.ch')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('password-reset');
    const token = await passwordToken(invited.id);
    expect(mails[0]?.text_body).toContain(`/admin/reset-password?token=${token}`);

    // Nobody knows the initial password: only the link opens the account.
    expect(
      await errorCode(auth.api.signInEmail({ body: { email: invited.email, password } })),
    ).toBe('INVALID_EMAIL_OR_PASSWORD');
    await auth.api.resetPassword({ body: { token, newPassword: 'chosen-by-the-editor-1' } });
    const cookie = await signIn(invited.email, 'chosen-by-the-editor-1');
    expect((await sessionOf(cookie))?.user.role).toBe('editor');

    expect(await auditActions(invited.id)).toEqual(['user.invite']);
  });

  it('refuses an address that already has an account, and writes nothing', async () => {
    const before = (await listStaffUsers(database.db)).length;
    const result = await inviteStaffUser(database.db, auth, owner, {
      email: 'owner@example.ch',
      name: 'Again',
      role: 'admin',
    });
    expect(result).toEqual({ ok: false, refusal: 'email-taken' });
    expect((await listStaffUsers(database.db)).length).toBe(before);
  });

  it('sends a new password link on request, audited', async () => {
    const invited = await invite('late@example.ch', 'editor');
    const first = await passwordToken(invited.id);
    const result = await sendPasswordLink(database.db, auth, owner, invited.id);
    expect(result.ok).toBe(true);
    const tokens = await passwordTokens(invited.id);
    expect(tokens).toContain(first);
    expect(new Set(tokens).size).toBe(2);
    expect(await auditActions(invited.id)).toEqual(['user.password-link', 'user.invite']);
  });

  it('lists every account, newest first', async () => {
    const created: string[] = [];
    // Each account is dated a minute after the last (the clock set by the test, not by waiting).
    const start = Date.parse('2099-01-01T00:00:00Z');
    for (const [index, name] of ['first', 'second', 'third'].entries()) {
      const user = await invite(`${name}@example.ch`, 'editor');
      await database.db
        .updateTable('auth_user')
        .set({ createdAt: new Date(start + index * 60_000).toISOString() })
        .where('id', '=', user.id)
        .execute();
      created.push(user.email);
    }
    const users = await listStaffUsers(database.db);
    expect(users.slice(0, 3).map((user) => user.email)).toEqual([...created].reverse());
    expect(users.at(-1)?.email).toBe('owner@example.ch');
    const times = users.map((user) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('changes a role, seen by the very next getSession of an existing session', async () => {
    const member = await addStaff('promoted@example.ch', 'editor');
    const cookie = await signIn(member.email);
    expect((await sessionOf(cookie))?.user.role).toBe('editor');

    expect(await changeUserRole(database.db, owner, member.id, 'admin')).toMatchObject({
      ok: true,
      changed: true,
    });
    expect((await sessionOf(cookie))?.user.role).toBe('admin');

    // The same role again changes nothing and logs nothing.
    expect(await changeUserRole(database.db, owner, member.id, 'admin')).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(await changeUserRole(database.db, owner, member.id, 'editor')).toMatchObject({
      ok: true,
    });
    expect((await sessionOf(cookie))?.user.role).toBe('editor');
    expect(await auditActions(member.id)).toEqual(['user.role', 'user.role']);
  });

  it('ban ends every session (a replayed cookie is refused) and sign-in; unban lets them back', async () => {
    const member = await addStaff('banned@example.ch', 'editor');
    const laptop = await signIn(member.email);
    const phone = await signIn(member.email);
    expect(await sessionCount(member.id)).toBe(2);

    expect((await banStaffUser(database.db, owner, member.id)).ok).toBe(true);
    expect(await sessionCount(member.id)).toBe(0);
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(phone)).toBeNull();
    expect(await errorCode(signIn(member.email))).toBe('BANNED_USER');
    expect((await listStaffUsers(database.db)).find((user) => user.id === member.id)?.banned).toBe(
      true,
    );

    expect((await unbanStaffUser(database.db, owner, member.id)).ok).toBe(true);
    expect((await listStaffUsers(database.db)).find((user) => user.id === member.id)?.banned).toBe(
      false,
    );
    const again = await signIn(member.email);
    expect((await sessionOf(again))?.user.email).toBe(member.email);
    // The old cookies stay dead.
    expect(await sessionOf(laptop)).toBeNull();
    expect(await auditActions(member.id)).toEqual(['user.unban', 'user.ban']);
  });

  it('resets two-factor: secret gone, flag off, sessions ended, next sign-in by password alone', async () => {
    const member = await addStaff('lost-phone@example.ch', 'editor');
    const cookie = await signIn(member.email);
    const enrolment = await auth.api.enableTwoFactor({
      body: { password },
      headers: new Headers({ cookie }),
    });
    if (enrolment.method !== 'totp') throw new Error('TOTP enrolment expected');
    const totp = URI.parse(enrolment.totpURI) as TOTP;
    const verified = await auth.api.verifyTOTP({
      body: { code: totp.generate() },
      headers: new Headers({ cookie }),
      returnHeaders: true,
    });
    const enrolledCookie = cookieHeader(verified.headers);
    expect((await sessionOf(enrolledCookie))?.user.twoFactorEnabled).toBe(true);
    const challenge = await auth.api.signInEmail({ body: { email: member.email, password } });
    expect(challenge).toHaveProperty('twoFactorRedirect', true);

    expect((await resetUserTwoFactor(database.db, owner, member.id)).ok).toBe(true);

    const secrets = await database.db
      .selectFrom('auth_two_factor')
      .select('id')
      .where('userId', '=', member.id)
      .execute();
    expect(secrets).toHaveLength(0);
    expect(await sessionOf(enrolledCookie)).toBeNull();
    expect(await sessionCount(member.id)).toBe(0);
    const plain = await signIn(member.email);
    expect((await sessionOf(plain))?.user.twoFactorEnabled).toBe(false);
    expect(
      (await listStaffUsers(database.db)).find((user) => user.id === member.id)?.twoFactorEnabled,
    ).toBe(false);
    expect(await auditActions(member.id)).toEqual(['user.reset-two-factor']);
  });

  it('deletes an account with its sessions and password, keeping the audit line', async () => {
    const member = await addStaff('leaving@example.ch', 'editor');
    const cookie = await signIn(member.email);
    expect((await deleteStaffUser(database.db, owner, member.id)).ok).toBe(true);
    expect(await sessionOf(cookie)).toBeNull();
    expect((await listStaffUsers(database.db)).some((user) => user.id === member.id)).toBe(false);
    const accounts = await database.db
      .selectFrom(sql<{ userId: string }>`auth_account`.as('a'))
      .select('userId')
      .where('userId', '=', member.id)
      .execute();
    expect(accounts).toHaveLength(0);
    expect(await errorCode(signIn(member.email))).toBe('INVALID_EMAIL_OR_PASSWORD');
    const [line] = (await listAuditLog(database.db, { limit: 1, offset: 0 })).rows;
    expect(line).toMatchObject({
      action: 'user.delete',
      target_type: 'user',
      target_id: member.id,
      summary: member.email,
      actor_id: owner.id,
      actor_email: owner.email,
    });
    expect(await deleteStaffUser(database.db, owner, member.id)).toEqual({
      ok: false,
      refusal: 'not-found',
    });
  });

  it('refuses to let anyone demote, ban, delete or reset the two-factor of themself', async () => {
    const before = await listAuditLog(database.db, { limit: 1, offset: 0 });
    const self = { ok: false, refusal: 'self' };
    expect(await changeUserRole(database.db, owner, owner.id, 'editor')).toEqual(self);
    expect(await banStaffUser(database.db, owner, owner.id)).toEqual(self);
    expect(await deleteStaffUser(database.db, owner, owner.id)).toEqual(self);
    expect(await resetUserTwoFactor(database.db, owner, owner.id)).toEqual(self);
    const me = (await listStaffUsers(database.db)).find((user) => user.id === owner.id);
    expect(me).toMatchObject({ role: 'admin', banned: false });
    expect((await listAuditLog(database.db, { limit: 1, offset: 0 })).total).toBe(before.total);
  });

  it('asks a session not proven in ten minutes to confirm first: role, deletion, 2FA reset, new admin', async () => {
    const target = await addStaff('proof-target@example.ch', 'editor');
    const now = new Date();
    const stale = { ...owner, provenAt: new Date(now.getTime() - 11 * 60_000) };
    const proofNeeded = { ok: false, refusal: 'proof-needed' };
    const before = await listAuditLog(database.db, { limit: 1, offset: 0 });
    expect(await changeUserRole(database.db, stale, target.id, 'admin', now)).toEqual(proofNeeded);
    expect(await deleteStaffUser(database.db, stale, target.id, now)).toEqual(proofNeeded);
    expect(await resetUserTwoFactor(database.db, stale, target.id, now)).toEqual(proofNeeded);
    const newAdmin = { email: 'proof-admin@example.ch', name: 'New admin', role: 'admin' as const };
    expect(await inviteStaffUser(database.db, auth, stale, newAdmin, now)).toEqual(proofNeeded);
    const users = await listStaffUsers(database.db);
    expect(users.find((user) => user.id === target.id)).toMatchObject({ role: 'editor' });
    expect(users.some((user) => user.email === newAdmin.email)).toBe(false);
    expect((await listAuditLog(database.db, { limit: 1, offset: 0 })).total).toBe(before.total);
    // Taking access away stays quick: a ban needs no fresh proof.
    expect(await banStaffUser(database.db, stale, target.id, now)).toMatchObject({ ok: true });
    // Nine minutes after the proof, it still counts.
    const recent = { ...owner, provenAt: new Date(now.getTime() - 9 * 60_000) };
    expect(await deleteStaffUser(database.db, recent, target.id, now)).toMatchObject({ ok: true });
  });

  it('asks for a fresh proof before giving a way in too: an unban, an invitation of any role', async () => {
    const target = await addStaff('unban-proof@example.ch', 'editor');
    const now = new Date();
    expect((await banStaffUser(database.db, owner, target.id, now)).ok).toBe(true);
    const stale = { ...owner, provenAt: new Date(now.getTime() - 11 * 60_000) };
    const proofNeeded = { ok: false, refusal: 'proof-needed' };
    expect(await unbanStaffUser(database.db, stale, target.id, now)).toEqual(proofNeeded);
    const editor = {
      email: 'proof-editor@example.ch',
      name: 'New editor',
      role: 'editor' as const,
    };
    expect(await inviteStaffUser(database.db, auth, stale, editor, now)).toEqual(proofNeeded);
    const users = await listStaffUsers(database.db);
    expect(users.find((user) => user.id === target.id)).toMatchObject({ banned: true });
    expect(users.some((user) => user.email === editor.email)).toBe(false);
    const recent = { ...owner, provenAt: new Date(now.getTime() - 9 * 60_000) };
    expect(await unbanStaffUser(database.db, recent, target.id, now)).toMatchObject({ ok: true });
  });
});

describe(`last admin protection (${lane})`, () => {
  let testDatabase: TestDatabase;
  let a: Staff;
  let b: Staff;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const make = async (email: string, role: StaffRole): Promise<Staff> => {
      const { id } = await createStaffMember(testDatabase.db, testDatabase.dialect, {
        email,
        password,
        role,
      });
      return actingAs({ id, email, role });
    };
    a = await make('a@example.ch', 'admin');
    b = await make('b@example.ch', 'admin');
  });

  afterAll(async () => {
    await testDatabase?.destroy();
  });

  const activeAdmins = async () =>
    (await listStaffUsers(testDatabase.db)).filter((user) => user.role === 'admin' && !user.banned);

  it('refuses to demote, ban or delete the last active admin, whoever asks', async () => {
    // b is banned: a is the only admin that counts. b's request, already past its check
    // (a stale session, a request in flight), must still not remove a.
    expect((await banStaffUser(testDatabase.db, a, b.id)).ok).toBe(true);
    const lastAdmin = { ok: false, refusal: 'last-admin' };
    expect(await changeUserRole(testDatabase.db, b, a.id, 'editor')).toEqual(lastAdmin);
    expect(await banStaffUser(testDatabase.db, b, a.id)).toEqual(lastAdmin);
    expect(await deleteStaffUser(testDatabase.db, b, a.id)).toEqual(lastAdmin);
    expect((await activeAdmins()).map((user) => user.id)).toEqual([a.id]);
    expect((await listAuditLog(testDatabase.db, { limit: 10, offset: 0 })).rows).toHaveLength(1);
  });

  it('allows it again once a second active admin exists', async () => {
    expect((await unbanStaffUser(testDatabase.db, a, b.id)).ok).toBe(true);
    expect(await changeUserRole(testDatabase.db, b, a.id, 'editor')).toMatchObject({ ok: true });
    expect((await activeAdmins()).map((user) => user.id)).toEqual([b.id]);
    expect(await changeUserRole(testDatabase.db, b, a.id, 'admin')).toMatchObject({ ok: true });
    expect((await banStaffUser(testDatabase.db, b, a.id)).ok).toBe(true);
    expect((await unbanStaffUser(testDatabase.db, b, a.id)).ok).toBe(true);
  });

  it('lets only one of two admins demoting each other at the same moment succeed', async () => {
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all([
        changeUserRole(testDatabase.db, a, b.id, 'editor'),
        changeUserRole(testDatabase.db, b, a.id, 'editor'),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((result) => !result.ok)).toEqual([
        { ok: false, refusal: 'last-admin' },
      ]);
      expect(await activeAdmins()).toHaveLength(1);
      // Restore both admins for the next round.
      const [survivor] = await activeAdmins();
      const demoted = survivor?.id === a.id ? b : a;
      const actor = survivor?.id === a.id ? a : b;
      expect((await changeUserRole(testDatabase.db, actor, demoted.id, 'admin')).ok).toBe(true);
    }
  });

  it('lets only one of two admins deleting each other at the same moment succeed', async () => {
    const results = await Promise.all([
      deleteStaffUser(testDatabase.db, a, b.id),
      banStaffUser(testDatabase.db, b, a.id),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
