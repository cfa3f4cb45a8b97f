// A transport told to require TLS (smtpRequiresTls) never hands a mail, nor credentials, to a
// server that does not offer STARTTLS: the loopback sink speaks plain SMTP only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/server/db/schema';
import { isServerUnreachable, smtpTransport } from '@/server/mail/transport.server';
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

const mail = {
  id: 'tls-test',
  lane: 'form',
  recipient: 'visitor@example.ch',
  reply_to: null,
  subject: 'Hello',
  text_body: 'Hello',
  html_body: '<p>Hello</p>',
  message_id: '<tls-test@example.ch>',
  created_at: new Date().toISOString(),
  locale: 'fr',
  headers: '{}',
} as unknown as OutboxRow;

const sender = async () => ({ name: 'Test', address: 'a@b.ch' });

describe('a transport that requires TLS', () => {
  it('refuses a server without STARTTLS, as a server it cannot reach, and sends nothing', async () => {
    const transport = smtpTransport(sink.url.replace('smtp://', 'smtp://user:secret@'), sender, {
      requireTls: true,
    });
    try {
      const failure = await transport.send(mail).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeDefined();
      // Not counted against the mail: it waits for the configuration to be fixed.
      expect(isServerUnreachable(failure)).toBe(true);
      expect(sink.messages).toHaveLength(0);
    } finally {
      transport.close();
    }
  });

  it('without the requirement, sends to the same server', async () => {
    const transport = smtpTransport(sink.url, sender, { requireTls: false });
    const before = sink.messages.length;
    try {
      await transport.send(mail);
      expect(sink.messages).toHaveLength(before + 1);
    } finally {
      transport.close();
    }
  });
});
