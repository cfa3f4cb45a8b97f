import 'server-only';
import { refreshContentAt } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { repeatingPass } from '@/server/lifecycle/repeating-pass.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { appSecret } from '@/server/security/secret.server';
import { agencyMailSettings } from '@/server/site-settings/agency-mail.server';
import { advanceCampaigns } from './campaign-sending.server';

/** How often campaigns are looked at (a scheduled start is also awaited to the millisecond). */
const campaignsEveryMs = 15_000;

/**
 * The passes over the campaigns (campaign-sending.server.ts), never two at once in a process: the
 * next is due after the interval, or at the next scheduled start if sooner. Mails queued wake the
 * campaign worker.
 */
const campaignPasses = repeatingPass('newsletter.campaigns', campaignsEveryMs, async () => {
  const db = getDb();
  const now = new Date();
  const [secret, mail] = await Promise.all([appSecret(db), agencyMailSettings(db)]);
  const advance = await advanceCampaigns(db, now, { secret, mail });
  if (advance.queued.length > 0) announceQueuedMail(advance.queued);
  // A campaign that went public or ended: the archive shows it now (decision 026).
  if (advance.started.length + advance.finished.length > 0)
    refreshContentAt('newsletter', new Date());
  const untilNextStart = advance.nextStart
    ? Date.parse(advance.nextStart) - Date.now()
    : Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(campaignsEveryMs, untilNextStart));
});

/** One pass now (during one, another right after it): after a round of campaign mails. */
export const runCampaignPass = campaignPasses.run;

/** After a campaign was started or scheduled here: look at the campaigns now. */
export const announceCampaignChange = campaignPasses.run;

/** Starts the passes (the first one now). */
export const startCampaignPasses = campaignPasses.start;

/** No pass starts any more; resolves when the one running (if any) is over. */
export const stopCampaignPasses = campaignPasses.stop;
