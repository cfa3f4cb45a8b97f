import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRow } from '@/server/db/schema';
import type { MailLane } from './mail-lanes';

/**
 * The From of a mail, asked for each mail as it leaves: nodemailer writes the name (quoted or
 * encoded as needed) and the address.
 */
export type MailSender = () => Promise<{ name: string; address: string }>;

/** What the outbox worker needs from a mail server. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, with a small pool of connections per mail lane (mail-lanes.ts): the
 * senders of a lane held up by the server (a flood of form mail it is slow to take) then never
 * hold the connection another lane's mail needs — a password reset goes out regardless
 * (decision 018). Each mail goes out with the Message-ID fixed when it was queued, so a resend
 * after a crash is recognisably the same mail, and from the `sender` of the moment it leaves.
 * `requireTls` (smtpRequiresTls in settings): over smtp:// only once STARTTLS has encrypted the
 * connection, never in the clear.
 */
export function smtpTransport(
  smtpUrl: string,
  sender: MailSender,
  { requireTls }: { requireTls: boolean },
): MailTransport {
  const pools = new Map<MailLane, Transporter>();
  const poolOf = (lane: MailLane) => {
    const existing = pools.get(lane);
    if (existing) return existing;
    const pool = nodemailer.createTransport({
      url: smtpUrl,
      requireTLS: requireTls,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 30_000,
    });
    pools.set(lane, pool);
    return pool;
  };
  return {
    async send(mail) {
      await poolOf(mail.lane).sendMail({
        from: await sender(),
        to: mail.recipient,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: mail.message_id,
        date: new Date(mail.created_at),
        headers: { 'Content-Language': mail.locale, ...JSON.parse(mail.headers) },
      });
    },
    close() {
      for (const pool of pools.values()) pool.close();
    },
  };
}

/**
 * Whether a send failed for this mail alone (nodemailer's EENVELOPE: a recipient refused;
 * EMESSAGE: the message refused) rather than for the server (connection, greeting, login,
 * timeout): only the latter pauses the lane.
 */
export function isRecipientFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

/**
 * Whether the server refused the recipient for good: a 5xx answer to RCPT TO (nodemailer's
 * EENVELOPE with `command` RCPT TO; a refused sender, MAIL FROM, is the server's business). A
 * 4xx answer is temporary and the mail is tried again.
 */
export function isPermanentRecipientFailure(error: unknown): boolean {
  const { code, command, responseCode } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  return (
    code === 'EENVELOPE' &&
    command === 'RCPT TO' &&
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600
  );
}

/** The SMTP steps before a server looks at any mail: connecting, greeting, TLS, logging in. */
const sessionCommands = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b)/;

/**
 * Whether a send failed before the server was given the mail: it could not be reached, did not
 * greet, or refused the TLS or the login (nodemailer's `command` CONN, EHLO, STARTTLS, AUTH …;
 * codes ECONNECTION, EDNS, ETLS, EAUTH). Such a failure says nothing about the mail, so it is
 * not counted as one of the mail's attempts.
 */
export function isServerUnreachable(error: unknown): boolean {
  const { code, command } = (error ?? {}) as { code?: unknown; command?: unknown };
  if (typeof command === 'string' && sessionCommands.test(command)) return true;
  return code === 'ECONNECTION' || code === 'EDNS' || code === 'ETLS' || code === 'EAUTH';
}
