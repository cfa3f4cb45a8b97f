import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from '@/server/security/secret.server';

export type TokenPurpose = 'confirm' | 'unsubscribe';

interface Subscriber {
  id: string;
  email: string;
}

/**
 * A newsletter link's token: the subscriber id and a keyed signature of id, address and purpose.
 * Nothing to store, the same link can be rebuilt for every mail, and it dies with the address.
 */
export function subscriberToken(secret: string, purpose: TokenPurpose, subscriber: Subscriber) {
  return `${subscriber.id}.${signature(secret, purpose, subscriber)}`;
}

/** The subscriber id a token names, before its signature is checked against the stored row. */
export function tokenSubscriberId(token: string): string | undefined {
  const id = token.split('.')[0];
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

export function isValidToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  subscriber: Subscriber,
): boolean {
  const expected = Buffer.from(subscriberToken(secret, purpose, subscriber));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signature(secret: string, purpose: TokenPurpose, subscriber: Subscriber): string {
  return keyedHash(secret, `newsletter-${purpose}`, `${subscriber.id}:${subscriber.email}`);
}
