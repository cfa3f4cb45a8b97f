import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/*
 * An endpoint's signing secret (decision 078): generated here in the Standard Webhooks format
 * (`whsec_` and 24 random bytes in base64), shown to the admin once, and kept sealed with a key
 * drawn from the app secret (AES-256-GCM), so a copy of the database alone cannot sign as the
 * site. It is never logged nor audited.
 */

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

const keyOf = (appSecret: string) =>
  createHmac('sha256', appSecret).update('webhook-endpoint-secret').digest();

export function sealWebhookSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The secret again; throws when the app secret changed since it was sealed. */
export function openWebhookSecret(appSecret: string, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * The Standard Webhooks headers of one attempt: its stable id, the attempt's time in seconds and
 * the `v1,` HMAC-SHA256 signature of `id.timestamp.body` (the `standardwebhooks` package's).
 */
export function webhookSignatureHeaders(
  secret: string,
  webhookId: string,
  timestamp: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(webhookId, timestamp, body),
  };
}
