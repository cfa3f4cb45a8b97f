/**
 * The outbox's lanes. Each lane has its own senders (OutboxWorker), so a backlog in one never
 * holds up another: a flood of contact requests cannot delay a password reset. Authentication mail: reset links and invitations (both are `password-reset` mails).
 */
export const mailLanes = ['auth', 'form'] as const;
export type MailLane = (typeof mailLanes)[number];

const authMailKinds: ReadonlySet<string> = new Set(['password-reset']);

/** The lane a kind of mail travels in. */
export function laneOf(kind: string): MailLane {
  return authMailKinds.has(kind) ? 'auth' : 'form';
}
