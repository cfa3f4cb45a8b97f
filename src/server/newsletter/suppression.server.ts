import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/server/db/schema';
import { keyedHash } from '@/server/security/secret.server';

/**
 * The suppression list (migration 0007, decisions 017 and 027): an address that left, bounced or
 * was erased, kept only as a keyed hash, so no campaign or import ever mails it again (signing
 * up again still works). The purge and the erasure write it; the import reads it.
 */

/** The address's keyed hash (not reversible without the app's secret, the same per address). */
export function suppressionHash(secret: string, email: string): string {
  return keyedHash(secret, 'email', email.toLowerCase());
}

/** Adds the address to the list; one already there keeps its first time. */
export async function suppressAddress(
  db: Kysely<Database> | Transaction<Database>,
  secret: string,
  email: string,
  since: string,
): Promise<void> {
  await db
    .insertInto('newsletter_suppression')
    .values({ email_hash: suppressionHash(secret, email), unsubscribed_at: since })
    .onConflict((oc) => oc.column('email_hash').doNothing())
    .execute();
}
