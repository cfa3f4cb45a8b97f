import type { Socket } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One mail the sink accepted: its envelope and the parsed message. */
export interface SinkMessage {
  /** Envelope sender (MAIL FROM), empty for a null sender. */
  from: string;
  /** Envelope recipients (RCPT TO), which may differ from the To header. */
  recipients: string[];
  /** The parsed mail (postal-mime): headers, from, to, replyTo, subject, messageId, text, html. */
  mail: Email;
  /** The raw message as received, for assertions on the wire format. */
  raw: string;
}

/** Where `failWith` answers with its error code: at each recipient, or after the message data. */
export type SinkFailureStage = 'rcpt' | 'data';

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for nodemailer or SMTP_URL. */
  url: string;
  port: number;
  /** Every accepted mail, in order of arrival (kept across stop/restart until `clear()`). */
  messages: SinkMessage[];
  /** Resolves once `count` mails have arrived in total; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<SinkMessage[]>;
  /** Accepted mails carrying this Message-ID (angle brackets included, as in the header). */
  withMessageId(messageId: string): SinkMessage[];
  /** While set, the sink answers this SMTP code (e.g. 451, 550) instead of accepting mail. */
  failWith(code: number | null, stage?: SinkFailureStage): void;
  /** Refuses this one recipient at RCPT with `code` (a mailbox that does not exist), from now on. */
  refuseRecipient(address: string, code?: number): void;
  /** Accepts a recipient refused before (a temporary refusal that has passed). */
  acceptRecipient(address: string): void;
  /**
   * Holds every recipient matching `matches` at RCPT, unanswered, until the returned release is
   * called: a slow or saturated server for that mail, while others go through.
   */
  holdRecipients(matches: (address: string) => boolean): () => void;
  /** How many recipients are being held at RCPT right now (one per connection held up). */
  heldRecipients(): number;
  /** Forgets the mails received so far. */
  clear(): void;
  /** Closes the listener and drops every open connection at once: the server is "down". */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

/** A header's value as the mail carries it (first occurrence), or undefined. */
export function headerOf(mail: Email, name: string): string | undefined {
  const key = name.toLowerCase();
  return mail.headers.find((header) => header.key === key)?.value;
}

/**
 * A real SMTP server on loopback for tests, e2e runs and benchmarks: plain SMTP (no TLS, no
 * STARTTLS), any or no authentication accepted, every message parsed with postal-mime and kept
 * in memory with its envelope. It can be stopped and restarted on the same port, and told to
 * refuse mail with a given code, to play a mail server that is down or failing. It lives with the
 * scripts because `npm run cluster` and the e2e runner use it; the tests import it from here.
 */
export async function startSmtpSink(
  options: { port?: number; onMessage?: (message: SinkMessage) => void } = {},
): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  let failure: { code: number; stage: SinkFailureStage } | null = null;
  const refusedRecipients = new Map<string, number>();
  const holds = new Set<{ matches: (address: string) => boolean; released: Promise<void> }>();
  let waitingAtRcpt = 0;
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const refusal = (stage: SinkFailureStage) => {
    if (failure?.stage !== stage) return null;
    const error = new Error(`sink told to fail with ${failure.code}`) as Error & {
      responseCode: number;
    };
    error.responseCode = failure.code;
    return error;
  };

  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    hideSTARTTLS: true,
    logger: false,
    // Also accept AUTH without TLS, so an SMTP_URL with credentials works against the sink.
    allowInsecureAuth: true,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onRcptTo(address, _session, callback) {
      const refusedWith = refusedRecipients.get(address.address);
      if (refusedWith) {
        const error = new Error(`no mailbox ${address.address}`) as Error & {
          responseCode: number;
        };
        error.responseCode = refusedWith;
        return callback(error);
      }
      const held = [...holds].filter((hold) => hold.matches(address.address));
      if (held.length > 0) waitingAtRcpt += 1;
      Promise.all(held.map((hold) => hold.released)).then(() => {
        if (held.length > 0) waitingAtRcpt -= 1;
        callback(refusal('rcpt'));
      });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const refused = refusal('data');
        if (refused) return callback(refused);
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw).then(
          (mail) => {
            const message: SinkMessage = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
              raw: raw.toString('utf8'),
            };
            messages.push(message);
            options.onMessage?.(message);
            for (const wake of waiters) wake();
            // Acknowledged only once kept: a sender that saw "250" finds the mail here.
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer(serverOptions);
      next.on('error', () => {
        // Connection-level errors (a client dropping mid-session) are part of the tests.
      });
      next.server.on('connection', (socket: Socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.server.address();
        if (typeof address === 'object' && address) port = address.port;
        server = next;
        resolve();
      });
    });

  await listen();

  const sink: SmtpSink = {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`SMTP sink: ${messages.length} of ${count} mails after ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    withMessageId(messageId) {
      return messages.filter((message) => message.mail.messageId === messageId);
    },
    failWith(code, stage = 'rcpt') {
      failure = code === null ? null : { code, stage };
    },
    refuseRecipient(address, code = 550) {
      refusedRecipients.set(address, code);
    },
    acceptRecipient(address) {
      refusedRecipients.delete(address);
    },
    heldRecipients() {
      return waitingAtRcpt;
    },
    holdRecipients(matches) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = { matches, released };
      holds.add(hold);
      return () => {
        holds.delete(hold);
        release();
      };
    },
    clear() {
      messages.length = 0;
    },
    stop() {
      const closing = server;
      server = undefined;
      if (!closing) return Promise.resolve();
      return new Promise((resolve) => {
        closing.close(() => resolve());
        // smtp-server would wait up to 30 s for idle pooled connections: a crash drops them.
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      });
    },
    async restart() {
      if (server) return;
      await listen();
    },
  };
  return sink;
}
