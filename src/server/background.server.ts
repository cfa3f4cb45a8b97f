import 'server-only';
import { settings } from '@/config/settings';
import { twoFactorWarning } from '@/lib/admin/two-factor-policy';
import { log } from '@/lib/log/logger.mjs';
import { startChangeListener, stopChangeListener } from '@/server/cache/change-listener.server';
import {
  noteScheduledPublications,
  refreshContentCachedBeforeStart,
} from '@/server/cache/content-cache.server';
import type { OutboxRow } from '@/server/db/schema';
import { closeDb, getDb } from '@/server/db/connection.server';
import { onShutdown, type ShutdownContext } from '@/server/lifecycle/shutdown.mjs';
import { mailSettings } from '@/server/mail/mail-settings.server';
import { outboxCounts } from '@/server/mail/outbox.server';
import { maskedRecipient } from '@/server/mail/masked-recipient';
import { OutboxWorker } from '@/server/mail/outbox-worker.server';
import { smtpTransport } from '@/server/mail/transport.server';
import { purgeExpiredData } from '@/server/retention/purge.server';

const purgeEveryMs = 60 * 60_000;

// Route handlers and instrumentation are bundled separately: a global keeps one worker per process.
const registry = globalThis as unknown as {
  outboxWorker?: OutboxWorker;
  purgeTimer?: NodeJS.Timeout;
  purging?: Promise<unknown>;
};

/**
 * Starts what runs beside the web server (from instrumentation.ts): the times of scheduled
 * publications (pages showing posts expire then), on PostgreSQL the listener for changes made
 * by other instances (decision 020), the outbox worker when SMTP_URL is set, and the hourly
 * purge of expired data. Says at start-up where mail goes.
 */
export async function startBackgroundJobs(): Promise<void> {
  const config = settings();
  const warning = twoFactorWarning(config);
  if (warning) log.warn({ event: 'auth.two-factor-not-required' }, warning);
  const db = getDb();
  refreshContentCachedBeforeStart();
  await noteScheduledPublications(db);
  startChangeListener();
  const pending = (await outboxCounts(db)).pending ?? 0;
  if (config.SMTP_URL) {
    registry.outboxWorker ??= new OutboxWorker({
      db,
      transport: smtpTransport(config.SMTP_URL, mailSettings().from),
    });
    registry.outboxWorker.start();
    log.info(
      { event: 'mail.smtp', host: new URL(config.SMTP_URL).host, pending },
      'mail is sent through SMTP',
    );
  } else {
    log.warn(
      { event: 'mail.no-smtp', pending },
      'SMTP_URL is not set: e-mails are kept in the outbox and named in this log. Set SMTP_URL and restart to send them.',
    );
  }
  const purge = () => {
    registry.purging = purgeExpiredData(
      db,
      new Date(),
      // Rate-limit hits must outlive the longest window that counts them (forms or sign-in).
      Math.max(config.FORM_RATE_WINDOW_SECONDS, config.LOGIN_RATE_WINDOW_SECONDS) * 1000,
    ).catch((error) =>
      log.error({ event: 'retention.purge-failed', err: error }, 'retention purge failed'),
    );
  };
  purge();
  registry.purgeTimer ??= setInterval(purge, purgeEveryMs);
  registry.purgeTimer.unref();
  onShutdown('background', stopBackgroundJobs);
}

/**
 * What stops with the instance (scripts/serve.mjs runs it on SIGTERM or SIGINT, decision 021):
 * the hourly purge and the change listener at once; the outbox worker claims nothing more,
 * waits for the mails being sent until the grace ends and gives back the claims it still
 * holds; once no request runs any more, the database connection closes.
 */
export async function stopBackgroundJobs({
  requestsFinished,
  deadline,
}: ShutdownContext): Promise<void> {
  clearInterval(registry.purgeTimer);
  registry.purgeTimer = undefined;
  await Promise.all([
    registry.outboxWorker?.stop({ waitMs: deadline - Date.now() }),
    stopChangeListener(),
    registry.purging,
    requestsFinished,
  ]);
  await closeDb();
}

/**
 * Called once new mail is committed: the worker delivers it now rather than at its next look;
 * without SMTP the log says a mail is waiting (it stays in the outbox until SMTP_URL is set).
 * The log never holds a mail's text: it may carry a reset or invitation link, a newsletter
 * token or a visitor's message. The operator reads it with `npm run mail:show -- <id>`.
 */
export function announceQueuedMail(mails: OutboxRow[]): void {
  if (registry.outboxWorker) {
    registry.outboxWorker.wake();
    return;
  }
  if (settings().SMTP_URL) return; // Another instance (or the next start) delivers it.
  for (const mail of mails)
    log.info(
      {
        event: 'mail.kept',
        mailId: mail.id,
        kind: mail.kind,
        to: maskedRecipient(mail.recipient),
        readIt: `npm run mail:show -- ${mail.id}`,
      },
      'kept in the outbox, not sent (no SMTP_URL)',
    );
}
