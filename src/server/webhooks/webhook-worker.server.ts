import 'server-only';
import type { Kysely } from 'kysely';
import { log as serverLog, type Logger } from '@/lib/log/logger.mjs';
import type { Database, WebhookDeliveryRow, WebhookEndpointRow } from '@/server/db/schema';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { processAlive, workerIdentity } from '@/server/mail/outbox-worker.server';
import type { WebhookAllowList } from '@/config/webhook-allow-list';
import { mayCallScheme } from './address-check.server';
import { slackMessage } from './slack-message.server';
import { queueSwitchedOffMails } from './switched-off-mail.server';
import {
  claimNextDelivery,
  recordDelivered,
  recordFailedAttempt,
  releaseDeadDeliveryClaims,
  releaseDeliveryClaims,
  type AttemptResult,
} from './webhook-deliveries.server';
import { clearExpiredPreviousSecrets, webhookWorkerActor } from './webhook-endpoints.server';
import { onWebhookEvent } from './webhook-events.server';
import { postWebhook, type Resolve } from './webhook-post.server';
import { signingSecrets, webhookSignatureHeaders } from './webhook-secret.server';

export interface WebhookWorkerOptions {
  db: Kysely<Database>;
  allowList: WebhookAllowList;
  /** The site is deployed (SITE_URL not loopback): only https endpoints are called (mayCallScheme). */
  deployed: boolean;
  /** The key the endpoints' secrets are sealed with. */
  appSecret: () => Promise<string>;
  /** Deliveries sent at the same time. */
  concurrency?: number;
  pollMs?: number;
  clock?: () => Date;
  identity?: string;
  resolve?: Resolve;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface WebhookRunResult {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the queued webhook events (decision 078). Several workers, in several instances, may
 * run against one database: each delivery is claimed before it is sent, a dead worker's claims
 * are taken back, and an event is recorded delivered once. The log names deliveries, events and
 * hosts: never a URL's path (a Slack URL carries its secret), a body or a secret.
 */
export class WebhookWorker {
  private readonly options: Required<Omit<WebhookWorkerOptions, 'resolve'>> &
    Pick<WebhookWorkerOptions, 'resolve'>;
  private readonly held = new Set<WebhookDeliveryRow>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private ticking = false;
  private rerun = false;
  private recovering = true;
  private unsubscribe: (() => void) | undefined;

  constructor(options: WebhookWorkerOptions) {
    this.options = {
      concurrency: 2,
      pollMs: 5000,
      clock: () => new Date(),
      identity: workerIdentity(),
      log: serverLog,
      ...options,
    };
  }

  start(): void {
    this.unsubscribe = onWebhookEvent(() => this.wake());
    this.schedule(0);
  }

  /** Looks at the queue now rather than at the next poll. */
  wake(): void {
    if (!this.stopping) this.schedule(0);
  }

  /** Claims nothing more, waits for the deliveries under way until `waitMs`, gives back the rest. */
  async stop({ waitMs = 0 }: { waitMs?: number } = {}): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, waitMs)))),
    ]);
    clearTimeout(timer);
    const held = [...this.held];
    this.held.clear();
    await releaseDeliveryClaims(this.options.db, held);
  }

  /**
   * Delivers every due event, after forgetting the secrets whose overlap is over (tests call it
   * with their clock instead of starting the worker).
   */
  async runOnce(): Promise<WebhookRunResult> {
    const result: WebhookRunResult = { delivered: 0, retried: 0, failed: 0 };
    if (this.recovering) {
      this.recovering = false;
      const { db, identity, log } = this.options;
      const released = await releaseDeadDeliveryClaims(db, identity, processAlive);
      if (released > 0)
        log.info({ event: 'webhook.dead-claims-released', released }, 'webhook claims taken back');
    }
    await this.forgetExpiredSecrets();
    await Promise.all(Array.from({ length: this.options.concurrency }, () => this.drain(result)));
    return result;
  }

  /** A rotated-out secret is kept no longer than it signs (decision 083). */
  private async forgetExpiredSecrets(): Promise<void> {
    const { db, identity, clock, log } = this.options;
    const cleared = await clearExpiredPreviousSecrets(db, webhookWorkerActor(identity), clock());
    if (cleared > 0)
      log.info(
        { event: 'webhook.previous-secrets-cleared', cleared },
        'expired webhook secrets cleared',
      );
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      // A wake-up while a round runs is one more round after it, not a second one beside it.
      if (this.ticking) this.rerun = true;
      else this.running = this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.ticking = true;
    try {
      do {
        this.rerun = false;
        await this.runOnce();
      } while (this.rerun && !this.stopping);
    } catch (error) {
      this.options.log.error(
        { event: 'webhook.queue-unreadable', err: error },
        'could not read the webhook deliveries',
      );
    }
    this.ticking = false;
    if (!this.stopping) this.schedule(this.options.pollMs);
  }

  private async drain(result: WebhookRunResult): Promise<void> {
    const { db, clock, identity } = this.options;
    while (!this.stopping) {
      const delivery = await claimNextDelivery(db, clock(), identity);
      if (!delivery) return;
      this.held.add(delivery);
      try {
        const outcome = await this.deliver(delivery);
        result[outcome]++;
      } finally {
        this.held.delete(delivery);
      }
    }
  }

  private async deliver(delivery: WebhookDeliveryRow): Promise<keyof WebhookRunResult> {
    const { db, clock, log } = this.options;
    const endpoint = await db
      .selectFrom('webhook_endpoint')
      .selectAll()
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirst();
    const about = {
      deliveryId: delivery.id,
      endpointId: delivery.endpoint_id,
      type: delivery.event_type,
      webhookId: delivery.webhook_id,
      attempt: delivery.attempts,
    };
    const attempt = endpoint
      ? await this.send(endpoint, delivery)
      : { responseStatus: null, durationMs: 0, error: 'the endpoint was deleted' };
    const now = clock();
    if (
      attempt.responseStatus !== null &&
      attempt.responseStatus >= 200 &&
      attempt.responseStatus < 300
    ) {
      await recordDelivered(db, delivery, attempt, now);
      log.info(
        {
          event: 'webhook.delivered',
          ...about,
          status: attempt.responseStatus,
          durationMs: attempt.durationMs,
        },
        'webhook delivered',
      );
      return 'delivered';
    }
    let mails: Awaited<ReturnType<typeof queueSwitchedOffMails>> = [];
    const outcome = await recordFailedAttempt(db, delivery, attempt, now, async (trx, off) => {
      mails = await queueSwitchedOffMails(trx, off, now);
    });
    log.warn(
      {
        event: 'webhook.attempt-failed',
        ...about,
        outcome,
        status: attempt.responseStatus,
        error: attempt.error,
      },
      outcome === 'failed'
        ? 'webhook not delivered, given up'
        : 'webhook not delivered, tried again later',
    );
    if (mails.length > 0) {
      log.warn(
        { event: 'webhook.endpoint-switched-off', endpointId: delivery.endpoint_id },
        'a webhook endpoint failing for 24 h was switched off; the admins are mailed',
      );
      announceQueuedMail(mails);
    }
    return outcome === 'failed' ? 'failed' : 'retried';
  }

  /** Signs and posts one delivery's body to its endpoint. */
  private async send(
    endpoint: WebhookEndpointRow,
    delivery: WebhookDeliveryRow,
  ): Promise<AttemptResult> {
    const { deployed, allowList, resolve, clock, appSecret } = this.options;
    if (!mayCallScheme(endpoint.url, deployed, allowList))
      return {
        responseStatus: null,
        durationMs: 0,
        error: 'only https endpoints are called on a deployed site',
      };
    const body =
      endpoint.preset === 'slack'
        ? JSON.stringify(slackMessage(endpoint.locale, delivery.payload))
        : delivery.payload;
    const timestamp = clock();
    // Both secrets for 24 h after a rotation, the new one only afterwards (decision 083).
    const secrets = signingSecrets(await appSecret(), endpoint, timestamp);
    const answer = await postWebhook(
      endpoint.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'agency-site-webhooks/1',
        ...webhookSignatureHeaders(secrets, delivery.webhook_id, timestamp, body),
      },
      { allowList, ...(resolve && { resolve }) },
    );
    if (!answer.answered)
      return { responseStatus: null, durationMs: answer.durationMs, error: answer.error };
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      responseStatus: answer.status,
      durationMs: answer.durationMs,
      ...(!ok && {
        error: [`answered ${answer.status}`, answer.excerpt.trim()].filter(Boolean).join(': '),
      }),
    };
  }
}
