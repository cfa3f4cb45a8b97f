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

/** How long a rotated-out secret keeps signing beside the new one (decision 083). */
export const secretOverlapMs = 24 * 60 * 60_000;

/** Whether a rotated-out secret that signs `until` still signs at `at`. */
export function previousSecretSigns(until: string | null, at: Date): until is string {
  return until !== null && new Date(until).getTime() > at.getTime();
}

/**
 * The secrets an endpoint signs with at `at`: its own, and the one its last rotation replaced
 * while that one's 24 h are not over (decision 083), newest first.
 */
export function signingSecrets(
  appSecret: string,
  endpoint: {
    secret_sealed: string;
    previous_secret_sealed: string | null;
    previous_secret_expires_at: string | null;
  },
  at: Date,
): string[] {
  const current = openWebhookSecret(appSecret, endpoint.secret_sealed);
  const { previous_secret_sealed: previous, previous_secret_expires_at: until } = endpoint;
  if (!previous || !previousSecretSigns(until, at)) return [current];
  return [current, openWebhookSecret(appSecret, previous)];
}

/**
 * The Standard Webhooks headers of one attempt: its stable id, the attempt's time in seconds and
 * one `v1,` HMAC-SHA256 signature of `id.timestamp.body` per secret (the `standardwebhooks`
 * package's), space-separated as the specification allows: a receiver accepts the request when
 * any of them is made with the secret it holds.
 */
export function webhookSignatureHeaders(
  secrets: readonly string[],
  webhookId: string,
  timestamp: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets
      .map((secret) => new Webhook(secret).sign(webhookId, timestamp, body))
      .join(' '),
  };
}
