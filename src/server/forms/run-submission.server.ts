import 'server-only';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { log } from '@/lib/log/logger.mjs';
import { recordGoal } from '@/server/analytics/ingest.server';
import { leadSourceOf } from '@/server/analytics/lead-source.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { getDb } from '@/server/db/connection.server';
import type { Database } from '@/server/db/schema';
import { clientAddress } from '@/server/security/client-address.server';
import { appSecret } from '@/server/security/secret.server';
import { agencyMailSettings } from '@/server/site-settings/agency-mail.server';
import type {
  SubmissionContext,
  SubmissionOptions,
  SubmissionOutcome,
  SubmissionResult,
} from './submission.server';

export type Submit<ErrorKey extends string> = (
  db: Kysely<Database>,
  input: unknown,
  context: SubmissionContext,
  options: SubmissionOptions,
) => Promise<SubmissionResult<ErrorKey>>;

/** What a form endpoint answers; `error` when the database could not store the submission. */
export type FormOutcome<ErrorKey extends string> =
  SubmissionOutcome<ErrorKey> | { status: 'error' };

/** The page a form was posted from, as the browser's `Referer` says ('' when it does not). */
function postingPage(headers: Headers): string {
  try {
    const posted = new URL(headers.get('referer') ?? '');
    return posted.pathname + posted.search;
  } catch {
    return '';
  }
}

/**
 * Runs a public form's submission for a request (route handler or server action alike): the
 * client's address, where the visitor came from, the site's limits and mail settings, then
 * the queued mail is announced and the goal counted once committed. A storage failure is logged and answered as `error`: the visitor keeps what
 * they typed and is asked to try again.
 */
export async function runSubmission<ErrorKey extends string>(
  submit: Submit<ErrorKey>,
  input: unknown,
  headers: Headers,
  locale: Locale,
): Promise<FormOutcome<ErrorKey>> {
  const config = settings();
  try {
    const db = getDb();
    const now = new Date();
    const { outcome, mails, goal } = await submit(
      db,
      input,
      { ip: clientAddress(headers), locale, now, source: await leadSourceOf(db, headers, now) },
      {
        rateLimit: {
          limit: config.FORM_RATE_LIMIT,
          windowMs: config.FORM_RATE_WINDOW_SECONDS * 1000,
        },
        secret: await appSecret(db),
        // The settings as saved now: a mail queued after a save signs and links with the new ones.
        mail: await agencyMailSettings(db),
      },
    );
    announceQueuedMail(mails);
    if (goal) await recordGoal(headers, goal, postingPage(headers));
    return outcome;
  } catch (error) {
    log.error({ event: 'forms.store-failed', err: error }, 'a submission could not be stored');
    return { status: 'error' };
  }
}
