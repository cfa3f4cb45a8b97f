import 'server-only';
import { settings } from '@/config/settings';
import { twoFactorWarning } from '@/lib/admin/two-factor-policy';
import {
  noteScheduledPublications,
  refreshContentCachedBeforeStart,
} from '@/server/cache/content-cache.server';
import type { OutboxRow } from '@/server/db/schema';
import { getDb } from '@/server/db/connection.server';
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
};

/**
 * Starts what runs beside the web server (from instrumentation.ts): the times of scheduled
 * publications (pages showing posts expire then), the outbox worker when SMTP_URL is set, and
 * the hourly purge of expired data. Says at start-up where mail goes.
 */
export async function startBackgroundJobs(): Promise<void> {
  const config = settings();
  const warning = twoFactorWarning(config);
  if (warning) console.warn(warning);
  const db = getDb();
  refreshContentCachedBeforeStart();
  await noteScheduledPublications(db);
  const pending = (await outboxCounts(db)).pending ?? 0;
  if (config.SMTP_URL) {
    registry.outboxWorker ??= new OutboxWorker({
      db,
      transport: smtpTransport(config.SMTP_URL, mailSettings().from),
    });
    registry.outboxWorker.start();
    console.log(`[mail] sending through ${new URL(config.SMTP_URL).host} (${pending} pending)`);
  } else {
    console.warn(
      `[mail] SMTP_URL is not set: e-mails are kept in the outbox (${pending} pending) and written to this log. Set SMTP_URL and restart to send them.`,
    );
  }
  const purge = () =>
    purgeExpiredData(
      db,
      new Date(),
      // Rate-limit hits must outlive the longest window that counts them (forms or sign-in).
      Math.max(config.FORM_RATE_WINDOW_SECONDS, config.LOGIN_RATE_WINDOW_SECONDS) * 1000,
    ).catch((error) => console.error('[retention] purge failed:', error));
  void purge();
  registry.purgeTimer ??= setInterval(() => void purge(), purgeEveryMs);
  registry.purgeTimer.unref();
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
    console.info(
      `[mail] kept in the outbox, not sent (no SMTP_URL): ${mail.kind} ${mail.id} to ${maskedRecipient(mail.recipient)} (read it: npm run mail:show -- ${mail.id})`,
    );
}
