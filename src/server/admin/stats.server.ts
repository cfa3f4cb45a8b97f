import 'server-only';
import type { Kysely } from 'kysely';
import { log, type Logger } from '@/lib/log/logger.mjs';
import { countRows } from '@/server/db/count-rows.server';
import type { Database } from '@/server/db/schema';

/** The six figures of the dashboard (spec §2 Admin), in the order the cards show them. */
export interface DashboardCounts {
  users: number;
  posts: number;
  contacts: number;
  testimonials: number;
  services: number;
  /**
   * 'Emails reçus': contact notifications actually delivered to the agency's inbox (outbox rows
   * of kind `contact-notification` with status `sent`). Acknowledgements to visitors, newsletter
   * mails and notifications still queued or failed are not counted.
   */
  emailsReceived: number;
}

export const dashboardCountKeys = [
  'users',
  'posts',
  'contacts',
  'testimonials',
  'services',
  'emailsReceived',
] as const satisfies readonly (keyof DashboardCounts)[];

function countDeliveredContactNotifications(db: Kysely<Database>): Promise<number> {
  return countRows(
    db.selectFrom('outbox').where('kind', '=', 'contact-notification').where('status', '=', 'sent'),
  );
}

/** Every count of the dashboard; rejects if any one of them fails (the spec shows none then). */
export async function dashboardCounts(db: Kysely<Database>): Promise<DashboardCounts> {
  const [users, posts, contacts, testimonials, services, emailsReceived] = await Promise.all([
    countRows(db.selectFrom('auth_user')),
    countRows(db.selectFrom('post')),
    countRows(db.selectFrom('contact')),
    countRows(db.selectFrom('testimonial')),
    countRows(db.selectFrom('service')),
    countDeliveredContactNotifications(db),
  ]);
  return { users, posts, contacts, testimonials, services, emailsReceived };
}

/**
 * Which message a failed count shows (spec §8): an `Error` → 'Erreur lors de la récupération des
 * statistiques'; anything else thrown → 'Une erreur inconnue est survenue'.
 */
export type StatsFailure = 'failed' | 'unknown';

export type DashboardStats =
  { ok: true; counts: DashboardCounts } | { ok: false; failure: StatsFailure };

export function statsFailureOf(error: unknown): StatsFailure {
  return error instanceof Error ? 'failed' : 'unknown';
}

/** The dashboard's data: the counts, or which failure to show (logged, never thrown to the page). */
export async function loadDashboardStats(
  db: Kysely<Database>,
  logger: Pick<Logger, 'error'> = log,
): Promise<DashboardStats> {
  try {
    return { ok: true, counts: await dashboardCounts(db) };
  } catch (error) {
    logger.error(
      { event: 'admin.dashboard-stats-failed', err: error },
      'dashboard statistics could not be counted',
    );
    return { ok: false, failure: statsFailureOf(error) };
  }
}
