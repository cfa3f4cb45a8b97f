import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { WebhookAllowList } from '@/config/webhook-allow-list';
import type { WebhookEndpointInput } from '@/lib/admin/webhook-schema';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database, WebhookDeliveryRow, WebhookEndpointRow } from '@/server/db/schema';
import { mayCallScheme } from './address-check.server';
import { webhookRetryWindowMs } from './webhook-deliveries.server';
import { enqueueWebhookEvent } from './webhook-events.server';
import {
  newWebhookSecret,
  previousSecretSigns,
  sealWebhookSecret,
  secretOverlapMs,
} from './webhook-secret.server';

/*
 * The Integrations screen's data (admins, decisions 078 and 083): endpoints added, their secrets
 * rotated, switched on and off and deleted, each change audited in its own transaction. The audit
 * names an endpoint by its host and format only: a URL's path may be its secret (Slack), and the
 * signing secrets are never written anywhere but sealed in its row.
 */

/** An endpoint as the screen shows it: everything but its sealed secrets. */
export type WebhookEndpoint = Omit<
  WebhookEndpointRow,
  'secret_sealed' | 'previous_secret_sealed' | 'events'
> & {
  events: string[];
};

const shownColumns = [
  'id',
  'url',
  'events',
  'preset',
  'locale',
  'enabled',
  'failing_since',
  'switched_off_at',
  'previous_secret_expires_at',
  'created_by',
  'created_at',
  'updated_at',
] as const;

/** The row as shown at `now`: a rotation's overlap only while it lasts. */
const shown = (
  row: Omit<WebhookEndpointRow, 'secret_sealed' | 'previous_secret_sealed'>,
  now: Date,
): WebhookEndpoint => ({
  ...row,
  enabled: Number(row.enabled),
  events: JSON.parse(row.events) as string[],
  previous_secret_expires_at: previousSecretSigns(row.previous_secret_expires_at, now)
    ? row.previous_secret_expires_at
    : null,
});

/** How an endpoint is named in the audit and the admins' mail: its format and host. */
export const endpointLabel = (endpoint: { preset: string; url: string }) =>
  `${endpoint.preset} · ${new URL(endpoint.url).host}`;

export async function listWebhookEndpoints(
  db: Kysely<Database>,
  now = new Date(),
): Promise<WebhookEndpoint[]> {
  const rows = await db
    .selectFrom('webhook_endpoint')
    .select(shownColumns)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => shown(row, now));
}

export async function getWebhookEndpoint(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<WebhookEndpoint | undefined> {
  const row = await db
    .selectFrom('webhook_endpoint')
    .select(shownColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && shown(row, now);
}

/**
 * Adds an endpoint with a new secret, answered once for the admin to copy. A deployed site
 * (`deployed`) calls only https URLs, but to the hosts of its allow-list (mayCallScheme).
 */
export async function createWebhookEndpoint(
  db: Kysely<Database>,
  actor: AuditActor,
  input: WebhookEndpointInput,
  options: { appSecret: string; deployed: boolean; allowList: WebhookAllowList; locale: string },
  now = new Date(),
): Promise<{ ok: true; id: string; secret: string } | { ok: false; reason: 'httpsRequired' }> {
  if (!mayCallScheme(input.url, options.deployed, options.allowList))
    return { ok: false, reason: 'httpsRequired' };
  const id = randomUUID();
  const secret = newWebhookSecret();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_endpoint')
      .values({
        id,
        url: input.url,
        events: JSON.stringify(input.events),
        preset: input.preset,
        secret_sealed: sealWebhookSecret(options.appSecret, secret),
        locale: options.locale,
        failing_since: null,
        switched_off_at: null,
        created_by: actor.email,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await auditEndpoint(
      trx,
      actor,
      'webhook.create',
      id,
      `${endpointLabel(input)} · ${input.events.join(', ')}`,
      now,
    );
  });
  return { ok: true, id, secret };
}

type Change = 'done' | 'not-found';

/** One audit line about an endpoint, in the change's transaction. */
function auditEndpoint(
  trx: Transaction<Database>,
  actor: AuditActor,
  action: string,
  endpointId: string,
  summary: string,
  now: Date,
): Promise<void> {
  return recordAudit(
    trx,
    actor,
    { action, targetType: 'webhook_endpoint', targetId: endpointId, summary },
    now,
  );
}

/** Switches an endpoint on (its failures forgotten) or off; audited. */
export async function setWebhookEndpointEnabled(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  enabled: boolean,
  now = new Date(),
): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .updateTable('webhook_endpoint')
      .set({
        enabled: enabled ? 1 : 0,
        updated_at: now.toISOString(),
        ...(enabled && { failing_since: null, switched_off_at: null }),
      })
      .where('id', '=', id)
      .returning(['preset', 'url'])
      .executeTakeFirst();
    if (!endpoint) return 'not-found';
    await auditEndpoint(
      trx,
      actor,
      enabled ? 'webhook.enable' : 'webhook.disable',
      id,
      endpointLabel(endpoint),
      now,
    );
    return 'done';
  });
}

/**
 * 'Changer le secret' (decision 083): a new secret, answered once for the admin to copy; the one
 * it replaces keeps signing beside it for 24 h (the receiver accepts either while it is being
 * switched), then stops. The replaced secret is moved sealed as it was, in the same statement, so
 * two rotations at once cannot lose one. A rotation within another's 24 h ends that one's overlap:
 * the oldest secret stops signing at once. Audited without either secret.
 */
export async function rotateWebhookSecret(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  appSecret: string,
  now = new Date(),
): Promise<
  { ok: true; secret: string; previousUntil: string } | { ok: false; reason: 'not-found' }
