/** Paths and headers shared by the proxy (edge of every request) and the server-side checks. */
export const adminHome = '/admin';
export const loginPath = '/admin/login';
export const twoFactorSetupPath = '/admin/account/two-factor';
/** Where a sensitive action asks for the password (and code) again. */
export const confirmIdentityPath = '/admin/confirm-identity';
export { adminPathHeader } from '@/lib/internal-request-headers.mjs';

/**
 * Where to go after signing in: only a path inside the admin, never another site. `//evil.example`,
 * `/\evil`, absolute URLs and anything outside /admin fall back to the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return adminHome;
  try {
    const url = new URL(next, 'http://internal.invalid');
    if (url.origin !== 'http://internal.invalid') return adminHome;
    const path = url.pathname;
    if (path !== adminHome && !path.startsWith(`${adminHome}/`)) return adminHome;
    if (path === loginPath || path.startsWith(`${loginPath}/`)) return adminHome;
    return `${path}${url.search}`;
  } catch {
    return adminHome;
  }
}
