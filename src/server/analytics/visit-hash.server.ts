import 'server-only';
import { createHmac } from 'node:crypto';

/** Who a visit is, as the request tells it: never stored, only hashed. */
export interface VisitSignals {
  address: string;
  userAgent: string;
  /** The site's host: two sites on one database never share a visitor. */
  host: string;
}

/**
 * The visit's name for one day: HMAC-SHA-256 keyed with the day's salt over the address,
 * User-Agent and host (the method Plausible documents), 128 bits kept. The address is only ever
 * an input here; without the salt, deleted at the day's end, the hash cannot be tied back to it.
 */
export function visitHash(salt: string, { address, userAgent, host }: VisitSignals): string {
  return createHmac('sha256', salt)
    .update(`${address}\n${userAgent}\n${host}`)
    .digest('base64url')
    .slice(0, 22);
}
