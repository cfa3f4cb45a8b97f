import { readFileSync } from 'node:fs';

/** Where the end-to-end server's output is kept (playwright.config.ts tees it there). */
export const serverLogFile = 'data/e2e-server.log';

/** The server's log so far. */
export function serverLog(): string {
  try {
    return readFileSync(serverLogFile, 'utf8');
  } catch {
    return '';
  }
}
