import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import { authOptions } from '../../src/server/auth/auth-options.server';
import { authSecret } from '../../src/server/auth/auth-secret.server';
import { createStaffMember } from '../../src/server/auth/auth-setup.server';
import type { Database } from '../../src/server/db/schema';

/**
 * A new editor of the bench's SQLite database `db`, signed in through the site's own auth
 * options and secret (without its mail: the bench only signs in): the member, and the session's
 * `cookie` header as a browser would send it to an instance of that database.
 */
export async function signedInEditor(db: Kysely<Database>) {
  const email = `bench-editor-${randomUUID().slice(0, 8)}@example.ch`;
  const password = `bench-${randomUUID()}`;
  const member = await createStaffMember(db, 'sqlite', { email, password, role: 'editor' });
  const options = authOptions(db, 'sqlite', await authSecret(db), {
    sendResetPassword: async () => {},
  });
  const { headers } = await betterAuth(options).api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { member, cookie };
}
