import 'server-only';
import { settings, smtpRequiresTls } from '@/config/settings';
import { twoFactorWarning } from '@/lib/admin/two-factor-policy';
import { log } from '@/lib/log/logger.mjs';
import { startChangeListener, stopChangeListener } from '@/server/cache/change-listener.server';
import {
  noteScheduledPublications,
  refreshContentAt,
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
import { advanceCampaigns } from '@/server/newsletter/campaign-sending.server';
import { purgeExpiredData } from '@/server/retention/purge.server';
import { appSecret } from '@/server/security/secret.server';

const purgeEveryMs = 60 * 60_000;
/** How often campaigns are looked at (a scheduled start is also awaited to the millisecond). */
const campaignsEveryMs = 15_000;

// Route handlers and instrumentation are bundled separately: a global keeps one worker per process.
const registry = globalThis as unknown as {
  outboxWorker?: OutboxWorker;
  /** The campaign lane's worker, behind the first one (decision 026). */
  campaignWorker?: OutboxWorker;
  purgeTimer?: NodeJS.Timeout;
  purging?: Promise<unknown>;
  campaignTimer?: NodeJS.Timeout;
  campaigning?: Promise<unknown>;
  campaignsAgain?: boolean;
  campaignsStopped?: boolean;
};

/**
 * One pass over the campaigns (campaign-sending.server.ts): passes never overlap in a process (a
 * call during one asks for another right after); the next is due after the interval, or at the
 * next scheduled start if sooner. Mails queued wake the campaign worker.
 */
function runCampaigns(): void {
  if (registry.campaignsStopped) return;
  if (registry.campaigning) {
    registry.campaignsAgain = true;
    return;
  }
  clearTimeout(registry.campaignTimer);
  const db = getDb();
  const now = new Date();
  registry.campaigning = appSecret(db)
    .then((secret) => advanceCampaigns(db, now, { secret, mail: mailSettings() }))
    .then(
      (advance) => {
        if (advance.queued.length > 0) announceQueuedMail(advance.queued);
        // A campaign that went public or ended: the archive shows it now (decision 026).
        if (advance.started.length + advance.finished.length > 0)
          refreshContentAt('newsletter', new Date());
        const untilNextStart = advance.nextStart
          ? Date.parse(advance.nextStart) - Date.now()
          : Number.POSITIVE_INFINITY;
        return Math.max(0, Math.min(campaignsEveryMs, untilNextStart));
      },
      (error) => {
        log.error({ event: 'newsletter.campaigns-failed', err: error }, 'campaign pass failed');
        return campaignsEveryMs;
      },
    )
    .then((delay) => {
      registry.campaigning = undefined;
      if (registry.campaignsStopped) return;
      const again = registry.campaignsAgain;
      registry.campaignsAgain = false;
      registry.campaignTimer = setTimeout(runCampaigns, again ? 0 : delay);
      registry.campaignTimer.unref();
    });
}

/** After a campaign was started or scheduled here: look at the campaigns now. */
export function announceCampaignChange(): void {
  runCampaigns();
}

/**
 * Starts what runs beside the web server (from instrumentation.ts): the times of scheduled
 * publications (pages showing posts expire then), on PostgreSQL the listener for changes made
 * by other instances (decision 020), the outbox workers when SMTP_URL is set (one for
 * authentication and form mail, one behind it for newsletter campaigns, decision 026), the
 * campaigns' passes (starting, queueing, closing) and the hourly purge of expired data. Says at
 * start-up where mail goes.
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
    const requireTls = smtpRequiresTls(config);
    const transport = smtpTransport(config.SMTP_URL, mailSettings().from, { requireTls });
    registry.outboxWorker ??= new OutboxWorker({ db, transport });
    registry.campaignWorker ??= new OutboxWorker({
      db,
      transport,
      lanes: ['campaign'],
      perMinute: config.NEWSLETTER_PER_MINUTE,
      behind: registry.outboxWorker,
      // A campaign whose last mails just went is closed now, not at the next pass.
      afterRound: runCampaigns,
    });
    registry.outboxWorker.start();
    registry.campaignWorker.start();
    log.info(
      { event: 'mail.smtp', host: new URL(config.SMTP_URL).host, requireTls, pending },
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
  registry.campaignsStopped = false;
  runCampaigns();
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
  registry.campaignsStopped = true;
  clearTimeout(registry.campaignTimer);
  await Promise.all([
    registry.outboxWorker?.stop({ waitMs: deadline - Date.now() }),
    registry.campaignWorker?.stop({ waitMs: deadline - Date.now() }),
    registry.campaigning,
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
    registry.campaignWorker?.wake();
    return;
  }
  if (settings().SMTP_URL) return; // Another instance (or the next start) delivers it.
  const campaignMails = mails.filter((mail) => mail.campaign_id);
  if (campaignMails.length > 0)
    log.info(
      { event: 'mail.kept', kind: campaignMails[0]!.kind, count: campaignMails.length },
      'newsletter mails kept in the outbox, not sent (no SMTP_URL)',
    );
  for (const mail of mails.filter((queued) => !queued.campaign_id))
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
