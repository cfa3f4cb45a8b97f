import 'server-only';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Database } from '@/server/db/schema';
import { appSecret, keyedHash } from '@/server/security/secret.server';

/**
 * The auth secret signs session cookies and encrypts TOTP secrets and backup codes: changing it
 * signs everyone out and voids every two-factor enrolment. So it is AUTH_SECRET when set, else
 * derived from the app secret stored in the database, which never changes by itself.
 */
export async function authSecret(db: Kysely<Database>): Promise<string> {
  return settings().AUTH_SECRET ?? keyedHash(await appSecret(db), 'auth', 'better-auth');
}
