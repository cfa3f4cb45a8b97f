import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { mailLanes, type MailLane } from './mail-lanes';
import { maskedRecipient } from './masked-recipient';
import { claimNextMail, recordFailure, recordSent } from './outbox.server';
import { isRecipientFailure, type MailTransport } from './transport.server';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  /** Form mails sent at the same time (each claimed separately); authentication mail has its own. */
  concurrency?: number;
  /** Pause between two looks at the outbox when nothing wakes the worker. */
  pollMs?: number;
  clock?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** How long a wake-up waits, so that the mails of near-simultaneous submissions go out together. */
const wakeDelayMs = 20;

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the outbox. Several workers (in several instances) may run against one database:
 * each mail is claimed atomically before it is sent, and a claim left by a dead worker expires.
 * Each lane (mail-lanes.ts) is drained apart: authentication mail by a sender of its own, so it
 * never queues behind form mail. A lane stops for the round when the mail server fails (it is
 * probably down), not when it refuses one recipient or one message.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxWorkerOptions, 'log'>> & {
    log: Pick<Console, 'warn' | 'error'>;
  };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RunResult> | undefined;
  private rerun = false;
  private wakeScheduled = false;
  private stopped = true;

  constructor(options: OutboxWorkerOptions) {
    this.options = {
      concurrency: 2,
      pollMs: 15_000,
      clock: () => new Date(),
      log: console,
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
    this.schedule(0);
  }

  /**
   * Looks at the outbox shortly, e.g. right after a mail was queued. Wake-ups coalesce: during a
   * burst of submissions one run every few milliseconds sends what has accumulated, instead of
   * a run per submission competing with the requests themselves.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    if (this.wakeScheduled) return;
    this.wakeScheduled = true;
    this.schedule(wakeDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
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
      this.options.log.error('[outbox] could not read the outbox:', error);
    }
    if (!this.stopped) this.schedule(this.options.pollMs);
  }

  private async drainAll(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0 };
    const senders: Record<MailLane, number> = { auth: 1, form: this.options.concurrency };
    const drains = mailLanes.flatMap((lane) =>
      Array.from({ length: senders[lane] }, () => this.drain(lane, result)),
    );
    await Promise.all(drains);
    return result;
  }

  private async drain(lane: MailLane, result: RunResult): Promise<void> {
    const { db, transport, clock, log } = this.options;
    for (;;) {
      const mail = await claimNextMail(db, lane, clock());
      if (!mail) return;
      try {
        await transport.send(mail);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const outcome = await recordFailure(db, mail, message, clock());
        result[outcome === 'failed' ? 'failed' : 'retried']++;
        log.warn(
          `[outbox] ${mail.kind} (${mail.id}) to ${maskedRecipient(mail.recipient)} failed (attempt ${mail.attempts}): ${message.replaceAll(mail.recipient, maskedRecipient(mail.recipient))}`,
        );
        // One recipient or message refused: the others may still go. Anything else means the
        // server is likely down: leave the rest for the next round instead of failing each.
        if (isRecipientFailure(error)) continue;
        return;
      }
      await recordSent(db, mail, clock());
      result.sent++;
    }
  }
}
