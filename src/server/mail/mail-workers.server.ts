import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import { settings, smtpRequiresTls, type Settings } from '@/config/settings';
import { log } from '@/lib/log/logger.mjs';
import type { Database, OutboxRow } from '@/server/db/schema';
import { agencySender } from './mail-settings.server';
import { maskedRecipient } from './masked-recipient';
import { outboxCounts } from './outbox.server';
import { OutboxWorker, type NewsletterMailHooks } from './outbox-worker.server';
import { smtpTransport } from './transport.server';

// Route handlers and instrumentation are bundled separately: a global keeps one pair per process.
const workers = globalThis as unknown as {
  outboxWorker?: OutboxWorker;
  /** The campaign lane's worker, behind the first one (decision 026). */
  campaignWorker?: OutboxWorker;
};
registerProcessState(async () => {
  await stopMailWorkers(Date.now());
  workers.outboxWorker = undefined;
  workers.campaignWorker = undefined;
});

/**
 * Starts this process's outbox workers when SMTP_URL is set: one for authentication and form mail,
 * one behind it for newsletter campaigns at NEWSLETTER_PER_MINUTE (decision 026). The newsletter's
 * hooks, the agency's name (each mail's sender, decision 052) and what follows a campaign round
 * come from the background runner. Says at start-up where mail goes, and how much waits.
 */
export async function startMailWorkers(options: {
  db: Kysely<Database>;
  config: Settings;
  newsletter: NewsletterMailHooks;
  /** The agency's name as its settings say now, read for each mail sent. */
  agencyName: () => Promise<string>;
  /** After a round of campaign mail: a campaign whose last mails just went is closed now. */
  afterCampaignRound: () => void;
}): Promise<void> {
  const { db, config, newsletter } = options;
  const pending = (await outboxCounts(db)).pending ?? 0;
  if (!config.SMTP_URL) {
    log.warn(
      { event: 'mail.no-smtp', pending },
      'SMTP_URL is not set: e-mails are kept in the outbox and named in this log. Set SMTP_URL and restart to send them.',
    );
    return;
  }
  const requireTls = smtpRequiresTls(config);
  const transport = smtpTransport(config.SMTP_URL, agencySender(options.agencyName), {
    requireTls,
  });
  workers.outboxWorker ??= new OutboxWorker({ db, transport, newsletter });
  workers.campaignWorker ??= new OutboxWorker({
    db,
    transport,
    newsletter,
    lanes: ['campaign'],
    perMinute: config.NEWSLETTER_PER_MINUTE,
    behind: workers.outboxWorker,
    afterRound: options.afterCampaignRound,
  });
  workers.outboxWorker.start();
  workers.campaignWorker.start();
  log.info(
    { event: 'mail.smtp', host: new URL(config.SMTP_URL).host, requireTls, pending },
    'mail is sent through SMTP',
  );
}

/** The workers claim nothing more, finish what they send until the deadline, give back the rest. */
export async function stopMailWorkers(deadline: number): Promise<void> {
  await Promise.all([
    workers.outboxWorker?.stop({ waitMs: deadline - Date.now() }),
    workers.campaignWorker?.stop({ waitMs: deadline - Date.now() }),
  ]);
}

/**
 * Called once new mail is committed: the worker delivers it now rather than at its next look;
 * without SMTP the log says a mail is waiting (it stays in the outbox until SMTP_URL is set).
 * The log never holds a mail's text: it may carry a reset or invitation link, a newsletter
 * token or a visitor's message. The operator reads it with `npm run mail:show -- <id>`.
 */
export function announceQueuedMail(mails: OutboxRow[]): void {
  if (workers.outboxWorker) {
    workers.outboxWorker.wake();
    workers.campaignWorker?.wake();
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
