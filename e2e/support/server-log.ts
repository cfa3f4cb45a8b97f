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

/** Each server's log so far, apart: the main one, then the deployed-site one. */
export function serverLogs(): string[] {
  return [read(serverLogFile), read(deployedServerLogFile)];
}

/** Both servers' logs so far (the main one, then the deployed-site one). */
export function allServerLogs(): string {
  return `${read(serverLogFile)}\n${read(deployedServerLogFile)}`;
}

/** One line of a server's log: a JSON object (decision 021). */
export interface LogEntry {
  time: string;
  level: string;
  event: string;
  requestId?: string;
  msg?: string;
  [field: string]: unknown;
}

/**
 * The JSON lines of a log, parsed. Other lines are left out: the start-up line for people
 * ("The site is running at …"), and a last line the server is still writing.
 */
export function logEntries(log: string): LogEntry[] {
  return log.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as LogEntry];
    } catch {
      return [];
    }
  });
}

/** The main server's log lines so far, parsed. */
export function serverLogEntries(): LogEntry[] {
  return logEntries(serverLog());
}
