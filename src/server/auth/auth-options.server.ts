import 'server-only';
import { type BetterAuthOptions } from 'better-auth';
import { nextCookies } from 'better-auth/next-js';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Dialect } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { hashedBackupCodeStore } from './backup-codes.server';
import { accessControl, staffRoles } from './roles';

export interface AuthHooks {
  /** Queues the reset mail; better-auth awaits it, so it must only enqueue. */
  sendResetPassword: NonNullable<
    NonNullable<BetterAuthOptions['emailAndPassword']>['sendResetPassword']
  >;
}

export const sessionLifetimeSeconds = 60 * 60 * 8;
export const minPasswordLength = 12;

/**
 * better-auth on our own Kysely connection (decision 010). Its tables are prefixed `auth_` to
 * stay apart from ours. Every flow goes through our server actions (with our database rate
 * limits) so no HTTP handler is mounted at all: sign-up, sign-in and the rest have no public URL.
 * The same options drive the runtime instance and the migrations, so they always agree.
 */
export function authOptions(
  db: Kysely<Database>,
  dialect: Dialect,
  secret: string,
  hooks: AuthHooks,
) {
  const { SITE_URL, SITE_NAME } = settings();
  return {
    // Fixed when the instance is built, at start: better-auth only falls back on it (as a TOTP
    // issuer, which each enrolment gives from the settings instead) — decision 052.
    appName: SITE_NAME,
    // A string base URL decides Secure cookies and the __Secure- prefix: on when it is https.
    baseURL: SITE_URL,
    basePath: '/api/auth',
    secret,
    database: { db, type: dialect, transaction: true },
    user: { modelName: 'auth_user' },
    session: {
      modelName: 'auth_session',
      expiresIn: sessionLifetimeSeconds,
      updateAge: 60 * 60,
      // A cached session cookie would let a revoked or banned session live on for minutes.
      cookieCache: { enabled: false },
      additionalFields: {
        /** The last confirmation of identity before a sensitive action (fresh-proof.server.ts). */
        provedAt: { type: 'date', required: false, input: false },
      },
    },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: hooks.sendResetPassword,
    },
    // Its limiter only sees HTTP calls, and there are none: ours counts in rate_limit_hit.
    rateLimit: { enabled: false },
    plugins: [
      admin({
        ac: accessControl,
        roles: staffRoles,
        defaultRole: 'editor',
        adminRoles: ['admin'],
        bannedUserMessage: 'BANNED',
      }),
      // No issuer here: each enrolment names the agency as its settings say then (decision 052).
      twoFactor({
        schema: { twoFactor: { modelName: 'auth_two_factor' } },
        backupCodeOptions: { storeBackupCodes: hashedBackupCodeStore(secret) },
      }),
      // Last, so cookies set by auth.api calls inside server actions reach the browser.
      nextCookies(),
    ],
  } satisfies BetterAuthOptions;
}
