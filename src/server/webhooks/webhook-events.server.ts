import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { WebhookEventType } from '@/lib/admin/webhook-schema';
import type { Database } from '@/server/db/schema';
import { webhookRetryWindowMs } from './webhook-deliveries.server';

/** The version of the payloads' shape (docs/integrations.md): a change a receiver must know of bumps it. */
export const webhookPayloadVersion = 1;

export type WebhookEventName = WebhookEventType | 'webhook.test';

export interface EnqueueOptions {
  /** What the event is about (`post:<id>`), so a later change can withdraw it. */
  subject?: string;
  /** Delivered from then on (a scheduled publication), not at once. */
  deliverAt?: Date;
  /** Only to this endpoint, whatever it subscribed to (a test event). */
  endpointId?: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

const wakeListeners = new Set<() => void>();
registerProcessState(() => wakeListeners.clear());

/** The worker of this process asks to hear of new events (it also polls, for other instances'). */
export function onWebhookEvent(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Queues an event for every enabled endpoint subscribed to it, inside the caller's transaction,
 * so it exists if and only if what it is about was stored. Every endpoint gets the same body and
 * the same `webhook-id`, which stays the same on every retry. Any domain may call it; the
 * delivery is the webhook worker's. Returns how many deliveries were queued.
 */
export async function enqueueWebhookEvent(
  trx: Executor,
  type: WebhookEventName,
  data: Record<string, unknown>,
  now: Date,
  options: EnqueueOptions = {},
): Promise<number> {
  const endpoints = await trx
    .selectFrom('webhook_endpoint')
    .select(['id', 'events'])
    .where('enabled', '=', 1)
    .$if(options.endpointId !== undefined, (query) => query.where('id', '=', options.endpointId!))
    .execute();
  const receivers = endpoints.filter(
    (endpoint) =>
      options.endpointId !== undefined || (JSON.parse(endpoint.events) as string[]).includes(type),
  );
  if (receivers.length === 0) return 0;
  const at = options.deliverAt ?? now;
  const payload = JSON.stringify({
    type,
    timestamp: at.toISOString(),
    data,
    version: webhookPayloadVersion,
  });
  const webhookId = `msg_${randomUUID().replaceAll('-', '')}`;
  await trx
    .insertInto('webhook_delivery')
    .values(
      receivers.map((endpoint) => ({
        id: randomUUID(),
        endpoint_id: endpoint.id,
        webhook_id: webhookId,
        event_type: type,
        subject: options.subject ?? '',
        payload,
        status: 'pending' as const,
        next_attempt_at: at.toISOString(),
        give_up_at: new Date(at.getTime() + webhookRetryWindowMs).toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  // Told a moment later, once the caller's transaction is likely committed; if not yet, the
  // worker's next look finds the event.
  setTimeout(() => wakeListeners.forEach((listener) => listener()), 50).unref();
  return receivers.length;
}

/**
 * Withdraws the events about `subject` of a type that are still to come and never attempted (a
 * scheduled publication moved or cancelled); returns how many.
 */
export async function withdrawWebhookEvents(
  trx: Executor,
  type: WebhookEventName,
  subject: string,
  now: Date,
): Promise<number> {
  const withdrawn = await trx
    .deleteFrom('webhook_delivery')
    .where('event_type', '=', type)
    .where('subject', '=', subject)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('next_attempt_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(withdrawn.numDeletedRows);
}
