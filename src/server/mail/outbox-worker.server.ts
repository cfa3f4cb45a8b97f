import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { log as serverLog, type Logger } from '@/lib/log/logger.mjs';
import type { Database, OutboxRow } from '@/server/db/schema';
import type { MailLane } from './mail-lanes';
import { takeSlot } from './mail-pace.server';
import { maskedRecipient } from './masked-recipient';
import {
  claimNextMail,
  recordFailure,
  recordSent,
  releaseClaims,
  releaseDeadClaims,
} from './outbox.server';
import {
  isPermanentRecipientFailure,
  isRecipientFailure,
  isServerUnreachable,
  type MailTransport,
} from './transport.server';

/**
 * What the newsletter decides about its own mails. Handed in by whoever starts a worker (the
 * background runner), so the mail domain never imports the newsletter's.
 */
export interface NewsletterMailHooks {
  /** A campaign's mail, checked and completed at the last moment; undefined: it must not go. */
  prepareCampaignMail(db: Kysely<Database>, mail: OutboxRow): Promise<OutboxRow | undefined>;
  /** A subscriber's address was refused for good. */
  recordBounce(db: Kysely<Database>, mail: OutboxRow, error: string, now: Date): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  newsletter: NewsletterMailHooks;
  /** The lanes this worker drains (default: authentication and form mail). */
  lanes?: readonly MailLane[];
  /** Form mails sent at the same time (each claimed separately); authentication mail has its own. */
  concurrency?: number;
  /** Campaign mails sent at the same time, within the pace. */
  campaignSenders?: number;
  /**
   * At most this many campaign mails a minute, across every worker on the database
   * (NEWSLETTER_PER_MINUTE, mail-pace.server.ts). Unset: as fast as the senders go.
   */
  perMinute?: number;
  /** Another worker whose mail goes first: while it sends, this one claims nothing. */
  behind?: Pick<OutboxWorker, 'idle'>;
  /** Told after each round of the started worker that moved mail (a campaign may be complete). */
  afterRound?: (result: RunResult) => void;
  /** Pause between two looks at the outbox when nothing wakes the worker. */
  pollMs?: number;
  clock?: () => Date;
  /** Where sent and failed mails are logged: the server's log unless a test gives its own. */
  log?: WorkerLog;
}

export type WorkerLog = Pick<Logger, 'info' | 'warn' | 'error'>;

/** How long a wake-up waits, so that the mails of near-simultaneous submissions go out together. */
const wakeDelayMs = 20;

const processRun = globalThis as unknown as { [key: symbol]: string | undefined };
const runKey = Symbol.for('automatia.outbox-worker-run');

/**
 * The name this process's workers claim mail under: `host:pid:run`. The run tells this process
 * from an earlier one with the same pid (a restarted container); it is kept on `globalThis` so
 * every bundle of the process agrees.
 */
export function workerIdentity(): string {
  processRun[runKey] ??= randomUUID().slice(0, 8);
  return `${hostname()}:${process.pid}:${processRun[runKey]}`;
}

