import 'server-only';

/** Writes a missing path to the server log (spec: "the missing path is logged"). */
export function logMissingPath(path: string, locale: string): void {
  console.warn(`[404] ${JSON.stringify({ path, locale, at: new Date().toISOString() })}`);
}
