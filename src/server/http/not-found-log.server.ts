import 'server-only';
import { log } from '@/lib/log/logger.mjs';

/**
 * The most of a missing path a log line keeps: a client may ask for paths of many kilobytes,
 * each written to the log as a line (issue 34 §12). Longer paths are cut, their length said.
 */
export const loggedPathMaxLength = 512;

/** Writes a missing path to the server log (spec: "the missing path is logged"). */
export function logMissingPath(path: string, locale: string, logger = log): void {
  if (path.length <= loggedPathMaxLength) {
    logger.warn({ event: 'not-found', path, locale }, 'page not found');
    return;
  }
  logger.warn(
    {
      event: 'not-found',
      path: `${path.slice(0, loggedPathMaxLength)}…`,
      pathLength: path.length,
      locale,
    },
    'page not found',
  );
}
