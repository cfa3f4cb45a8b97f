// The not-found log line (spec: "the missing path is logged"): a client sets the path's length,
// the log line does not grow with it (issue 34 §12).
import { describe, expect, it } from 'vitest';
import { createLogger } from '@/lib/log/logger.mjs';
import { loggedPathMaxLength, logMissingPath } from '@/server/http/not-found-log.server';

function loggedEntries(paths: string[]) {
  const lines: string[] = [];
  const logger = createLogger({ write: (line) => void lines.push(line) });
  for (const path of paths) logMissingPath(path, 'fr', logger);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the not-found log line', () => {
  it('keeps a path as asked for, up to its limit', () => {
    const [short, atLimit] = loggedEntries(['/nope', `/${'a'.repeat(loggedPathMaxLength - 1)}`]);
    expect(short).toMatchObject({ event: 'not-found', path: '/nope', locale: 'fr' });
    expect(short).not.toHaveProperty('pathLength');
    expect(atLimit!.path).toHaveLength(loggedPathMaxLength);
  });

  it('cuts a longer path and says how long it was', () => {
    const path = `/${'é'.repeat(64 * 1024)}`;
    const [entry] = loggedEntries([path]);
    expect(entry).toMatchObject({ event: 'not-found', pathLength: path.length, locale: 'fr' });
    expect(entry!.path).toBe(`${path.slice(0, loggedPathMaxLength)}…`);
    expect(JSON.stringify(entry).length).toBeLessThan(loggedPathMaxLength * 2 + 300);
  });
});
