import { expect, test } from '@playwright/test';
import { allServerLogs } from '../support/server-log';

/*
 * After every other spec has run (this project depends on them all): the servers' logs of the
 * whole run holds no secret a reader of the log could use or a visitor's words. The contact
 * specs send these very messages, the admin specs reset passwords and enrol two-factor, the
 * newsletter specs confirm and unsubscribe through token links.
 */

const forbidden: [string, RegExp][] = [
  ['a link or query carrying a token', /[?&](?:token|code)=/i],
  ['a two-factor secret', /otpauth:\/\//i],
  ['a contact message sent by the specs', /automatiser nos factures|أتمتة الفواتير/],
  ['a mail body', /^Subject: /m],
];

test('the server log of the whole run holds no token, secret or visitor message', () => {
  const log = allServerLogs();
  expect(log.length, 'the run wrote a server log').toBeGreaterThan(0);
  for (const [what, pattern] of forbidden) {
    const line = log.split('\n').find((candidate) => pattern.test(candidate));
    expect(line, `the log holds ${what}`).toBeUndefined();
  }
});
