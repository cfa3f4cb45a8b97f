import 'server-only';
import { log } from '@/lib/log/logger.mjs';

/** Writes a missing path to the server log (spec: "the missing path is logged"). */
export function logMissingPath(path: string, locale: string): void {
  log.warn({ event: 'not-found', path, locale }, 'page not found');
}
