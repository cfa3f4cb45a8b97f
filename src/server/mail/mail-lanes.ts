import type { MailLane } from '@/server/db/schema';

export type { MailLane };

/**
 * The outbox's lanes. Each lane has its own senders (OutboxWorker), so a backlog in one never
 * holds up another: a flood of contact requests cannot delay a password reset, and a newsletter
 * to thousands delays neither. Authentication mail: reset links and invitations (both are
 * `password-reset` mails). Campaign mail: newsletter issues, sent behind the other two and at
 * the pace NEWSLETTER_PER_MINUTE allows (decision 026).
 */
export const mailLanes: readonly MailLane[] = ['auth', 'form', 'campaign'];

const authMailKinds: ReadonlySet<string> = new Set(['password-reset']);

/** The kind of a newsletter campaign's mails. */
export const campaignMailKind = 'newsletter-campaign';

/** The lane a kind of mail travels in. */
export function laneOf(kind: string): MailLane {
  if (authMailKinds.has(kind)) return 'auth';
  return kind === campaignMailKind ? 'campaign' : 'form';
}