/** Whether a process of this machine is running (signal 0 only asks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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
  private readonly options: Required<
    Omit<OutboxWorkerOptions, 'perMinute' | 'behind' | 'afterRound'>
  > &
    Pick<OutboxWorkerOptions, 'perMinute' | 'behind' | 'afterRound'>;
  private readonly identity = workerIdentity();
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
  /** Set by start(): the first look also takes back the claims of this machine's dead workers. */
  private recovering = false;
  /** Waits of a paced lane, cut short by stop(). */
  private readonly pauses = new Set<() => void>();

  constructor(options: OutboxWorkerOptions) {
    this.options = {
      lanes: ['auth', 'form'],
      concurrency: 2,
      campaignSenders: 2,
      pollMs: 15_000,
      clock: () => new Date(),
      log: serverLog,
      ...options,
    };
  }

  /** Resolves once the round running now (if any) has ended: for a worker `behind` this one. */
  idle(): Promise<void> {
    return (this.running ?? Promise.resolve()).then(
      () => undefined,
      () => undefined,
    );
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
    this.recovering = true;
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
    for (const wake of this.pauses) wake();
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
      if (this.recovering) await this.recoverDeadClaims();
      do {
        this.rerun = false;
        const result = await this.runOnce();
        if (result.sent + result.failed > 0) this.options.afterRound?.(result);
      } while (this.rerun && !this.stopped);
    } catch (error) {
      this.options.log.error(
        { event: 'mail.outbox-unreadable', err: error },
        'could not read the outbox',
      );
    }
    if (!this.stopped) this.schedule(this.options.pollMs);
  }

  /**
   * A process killed without warning (SIGKILL, a crash) leaves its claims until their lease
   * ends; restarted on the same machine, it takes them back at once (releaseDeadClaims).
   */
  private async recoverDeadClaims(): Promise<void> {
    this.recovering = false;
    const released = await releaseDeadClaims(this.options.db, this.identity, processAlive);
    if (released > 0)
      this.options.log.info(
        { event: 'mail.dead-claims-released', released },
        'mails claimed by a worker that no longer runs given back to the outbox',
      );
  }

  private async drainAll(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retried: 0, failed: 0, deferred: 0 };
    const { lanes, concurrency, campaignSenders } = this.options;
    const senders: Record<MailLane, number> = {
      auth: 1,
      form: concurrency,
      campaign: campaignSenders,
    };
    const drains = lanes.flatMap((lane) =>
      Array.from({ length: senders[lane] }, () => this.drain(lane, result)),
    );
    await Promise.all(drains);
    return result;
  }

  /**
   * Before a paced lane's claim: waits while the worker it is behind is sending, then takes a
   * slot of the lane's pace (or waits for one). False when the worker stops meanwhile.
   */
  private async mayClaim(lane: MailLane): Promise<boolean> {
    const { db, clock, behind, perMinute } = this.options;
    if (lane !== 'campaign') return true;
    for (;;) {
      await behind?.idle();
      if (this.stopping) return false;
      if (perMinute === undefined) return true;
      const wait = await takeSlot(db, lane, perMinute, clock().getTime());
      if (wait === 0) return true;
      await this.pause(wait);
      if (this.stopping) return false;
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pauses.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pauses.add(done);
    });
  }

  private async drain(lane: MailLane, result: RunResult): Promise<void> {
    const { db, transport, clock, log, newsletter } = this.options;
    while (!this.stopping) {
      if (!(await this.mayClaim(lane))) return;
      // Another sender of this round found the mail server unreachable: this one waits for the
      // next look too, rather than claiming a mail only to give it back.
      if (result.deferred > 0) return;
      const claimed = await claimNextMail(db, lane, clock(), this.identity);
      if (!claimed) return;
      this.held.add(claimed);
      // Claimed while the worker was being stopped: given back rather than sent.
      if (this.stopping) return this.release([claimed]);
      // A campaign's mail is checked and completed at the last moment (decision 026): not sent
      // when its address left the list or its campaign was cancelled since it was queued.
      const mail = claimed.campaign_id
        ? await newsletter.prepareCampaignMail(db, claimed)
        : claimed;
      if (!mail) {
        this.held.delete(claimed);
        log.info(
          { event: 'mail.not-handed-over', mailId: claimed.id, kind: claimed.kind, lane },
          'campaign mail dropped: the address left the list or the campaign was cancelled',
        );
        continue;
      }
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
          this.held.delete(claimed);
          // Counted before the mail is given back, so no sender of this round claims it again.
          result.deferred++;
          await releaseClaims(db, [mail], message);
          if (!this.serverUnreachable)
            log.warn(
              { event: 'mail.server-unreachable', lane, error: logged },
              'the mail server cannot be reached: mails wait in the outbox, uncounted',
            );
          this.serverUnreachable = true;
          return;
        }
        // A newsletter address refused for good is not mailed again (issue 15 §2).
        const bounced = mail.subscriber_id !== null && isPermanentRecipientFailure(error);
        const outcome = await recordFailure(db, mail, message, clock(), { final: bounced });
        if (bounced) await newsletter.recordBounce(db, mail, message, clock());
        this.held.delete(claimed);
        result[outcome === 'failed' ? 'failed' : 'retried']++;
        log.warn(
          {
            event: 'mail.send-failed',
            ...about,
            outcome,
            ...(bounced && { bounced }),
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
      this.held.delete(claimed);
      result.sent++;
      if (this.serverUnreachable) {
        this.serverUnreachable = false;
        log.info({ event: 'mail.server-back', lane }, 'the mail server answers again');
      }
      log.info({ event: 'mail.sent', ...about }, 'mail sent');
    }
  }
}
