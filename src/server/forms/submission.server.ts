import 'server-only';
import { addressBucket } from '@/lib/net/address-bucket';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { wholeFormError } from '@/lib/forms/field-errors';
import type { LeadSource } from '@/server/analytics/lead-source.server';
import type { serverGoals } from '@/server/analytics/event-shape';
import type { Database, OutboxRow } from '@/server/db/schema';
import type { MailSettings } from '@/server/mail/mail-settings.server';
import { consumeRateLimit, type RateLimitRule } from '@/server/rate-limit/rate-limit.server';
import { keyedHash } from '@/server/security/secret.server';

/** Who sent a form, as far as the server knows. */
export interface SubmissionContext {
  ip: string;
  locale: Locale;
  now: Date;
  /** Where the visitor came from (decision 077), stored with the lead; unknown when absent. */
  source?: LeadSource;
}

export interface SubmissionOptions {
  rateLimit: RateLimitRule;
  secret: string;
  mail: MailSettings;
}

/** The visitor's answer; a honeypot catch reads `accepted` like a real success, on purpose. */
export type SubmissionOutcome<ErrorKey extends string> =
  | { status: 'accepted' }
  | { status: 'invalid'; errors: Partial<Record<string, ErrorKey | typeof wholeFormError>> }
  | { status: 'rate-limited' };

export interface SubmissionResult<ErrorKey extends string> {
  outcome: SubmissionOutcome<ErrorKey>;
  /** Mails queued with the submission, to announce once committed. */
  mails: OutboxRow[];
  /** The audience goal the submission reached, counted once committed. */
  goal?: (typeof serverGoals)[number];
}

export function ipHash(secret: string, ip: string): string {
  return keyedHash(secret, 'ip', ip);
}

/**
 * Counts a submission of `form` against the client's IP (an IPv6 client by its /64) and the
 * given address; false when
 * either is over the limit. Only hashes reach the database.
 */
export function withinRateLimit(
  db: Kysely<Database>,
  form: string,
  email: string,
  context: SubmissionContext,
  options: SubmissionOptions,
): Promise<boolean> {
  return consumeRateLimit(
    db,
    [
      `${form}:ip:${ipHash(options.secret, addressBucket(context.ip))}`,
      `${form}:email:${keyedHash(options.secret, 'email', email.toLowerCase())}`,
    ],
    options.rateLimit,
    context.now,
  );
}
