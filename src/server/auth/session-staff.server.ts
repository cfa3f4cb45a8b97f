import 'server-only';
import { settings } from '@/config/settings';
import { isStaffRole, type StaffRole } from '@/lib/admin/roles';
import type { AuthRequest } from './auth-request.server';

/** The signed-in member of staff, as every admin page, action and handler sees them. */
export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** The session the request carries. */
  sessionId: string;
  /**
   * When this session last proved who holds it: its sign-in, or a later confirmation with the
   * password (and code) before a sensitive action (fresh-proof.server.ts).
   */
  provenAt: Date;
}

/**
 * The member of staff whose session the request carries, read from the database (no cookie
 * cache), so a signed-out, banned or deleted account is refused at once. A session older than
 * SESSION_MAX_HOURS since its sign-in is refused and deleted, however often it was used: a stolen
 * cookie stops working within that time even when the thief keeps it busy.
 */
export async function staffOfRequest({
  db,
  auth,
  headers,
  now,
}: AuthRequest): Promise<Staff | null> {
  const session = await auth.api.getSession({ headers });
  if (!session || session.user.banned) return null;
  const signedInAt = new Date(session.session.createdAt).getTime();
  if (now.getTime() - signedInAt > settings().SESSION_MAX_HOURS * 60 * 60_000) {
    await db.deleteFrom('auth_session').where('id', '=', session.session.id).execute();
    return null;
  }
  const { id, email, name, role, twoFactorEnabled } = session.user;
  if (!isStaffRole(role)) return null;
  const provedAt = session.session.provedAt ? new Date(session.session.provedAt).getTime() : 0;
  return {
    id,
    email,
    name,
    role,
    twoFactorEnabled: Boolean(twoFactorEnabled),
    sessionId: session.session.id,
    provenAt: new Date(Math.max(signedInAt, provedAt)),
  };
}
