import 'server-only';

/**
 * Whether a mutation comes from another site's page (the check server actions make for
 * themselves). Requests without an Origin header (curl, server-to-server, mail clients' one-click
 * unsubscribe) carry no cookie-borne authority here and are let through.
 */
export function isCrossOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (!origin) return false;
  // An opaque origin (sandboxed frame, privacy-preserving redirect) cannot prove it is ours.
  if (origin === 'null') return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
