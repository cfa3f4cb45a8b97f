'use server';

import { isLoopbackUrl, settings } from '@/config/settings';
import { parseAllowList } from '@/config/webhook-allow-list';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  webhookEndpointSchema,
  webhookFormErrors,
  type WebhookFormError,
} from '@/lib/admin/webhook-schema';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { postedText } from '@/lib/forms/form-state';
import { log } from '@/lib/log/logger.mjs';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { appSecret } from '@/server/security/secret.server';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  setWebhookEndpointEnabled,
} from '@/server/webhooks/webhook-endpoints.server';

/*
 * The Integrations screen's actions (admins only, decision 078). Each checks the session first,
 * then reads its arguments; the writing and its audit line are the data module's. The signing
 * secret is answered once, to the admin who created the endpoint, and nowhere else.
 */

/** '+ Ajouter un endpoint': the endpoint, and its secret for the admin to copy now. */
export async function addWebhookEndpoint(
  formData: FormData,
): Promise<ActionResult<{ secret: string }>> {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const parsed = webhookEndpointSchema.safeParse({
    url: postedText(formData, 'url'),
    events: postedText(formData, 'events'),
    preset: postedText(formData, 'preset'),
  });
  if (!parsed.success) {
    const keys = fieldErrors<WebhookFormError>(parsed.error, webhookFormErrors);
    const messages = fieldMessages(keys, (key) => t(`integrations.errors.${key}`));
    return { ok: false, message: t('integrations.errors.form'), fieldErrors: messages };
  }
  try {
    const db = getDb();
    const config = settings();
    const created = await createWebhookEndpoint(db, staff, parsed.data, {
      appSecret: await appSecret(db),
      deployed: !isLoopbackUrl(config.SITE_URL),
      allowList: parseAllowList(config.WEBHOOK_ALLOWED_HOSTS),
      locale: await adminLocale(),
    });
    if (!created.ok) {
      const message = t(`integrations.errors.${created.reason}`);
      return { ok: false, message, fieldErrors: { url: message } };
    }
    refreshAfter('webhook');
    return { ok: true, message: t('integrations.results.added'), data: { secret: created.secret } };
  } catch (error) {
    log.error({ event: 'admin.webhook-add-failed', err: error }, 'webhook endpoint not added');
    return { ok: false, message: t('integrations.results.failed') };
  }
}

/**
 * 'Changer le secret' (decision 083): the new secret for the admin to copy now; the old one
 * keeps signing beside it for 24 h.
 */
export async function rotateEndpointSecret(
  formData: FormData,
): Promise<ActionResult<{ secret: string }>> {
  const staff = await requireAdmin();
  const id = postedText(formData, 'id');
  const t = await adminTranslator();
  try {
    const db = getDb();
    const rotated = await rotateWebhookSecret(db, staff, id, await appSecret(db));
    if (!rotated.ok) return { ok: false, message: t('integrations.results.notFound') };
    refreshAfter('webhook');
    return {
      ok: true,
      message: t('integrations.results.rotated'),
      data: { secret: rotated.secret },
    };
  } catch (error) {
    log.error({ event: 'admin.webhook-rotate-failed', err: error }, 'webhook secret not rotated');
    return { ok: false, message: t('integrations.results.failed') };
  }
}

/** A change's answer: its refusal, or its success after the screens are refreshed. */
async function answer(
  change: () => Promise<string>,
  success: 'enabled' | 'disabled' | 'deleted' | 'resent' | 'testQueued',
): Promise<ActionResult> {
  const t = await adminTranslator();
  try {
    const outcome = await change();
    if (outcome === 'not-found') return { ok: false, message: t('integrations.results.notFound') };
    if (outcome === 'not-failed')
      return { ok: false, message: t('integrations.results.notFailed') };
    if (outcome === 'disabled')
      return { ok: false, message: t('integrations.results.disabledEndpoint') };
    refreshAfter('webhook');
    return { ok: true, message: t(`integrations.results.${success}`) };
  } catch (error) {
    log.error({ event: 'admin.webhook-change-failed', err: error }, 'webhook change not made');
    return { ok: false, message: t('integrations.results.failed') };
  }
}

export async function enableWebhookEndpoint(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const id = postedText(formData, 'id');
  return answer(() => setWebhookEndpointEnabled(getDb(), staff, id, true), 'enabled');
}

export async function disableWebhookEndpoint(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const id = postedText(formData, 'id');
  return answer(() => setWebhookEndpointEnabled(getDb(), staff, id, false), 'disabled');
}

export async function removeWebhookEndpoint(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const id = postedText(formData, 'id');
  return answer(() => deleteWebhookEndpoint(getDb(), staff, id), 'deleted');
}

export async function sendTestWebhook(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const id = postedText(formData, 'id');
  return answer(() => sendWebhookTestEvent(getDb(), staff, id), 'testQueued');
}

export async function resendDelivery(formData: FormData): Promise<ActionResult> {
  const staff = await requireAdmin();
  const id = postedText(formData, 'id');
  return answer(() => resendWebhookDelivery(getDb(), staff, id), 'resent');
}
