import 'server-only';
import { getSessionCookie } from 'better-auth/cookies';
import { isbot } from 'isbot';

/** Why a request is not counted: a robot, a visitor who asked not to be, or the agency's staff. */
export type UncountedReason = 'bot' | 'no-consent' | 'staff';

/** Whether the request's session is a member of staff's (a database read: asked only with a cookie). */
export type IsStaffSession = (headers: Headers) => Promise<boolean>;

/**
 * Why this request is not counted, or undefined when it is. Robots by the `isbot` package's
 * maintained list (a request without User-Agent too); `Sec-GPC: 1`, the browser's Global Privacy
 * Control, and the older `DNT: 1` are the visitor's opt-out (decision 077); staff by their admin session, which the
 * beacon carries like any same-site request. The session is looked up only when its cookie is
 * there, so a visitor's page view costs no read.
 */
export async function uncountedReason(
  headers: Headers,
  isStaffSession: IsStaffSession,
): Promise<UncountedReason | undefined> {
  const reason = uncountedByHeaders(headers);
  if (reason) return reason;
  if (getSessionCookie(headers) && (await isStaffSession(headers))) return 'staff';
  return undefined;
}

/**
 * uncountedReason as far as the headers alone tell it (robots, opt-out): what the endpoint asks
 * before the rate limit, so robots never use up the address's allowance.
 */
export function uncountedByHeaders(headers: Headers): UncountedReason | undefined {
  const userAgent = headers.get('user-agent');
  if (!userAgent || isbot(userAgent)) return 'bot';
  if (headers.get('sec-gpc')?.trim() === '1' || headers.get('dnt')?.trim() === '1') {
    return 'no-consent';
  }
  return undefined;
}
