import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import { dialectOf, getDb, type Dialect } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { authOptions } from './auth-options.server';
import { authSecret } from './auth-secret.server';
import { queuePasswordResetMail } from './password-reset-mail.server';

export function createAuth(db: Kysely<Database>, dialect: Dialect, secret: string) {
  return betterAuth(
    authOptions(db, dialect, secret, {
      sendResetPassword: ({ user, token }) => queuePasswordResetMail(db, user, token),
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;

const globalForAuth = globalThis as unknown as { siteAuth?: Promise<Auth> };
registerProcessState(() => {
  globalForAuth.siteAuth = undefined;
});

/**
 * The process's auth instance, built on first use: better-auth starts initialising (and checks
 * its secret) as soon as it is created, which must never happen while `next build` imports us.
 */
export function getAuth(): Promise<Auth> {
  if (!globalForAuth.siteAuth) {
    const db = getDb();
    const dialect = dialectOf(settings().DATABASE_URL);
    const auth = authSecret(db).then((secret) => createAuth(db, dialect, secret));
    auth.catch(() => {
      globalForAuth.siteAuth = undefined;
    });
    globalForAuth.siteAuth = auth;
  }
  return globalForAuth.siteAuth;
}
