import 'server-only';
import { isCommonPassword } from './password-policy.server';
import { randomBytes } from 'node:crypto';
import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import type { Settings } from '@/config/settings';
import type { Dialect } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { authOptions } from './auth-options.server';
import { betterAuth } from 'better-auth';
import { authSecret } from './auth-secret.server';
import { hashLegacyBackupCodes } from './backup-codes.server';
import type { StaffRole } from '@/lib/admin/roles';

/** The options without mail: setup never sends a password-reset link. */
async function setupOptions(db: Kysely<Database>, dialect: Dialect) {
  return authOptions(db, dialect, await authSecret(db), {
    sendResetPassword: async () => {},
  });
}

/**
 * Creates or completes better-auth's tables (diffing the live schema: a no-op when up to date),
 * then hashes backup codes still stored the old, reversible way. Runs after our own migrations on
 * every prepare, from code: its CLI does not run on Node 20.
 */
export async function migrateAuthTables(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const options = await setupOptions(db, dialect);
  const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(options);
  await runMigrations();
  await hashLegacyBackupCodes(db, options.secret);
  return [...toBeCreated, ...toBeAdded].map((change) => change.table);
}

export interface NewStaffMember {
  email: string;
  password: string;
  role: StaffRole;
  name?: string;
}

/** A password refused because it is (built on) one of the most common passwords. */
export class CommonPasswordError extends Error {}

/** Creates an account without an acting session: for the first admin and the command line. */
export async function createStaffMember(
  db: Kysely<Database>,
  dialect: Dialect,
  member: NewStaffMember,
): Promise<{ id: string; email: string }> {
  if (isCommonPassword(member.password))
    throw new CommonPasswordError(
      'This password is one of the most common passwords (or built on one): choose another.',
    );
  const auth = betterAuth(await setupOptions(db, dialect));
  const { user } = await auth.api.createUser({
    body: {
      email: member.email,
      password: member.password,
      name: member.name ?? member.email.split('@')[0] ?? member.email,
      role: member.role,
    },
  });
  return { id: user.id, email: user.email };
}

export async function adminExists(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('auth_user')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** A password for a new account, shown once: 24 characters from 18 random bytes. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * On start: creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when there is no admin yet,
 * and otherwise says how to get one, so a fresh install is never a locked door.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  dialect: Dialect,
  {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SITE_URL,
  }: Pick<Settings, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SITE_URL'>,
  log: (line: string) => void,
): Promise<boolean> {
  if (await adminExists(db)) return false;
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    // A common ADMIN_PASSWORD stops start-up with CommonPasswordError's message.
    await createStaffMember(db, dialect, {
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      role: 'admin',
    });
    log(
      `Admin: created ${ADMIN_EMAIL} from ADMIN_EMAIL/ADMIN_PASSWORD; sign in at ${SITE_URL}/admin/login`,
    );
    return true;
  }
  log(
    `Admin: no account yet. Create one with \`npm run admin:create -- --email you@example.ch\` (prints a password once), or set ADMIN_EMAIL and ADMIN_PASSWORD and restart; then sign in at ${SITE_URL}/admin/login`,
  );
  return false;
}
