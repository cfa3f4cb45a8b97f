import 'server-only';
import type { Kysely } from 'kysely';
import { log as serverLog, type Logger } from '@/lib/log/logger.mjs';
import type { Database, OutboxRow } from '@/server/db/schema';
import { mailLanes, type MailLane } from './mail-lanes';
import { maskedRecipient } from './masked-recipient';
import { claimNextMail, recordFailure, recordSent, releaseClaims } from './outbox.server';
import { isRecipientFailure, isServerUnreachable, type MailTransport } from './transport.server';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  /** Form mails sent at the same time (each claimed separately); authentication mail has its own. */
  concurrency?: number;
  /** Pause between two looks at the outbox when nothing wakes the worker. */
  pollMs?: number;
  clock?: () => Date;
  /** Where sent and failed mails are logged: the server's log unless a test gives its own. */
  log?: WorkerLog;
}

export type WorkerLog = Pick<Logger, 'info' | 'warn' | 'error'>;

/** How long a wake-up waits, so that the mails of near-simultaneous submissions go out together. */
const wakeDelayMs = 20;

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
  /** Given back uncounted: the mail server could not be reached. */
  deferred: number;
}

/**
 * Delivers the outbox. Several workers (in several instances) may run against one database:
 * each mail is claimed atomically before it is sent, and a claim left by a dead worker expires.
 * Each lane (mail-lanes.ts) is drained apart: authentication mail by a sender of its own, so it
 * never queues behind form mail. A lane stops for the round when the mail server fails (it is
 * probably down), not when it refuses one recipient or one message.
 *
 * A server that cannot be reached at all (connection, greeting, TLS, login) is not the mail's
 * fault: the mail goes back to the outbox with its attempt uncounted and no back-off, so an
 * outage of any length neither uses up attempts nor delays the mails once it ends. Until a mail
 * goes out again the worker looks only at its regular interval: the wake-ups of new mail would
 * otherwise knock at a dead server once per submission.
 */
export class OutboxWorker {
  private readonly options: Required<OutboxWorkerOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RunResult> | undefined;
  private rerun = false;
  private wakeScheduled = false;
  private stopped = true;
  /** Set by stop(): no sender claims another mail (runOnce works on a worker never started). */
  private stopping = false;
  /** Mails this worker claimed and has not yet recorded as sent or failed. */
  private readonly held = new Set<OutboxRow>();
  /** Since the mail server last could not be reached, until a mail goes out again. */
  private serverUnreachable = false;

  constructor(options: OutboxWorkerOptions) {
    this.options = {
      concurrency: 2,
      pollMs: 15_000,
      clock: () => new Date(),
      log: serverLog,
      ...options,
    };
  }

  /** Sends every mail due now and returns when none is left to claim. */
  runOnce(): Promise<RunResult> {
    if (this.running) {
      // A wake-up during a run: look again right after it, a new mail may have missed it.
      this.rerun = true;
      return this.running;
    }
    this.running = this.drainAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  /**
   * Looks at the outbox shortly, e.g. right after a mail was queued. Wake-ups coalesce: during a
   * burst of submissions one run every few milliseconds sends what has accumulated, instead of
   * a run per submission competing with the requests themselves.
   */
  wake(): void {
    if (this.stopped || this.serverUnreachable) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    this.schedule(wakeDelayMs);
  }

  /**
   * Stops claiming mail, waits at most `waitMs` for the mails being sent now, then gives back
   * the claims it still holds (releaseClaims): another instance, or this one's next start, sends
   * them at once rather than after their lease. A mail whose sending outlives the wait may
   * still reach the mail server, and then be sent again with the same Message-ID (decision 009).
   */
  async stop({ waitMs = Number.POSITIVE_INFINITY }: { waitMs?: number } = {}): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    const running = this.running?.catch(() => undefined);
    if (running && Number.isFinite(waitMs)) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, waitMs)))),
      ]);
      clearTimeout(timer);
    } else await running;
    await this.release([...this.held]);
  }

  private async release(mails: OutboxRow[]): Promise<void> {
    if (mails.length === 0) return;
    for (const mail of mails) this.held.delete(mail);
    const { db, log } = this.options;
    const released = await releaseClaims(db, mails);
    log.info(
      { event: 'mail.claims-released', released, mailIds: mails.map((mail) => mail.id) },
      'claimed mails given back to the outbox',
    );
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    // The worker never keeps a process alive on its own.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.wakeScheduled = false;
    try {
      do {
        this.rerun = false;
        await this.runOnce();
      } while (this.rerun && !this.stopped);
    } catch (error) {
      this.options.log.error(
        { event: 'mail.outbox-unreadable', err: error },
        'could not read the outbox',
      );
    }
    if (!this.stopped) this.schedule(this.options.pollMs);
  }

  private async drainAll(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0, deferred: 0 };
    const senders: Record<MailLane, number> = { auth: 1, form: this.options.concurrency };
    const drains = mailLanes.flatMap((lane) =>
      Array.from({ length: senders[lane] }, () => this.drain(lane, result)),
    );
    await Promise.all(drains);
    return result;
  }

  private async drain(lane: MailLane, result: RunResult): Promise<void> {
    const { db, transport, clock, log } = this.options;
    while (!this.stopping) {
      const mail = await claimNextMail(db, lane, clock());
      if (!mail) return;
      this.held.add(mail);
      // Claimed while the worker was being stopped: given back rather than sent.
      if (this.stopping) return this.release([mail]);
      const about = {
        mailId: mail.id,
        kind: mail.kind,
        lane,
        to: maskedRecipient(mail.recipient),
        attempt: mail.attempts,
      };
      try {
        await transport.send(mail);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const logged = message.replaceAll(mail.recipient, maskedRecipient(mail.recipient));
        if (isServerUnreachable(error)) {
          this.held.delete(mail);
          await releaseClaims(db, [mail], message);
          result.deferred++;
          if (!this.serverUnreachable)
            log.warn(
              { event: 'mail.server-unreachable', lane, error: logged },
              'the mail server cannot be reached: mails wait in the outbox, uncounted',
            );
          this.serverUnreachable = true;
          return;
        }
        const outcome = await recordFailure(db, mail, message, clock());
        this.held.delete(mail);
        result[outcome === 'failed' ? 'failed' : 'retried']++;
        log.warn(
          {
            event: 'mail.send-failed',
            ...about,
            outcome,
            error: logged,
          },
          outcome === 'failed' ? 'mail not sent, given up' : 'mail not sent, tried again later',
        );
        // One recipient or message refused: the others may still go. Anything else means the
        // server is likely down: leave the rest for the next round instead of failing each.
        if (isRecipientFailure(error)) continue;
        return;
      }
      await recordSent(db, mail, clock());
      this.held.delete(mail);
      result.sent++;
      if (this.serverUnreachable) {
        this.serverUnreachable = false;
        log.info({ event: 'mail.server-back', lane }, 'the mail server answers again');
      }
      log.info({ event: 'mail.sent', ...about }, 'mail sent');
    }
  }
}
