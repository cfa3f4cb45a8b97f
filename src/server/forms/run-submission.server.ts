import 'server-only';
import type { Kysely } from 'kysely';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { log } from '@/lib/log/logger.mjs';
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

/**
 * Runs a public form's submission for a request (route handler or server action alike): the
 * client's address, the site's limits and mail settings, then the queued mail is announced
 * once committed. A storage failure is logged and answered as `error`: the visitor keeps what
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
    const { outcome, mails } = await submit(
      db,
      input,
      { ip: clientAddress(headers), locale, now: new Date() },
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
    return outcome;
  } catch (error) {
    log.error({ event: 'forms.store-failed', err: error }, 'a submission could not be stored');
    return { status: 'error' };
  }
}
