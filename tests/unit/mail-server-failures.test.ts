// Which SMTP failures are the server's (not counted against a mail) and which are the mail's own.
import { describe, expect, it } from 'vitest';
import {
  isPermanentRecipientFailure,
  isRecipientFailure,
  isServerUnreachable,
} from '@/server/mail/transport.server';

describe('telling a mail server that cannot be reached from a refused mail', () => {
  it.each([
    ['connection refused', { code: 'ESOCKET', command: 'CONN' }],
    ['no greeting in time', { code: 'ETIMEDOUT', command: 'CONN' }],
    ['closed before the greeting', { code: 'ECONNECTION' }],
    ['unknown host', { code: 'EDNS' }],
    ['EHLO refused', { code: 'EPROTOCOL', command: 'EHLO' }],
    ['STARTTLS failed', { code: 'ETLS', command: 'STARTTLS' }],
    ['login refused', { code: 'EAUTH', command: 'AUTH PLAIN' }],
  ])('%s: the server cannot be reached', (_, error) => {
    expect(isServerUnreachable(error)).toBe(true);
    expect(isRecipientFailure(error)).toBe(false);
  });

  it.each([
    ['a recipient refused', { code: 'EENVELOPE', command: 'RCPT TO' }, true],
    ['the message refused', { code: 'EMESSAGE', command: 'DATA' }, true],
    ['the connection lost while sending', { code: 'ESOCKET', command: 'DATA' }, false],
  ])('%s: the server was given the mail', (_, error, recipientFailure) => {
    expect(isServerUnreachable(error)).toBe(false);
    expect(isRecipientFailure(error)).toBe(recipientFailure);
  });

  it('an error that is not from SMTP is not the server being unreachable', () => {
    expect(isServerUnreachable(new Error('database gone'))).toBe(false);
    expect(isServerUnreachable(undefined)).toBe(false);
  });

  it.each([
    [
      'a mailbox that does not exist (550)',
      { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 },
      true,
    ],
    [
      'a recipient refused by policy (554)',
      { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 554 },
      true,
    ],
    [
      'a mailbox full for now (452)',
      { code: 'EENVELOPE', command: 'RCPT TO', responseCode: 452 },
      false,
    ],
    [
      'the sender refused (550 at MAIL FROM)',
      { code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550 },
      false,
    ],
    [
      'the message refused after DATA (550)',
      { code: 'EMESSAGE', command: 'DATA', responseCode: 550 },
      false,
    ],
  ])('%s: a bounce of the address? %s', (_, error, bounce) => {
    expect(isPermanentRecipientFailure(error)).toBe(bounce);
  });
});
