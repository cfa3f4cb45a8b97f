/**
 * The reference of a server error: Next's digest of it, which the visitor's error page shows and
 * the server's log line carries (src/instrumentation.ts).
 */
export function errorReference(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return undefined;
  return String(error.digest);
}
