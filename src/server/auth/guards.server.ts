import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { settings } from '@/config/settings';
import { isCrossOrigin } from '@/server/security/same-origin.server';
import { enrolmentDue } from '@/lib/admin/two-factor-policy';
import { getDb } from '@/server/db/connection.server';
import { recordAuthEvent } from './auth-events.server';
import { getAuth } from './auth.server';
import {
  adminHome,
  adminPathHeader,
  confirmIdentityPath,
  loginPath,
  safeNextPath,
  twoFactorSetupPath,
} from './admin-paths';
import { hasFreshProof } from './fresh-proof.server';
import { staffOfRequest, type Staff } from './session-staff.server';

export type { Staff } from './session-staff.server';

/**
 * The session's member of staff (see staffOfRequest). `headers()` comes first: it marks the page
 * dynamic before the database is touched, which `next build` must never do.
 */
export async function currentStaff(requestHeaders?: Headers): Promise<Staff | null> {
  const source = requestHeaders ?? (await headers());
  return staffOfRequest({ headers: source, auth: await getAuth(), db: getDb(), now: new Date() });
}

/**
 * For pages and server actions: any member of staff. Anonymous → the login page (coming back
 * here after); when two-factor is required and missing → its enrolment, before anything else.
 */
export async function requireStaff(): Promise<Staff> {
  const requestHeaders = await headers();
  const staff = await currentStaff(requestHeaders);
  if (!staff) {
    const back = requestHeaders.get(adminPathHeader);
    redirect(back ? `${loginPath}?next=${encodeURIComponent(back)}` : loginPath);
  }
  // The enrolment page itself (with any query, such as its notices) is the one place left open.
  const path = (requestHeaders.get(adminPathHeader) ?? '').split('?')[0];
  if (enrolmentDue(settings(), staff) && path !== twoFactorSetupPath) redirect(twoFactorSetupPath);
  return staff;
}

/**
 * Sends a session that has not proven itself recently (fresh-proof.server.ts) to the identity
 * check, which brings it back to `back` (an admin path the action built), or else to the page the
 * refused action was sent from.
 */
export async function askForFreshProof(back?: string): Promise<never> {
  const next = back ?? (await headers()).get(adminPathHeader) ?? adminHome;
  redirect(`${confirmIdentityPath}?next=${encodeURIComponent(next)}`);
}

/**
 * The named check of actions that reach many people or open a way in (decision 038): sending or
 * scheduling a campaign, an attested subscriber import, unbanning or inviting an account,
 * exporting contacts or subscribers, and creating or changing an outgoing webhook. A session
 * that has not proven itself in the last ten minutes (hasFreshProof) is sent to the identity
 * check, which brings it back to the page the action was sent from; the action stops here, so
 * what the form holds must be saved before (the campaign editor) or kept by the browser
 * (`useKeptForProof`). One line at the top of the action, after its access check:
 * `await requireFreshProof(staff);` — with `back` where the page the action came from is not the
 * one to return to (a new letter is at its own address once saved).
 */
export async function requireFreshProof(staff: Staff, back?: string): Promise<void> {
  if (!hasFreshProof(staff, new Date())) await askForFreshProof(back);
}

/**
 * requireFreshProof for admin route handlers (the CSV exports), after authorizeRequest: a 303 to
 * the identity check, which brings the person back to the admin page the request came from (its
 * Referer, inside the admin only), or undefined when the session is freshly proven.
 */
export function freshProofRefusal(request: Request, staff: Staff): Response | undefined {
  if (hasFreshProof(staff, new Date())) return undefined;
  const referer = request.headers.get('referer');
  let back: string | undefined;
  try {
    if (referer) back = new URL(referer).pathname + new URL(referer).search;
  } catch {
    back = undefined;
  }
  const location = `${confirmIdentityPath}?next=${encodeURIComponent(safeNextPath(back))}`;
  return new Response(null, { status: 303, headers: { location } });
}

/** An editor refused an admin-only page, action or handler: a sign-in event of the audit log. */
function recordAdminOnlyRefusal(requestHeaders: Headers, staff: Staff): Promise<void> {
  const request = { db: getDb(), headers: requestHeaders, now: new Date() };
  return recordAuthEvent(request, { kind: 'forbidden', outcome: 'admin-only', userId: staff.id });
}

/** For pages and server actions that manage people or read the audit log: admins only (403). */
export async function requireAdmin(): Promise<Staff> {
  const staff = await requireStaff();
  if (staff.role !== 'admin') {
    await recordAdminOnlyRefusal(await headers(), staff);
    forbidden();
  }
  return staff;
}

/**
 * For the signed-in user's own security pages (two-factor enrolment, password change): reachable
 * while enrolment is still pending.
 */
export async function requireSignedIn(): Promise<Staff> {
  const requestHeaders = await headers();
  const staff = await currentStaff(requestHeaders);
  if (!staff) redirect(loginPath);
  return staff;
}

export type RequestAuthorization =
  { staff: Staff; refusal?: undefined } | { staff?: undefined; refusal: Response };

/**
 * For admin route handlers: 401 without a session, 403 for a cross-origin mutation, for an editor
 * on an admin-only handler, or while two-factor enrolment is required and missing.
 */
export async function authorizeRequest(
  request: Request,
  needs: 'staff' | 'admin',
): Promise<RequestAuthorization> {
  const refuse = (status: 401 | 403) =>
    ({
      refusal: Response.json({ error: status === 401 ? 'unauthorized' : 'forbidden' }, { status }),
    }) as const;
  const mutation = request.method !== 'GET' && request.method !== 'HEAD';
  if (mutation && (isCrossOrigin(request.headers) || !request.headers.get('origin')))
    return refuse(403);
  const staff = await currentStaff(request.headers);
  if (!staff) return refuse(401);
  if (enrolmentDue(settings(), staff)) return refuse(403);
  if (needs === 'admin' && staff.role !== 'admin') {
    await recordAdminOnlyRefusal(request.headers, staff);
    return refuse(403);
  }
  return { staff };
}
