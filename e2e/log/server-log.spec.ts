import { expect, test } from '@playwright/test';
import { allServerLogs, serverLogs, type LogEntry } from '../support/server-log';

/*
 * After every other spec has run (this project depends on them all): the servers' logs of the
 * whole run holds no secret a reader of the log could use or a visitor's words. The contact
 * specs send these very messages, the admin specs reset passwords and enrol two-factor, the
 * newsletter specs confirm and unsubscribe through token links.
 * The servers write one JSON object per line (decision 021): a text inside a line is escaped
 * (a mail body's line breaks become `\n`), so each line is also read as its decoded values.
 */

const forbidden: [string, RegExp][] = [
  ['a link or query carrying a token', /[?&](?:token|code)=/i],
  ['a two-factor secret', /otpauth:\/\//i],
  ['a contact message sent by the specs', /automatiser nos factures|أتمتة الفواتير/],
  ['a mail body', /^Subject: /m],
];

/** Every string a JSON value holds, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** The log's lines as written, then, for each JSON line, the lines of the texts it holds. */
function readableLines(log: string): string[] {
  const lines = log.split('\n');
  const decoded = lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return texts(JSON.parse(line)).flatMap((text) => text.split('\n'));
    } catch {
      return [];
    }
  });
  return [...lines, ...decoded];
}

test('the server log of the whole run holds no token, secret or visitor message', () => {
  const log = allServerLogs();
  expect(log.length, 'the run wrote a server log').toBeGreaterThan(0);
  const lines = readableLines(log);
  for (const [what, pattern] of forbidden) {
    const line = lines.find((candidate) => pattern.test(candidate));
    expect(line, `the log holds ${what}`).toBeUndefined();
  }
});

test("the servers' own lines are JSON objects with a time, a level and an event", () => {
  // Complete lines only: a server may be writing one right now.
  const lines = serverLogs().flatMap((log) => log.slice(0, log.lastIndexOf('\n')).split('\n'));
  // Every line the logger writes starts so (pino puts the level first).
  const ours = lines.filter((line) => line.startsWith('{"level":'));
  expect(ours.length, 'the run wrote JSON lines').toBeGreaterThan(0);
  const entries = ours.map((line) => JSON.parse(line) as LogEntry);
  for (const [index, entry] of entries.entries())
    expect(entry, ours[index]).toMatchObject({
      level: expect.any(String),
      time: expect.any(String),
      event: expect.any(String),
    });
  expect(entries.map((entry) => entry.event)).toContain('server.ready');
  // Nothing in the text format the servers wrote before.
  const old = lines.find((line) =>
    /^\[(?:404|mail|outbox|retention|forms|admin|blog|db)\]/.test(line),
  );
  expect(old, 'a line in the old text format').toBeUndefined();
});

test('Node warned of nothing during the whole run (a listener leak, a deprecated call)', () => {
  // A searched blog list proxied as a second HTTP request to the server itself showed up here
  // first, as a leak of 'close' listeners on the response (scripts/serve.mjs, Next's hostname).
  const warning = readableLines(allServerLogs()).find((line) =>
    /\(node:\d+\) \w*Warning:/.test(line),
  );
  expect(warning, 'a process warning in the server log').toBeUndefined();
});
