import 'server-only';
import { log } from '@/lib/log/logger.mjs';
import { refreshContentAt } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { appSecret } from '@/server/security/secret.server';
import { agencyMailSettings } from '@/server/site-settings/agency-mail.server';
import { advanceCampaigns } from './campaign-sending.server';

/** How often campaigns are looked at (a scheduled start is also awaited to the millisecond). */
const campaignsEveryMs = 15_000;

// Route handlers and instrumentation are bundled separately: a global keeps one pass per process.
const passes = globalThis as unknown as {
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
export function runCampaignPass(): void {
  if (passes.campaignsStopped) return;
  if (passes.campaigning) {
    passes.campaignsAgain = true;
    return;
  }
  clearTimeout(passes.campaignTimer);
  const db = getDb();
  const now = new Date();
  passes.campaigning = Promise.all([appSecret(db), agencyMailSettings(db)])
    .then(([secret, mail]) => advanceCampaigns(db, now, { secret, mail }))
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
      passes.campaigning = undefined;
      if (passes.campaignsStopped) return;
      const again = passes.campaignsAgain;
      passes.campaignsAgain = false;
      passes.campaignTimer = setTimeout(runCampaignPass, again ? 0 : delay);
      passes.campaignTimer.unref();
    });
}

/** After a campaign was started or scheduled here: look at the campaigns now. */
export function announceCampaignChange(): void {
  runCampaignPass();
}

/** Starts the passes (the first one now). */
export function startCampaignPasses(): void {
  passes.campaignsStopped = false;
  runCampaignPass();
}

/** No pass starts any more; resolves when the one running (if any) is over. */
export async function stopCampaignPasses(): Promise<void> {
  passes.campaignsStopped = true;
  clearTimeout(passes.campaignTimer);
  await passes.campaigning;
}
