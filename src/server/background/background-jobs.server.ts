import 'server-only';
import { settings } from '@/config/settings';
import { twoFactorWarning } from '@/lib/admin/two-factor-policy';
import { log } from '@/lib/log/logger.mjs';
import { startAnalyticsPasses, stopAnalytics } from '@/server/analytics/analytics-jobs.server';
import { startChangeListener, stopChangeListener } from '@/server/cache/change-listener.server';
import {
  noteScheduledPublications,
  refreshContentCachedBeforeStart,
} from '@/server/cache/content-cache.server';
import { closeDb, getDb } from '@/server/db/connection.server';
import { onShutdown, type ShutdownContext } from '@/server/lifecycle/shutdown.mjs';
import { startMailWorkers, stopMailWorkers } from '@/server/mail/mail-workers.server';
import { newsletterMailHooks } from '@/server/newsletter/campaign-delivery.server';
import {
  runCampaignPass,
  startCampaignPasses,
  stopCampaignPasses,
} from '@/server/newsletter/campaign-passes.server';
import { startPurgeSchedule, stopPurgeSchedule } from '@/server/retention/purge-schedule.server';
import { startSchedulePasses, stopSchedulePasses } from '@/server/schedules/schedule-passes.server';
import { agencyName } from '@/server/site-settings/agency-mail.server';
import { startWebhookWorker, stopWebhookWorker } from '@/server/webhooks/webhook-jobs.server';

/*
 * The one place that knows every job running beside the web server. Each job is its domain's
 * (mail workers, campaign passes, scheduled publications, the purge, the change listener); this
 * runner only starts them, hands the mail workers the newsletter's hooks and the agency's name,
 * and stops them in order.
 */

/**
 * Starts what runs beside the web server (from instrumentation.ts): the times of scheduled
 * publications (pages showing posts expire then), on PostgreSQL the listener for changes made
 * by other instances (decision 020), the outbox workers when SMTP_URL is set (one for
 * authentication and form mail, one behind it for newsletter campaigns, decision 026), the
 * campaigns' passes (starting, queueing, closing), the scheduled publications' passes (the
 * first publishes what fell due while no instance ran, decision 070), the audience's daily salt and
 * rollups (decision 077), the webhook worker (decision 078) and the hourly purge.
 */
export async function startBackgroundJobs(): Promise<void> {
  const config = settings();
  const warning = twoFactorWarning(config);
  if (warning) log.warn({ event: 'auth.two-factor-not-required' }, warning);
  const db = getDb();
  refreshContentCachedBeforeStart();
  await noteScheduledPublications(db);
  startChangeListener();
  // A campaign whose last mails just went is closed now, not at the next pass.
  await startMailWorkers({
    db,
    config,
    newsletter: newsletterMailHooks,
    agencyName: () => agencyName(db),
    afterCampaignRound: runCampaignPass,
  });
  startPurgeSchedule(db, config);
  startCampaignPasses();
  startSchedulePasses();
  startAnalyticsPasses();
  startWebhookWorker(db, config);
  onShutdown('background', stopBackgroundJobs);
}

/**
 * What stops with the instance (scripts/serve.mjs runs it on SIGTERM or SIGINT, decision 021):
 * the hourly purge, the passes and the change listener at once; the audience events still queued
 * are written once no request can queue more; the outbox worker claims
 * nothing more, waits for the mails being sent until the grace ends and gives back the claims it
 * still holds; once no request runs any more, the database connection closes.
 */
export async function stopBackgroundJobs({
  requestsFinished,
  deadline,
}: ShutdownContext): Promise<void> {
  await Promise.all([
    stopPurgeSchedule(),
    stopCampaignPasses(),
    stopSchedulePasses(),
    stopMailWorkers(deadline),
    stopWebhookWorker(deadline),
    stopChangeListener(),
    stopAnalytics(requestsFinished),
  ]);
  await closeDb();
}
