import { readFileSync } from 'node:fs';

/** Where the end-to-end servers' output is kept (playwright.config.ts tees it there). */
export const serverLogFile = 'data/e2e-server.log';
export const deployedServerLogFile = 'data/e2e-deployed-server.log';

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The main server's log so far. */
export function serverLog(): string {
  return read(serverLogFile);
}

/** Both servers' logs so far (the main one, then the deployed-site one). */
export function allServerLogs(): string {
  return `${read(serverLogFile)}\n${read(deployedServerLogFile)}`;
}