> {
  const secret = newWebhookSecret();
  const previousUntil = new Date(now.getTime() + secretOverlapMs).toISOString();
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .updateTable('webhook_endpoint')
      .set((eb) => ({
        previous_secret_sealed: eb.ref('secret_sealed'),
        previous_secret_expires_at: previousUntil,
        secret_sealed: sealWebhookSecret(appSecret, secret),
        updated_at: now.toISOString(),
      }))
      .where('id', '=', id)
      .returning(['preset', 'url'])
      .executeTakeFirst();
    if (!endpoint) return { ok: false as const, reason: 'not-found' as const };
    await auditEndpoint(
      trx,
      actor,
      'webhook.rotate-secret',
      id,
      `${endpointLabel(endpoint)} · previous secret signs until ${previousUntil}`,
      now,
    );
    return { ok: true as const, secret, previousUntil };
  });
}

/** Who clears the expired secrets in the audit log: the delivery worker of an instance. */
export const webhookWorkerActor = (identity: string): AuditActor => ({
  id: 'webhook-worker',
  email: `webhook-worker@${identity}`,
});

/**
 * Forgets the secrets whose rotation overlap is over (decision 083): a rotated-out secret signs
 * nothing after its 24 h, so it is not kept sealed in the row beyond them. The delivery worker
 * calls it on each pass, before signing; each endpoint cleared is audited by `actor` (the worker)
 * in the same transaction, and two workers clearing at once clear and audit it once (the UPDATE's
 * condition). Answers how many were cleared.
 */
export async function clearExpiredPreviousSecrets(
  db: Kysely<Database>,
  actor: AuditActor,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  // Each pass of every instance's worker asks (every 5 s and on each event): a read, and a write
  // transaction only on the rare pass that has a secret to clear.
  const expired = await db
    .selectFrom('webhook_endpoint')
    .select('id')
    .where('previous_secret_expires_at', '<=', at)
    .limit(1)
    .executeTakeFirst();
  if (!expired) return 0;
  return db.transaction().execute(async (trx) => {
    const cleared = await trx
      .updateTable('webhook_endpoint')
      .set({ previous_secret_sealed: null, previous_secret_expires_at: null })
      .where('previous_secret_expires_at', '<=', at)
      .returning(['id', 'preset', 'url'])
      .execute();
    for (const endpoint of cleared)
      await auditEndpoint(
        trx,
        actor,
        'webhook.previous-secret-cleared',
        endpoint.id,
        `${endpointLabel(endpoint)} · previous secret expired`,
        now,
      );
    return cleared.length;
  });
}

/** Deletes an endpoint and its delivery log; audited. */
export async function deleteWebhookEndpoint(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<Change> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_delivery').where('endpoint_id', '=', id).execute();
    const endpoint = await trx
      .deleteFrom('webhook_endpoint')
      .where('id', '=', id)
      .returning(['preset', 'url'])
      .executeTakeFirst();
    if (!endpoint) return 'not-found';
    await auditEndpoint(trx, actor, 'webhook.delete', id, endpointLabel(endpoint), now);
    return 'done';
  });
}

/** An endpoint's delivery log, newest first (bodies left out). */
export type WebhookDeliveryLine = Omit<WebhookDeliveryRow, 'payload' | 'claimed_by'>;

export async function listWebhookDeliveries(
  db: Kysely<Database>,
  endpointId: string,
  limit = 100,
): Promise<WebhookDeliveryLine[]> {
  const rows = await db
    .selectFrom('webhook_delivery')
    .select([
      'id',
      'endpoint_id',
      'webhook_id',
      'event_type',
      'subject',
      'status',
      'attempts',
      'next_attempt_at',
      'give_up_at',
      'locked_until',
      'response_status',
      'duration_ms',
      'last_error',
      'delivered_at',
      'created_at',
    ])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/**
 * 'Renvoyer': a given-up delivery gets a new 24 h window, due now, with the same `webhook-id`
 * (a receiver that got it after all recognises it). Only a given-up one: a delivered event is
 * never accepted twice. Audited.
 */
export async function resendWebhookDelivery(
  db: Kysely<Database>,
  actor: AuditActor,
  deliveryId: string,
  now = new Date(),
): Promise<'done' | 'not-found' | 'not-failed'> {
  return db.transaction().execute(async (trx) => {
    const delivery = await trx
      .selectFrom('webhook_delivery')
      .select(['status', 'event_type', 'endpoint_id', 'webhook_id'])
      .where('id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery) return 'not-found';
    if (delivery.status !== 'failed') return 'not-failed';
    await trx
      .updateTable('webhook_delivery')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        give_up_at: new Date(now.getTime() + webhookRetryWindowMs).toISOString(),
      })
      .where('id', '=', deliveryId)
      .where('status', '=', 'failed')
      .execute();
    await auditEndpoint(
      trx,
      actor,
      'webhook.resend',
      delivery.endpoint_id,
      `${delivery.event_type} · ${delivery.webhook_id}`,
      now,
    );
    return 'done';
  });
}

/** 'Envoyer un événement de test' to one switched-on endpoint; audited. */
export async function sendWebhookTestEvent(
  db: Kysely<Database>,
  actor: AuditActor,
  endpointId: string,
  now = new Date(),
): Promise<'done' | 'not-found' | 'disabled'> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .selectFrom('webhook_endpoint')
      .select(['enabled', 'preset', 'url'])
      .where('id', '=', endpointId)
      .executeTakeFirst();
    if (!endpoint) return 'not-found';
    if (!Number(endpoint.enabled)) return 'disabled';
    await enqueueWebhookEvent(trx, 'webhook.test', { endpointId, sentBy: actor.email }, now, {
      endpointId,
    });
    await auditEndpoint(trx, actor, 'webhook.test', endpointId, endpointLabel(endpoint), now);
    return 'done';
  });
}
