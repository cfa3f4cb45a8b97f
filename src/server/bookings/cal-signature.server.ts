import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Cal.com signs a webhook's body in. */
export const calSignatureHeader = 'x-cal-signature-256';

/** A SHA-256 digest written in hex, as Cal.com writes its signature. */
const hexDigest = /^[0-9a-f]{64}$/i;

/** The signature Cal.com sends with `body`: the hex HMAC-SHA256 of the raw body, keyed by the secret. */
export function calSignature(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Whether `signature` (the header's value, null when absent) is Cal.com's for exactly `body`.
 * Compared in constant time: only well-formed digests reach the comparison, both 32 bytes, so
 * how long it takes says nothing about how much of a guess was right.
 */
export function verifyCalSignature(
  body: string | Buffer,
  signature: string | null,
  secret: string,
): boolean {
  if (signature === null || !hexDigest.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}
