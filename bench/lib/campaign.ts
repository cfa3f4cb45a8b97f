import { rmSync } from 'node:fs';
import { spawnServerModules } from '../../scripts/lib/server-modules-process';
import { startSmtpSink } from '../../scripts/lib/smtp-sink';

/** A database of its own, recreated on every run. */
export const campaignDatabaseUrl = './data/bench-campaign.db';
export const campaignSubscribers = 10_000;
/** The pace raised for the run (the setting's default is 600 a minute): the lane's own speed. */
export const campaignPerMinute = 1_000_000;

export interface CampaignMeasurement {
  subscribers: number;
  perMinute: number;
  /** Mails queued by the pass that queues a started campaign, and how long it took. */
  queued: number;
  enqueueMs: number;
  /** From the first claim to the last mail recorded as sent. */
  deliveryMs: number;
  mailsPerSecond: number;
  /** Campaign mails the SMTP sink accepted, their distinct Message-IDs and copies beyond one. */
  delivered: number;
  distinctMessageIds: number;
  duplicates: number;
  /** Queued mails whose Message-ID never reached the sink. */
  missing: number;
  campaign: {
    status: string;
    recipient_count: number;
    delivered_count: number;
    failed_count: number;
  };
  /** What breaks "sent = subscribers"; empty when nothing was lost or doubled. */
  problems: string[];
}

interface RunOutput {
  subscribers: number;
  perMinute: number;
  queued: number;
  enqueueMs: number;
  deliveryMs: number;
  campaign: CampaignMeasurement['campaign'];
  messageIds: string[];
}

/**
 * Issue 15's campaign figure: `subscribers` confirmed subscribers in four languages, one campaign
 * queued by the server's pass and delivered by its campaign worker (in a process of its own,
 * bench/lib/campaign-run.ts) to an SMTP server on loopback, on SQLite.
 */
export async function measureCampaign(
  log: (line: string) => void,
  subscribers = campaignSubscribers,
): Promise<CampaignMeasurement> {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${campaignDatabaseUrl}${suffix}`, { force: true });
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(campaignDatabaseUrl, log);
  const sink = await startSmtpSink();
  try {
    log(`  ${subscribers} subscribers, pace raised to ${campaignPerMinute}/min`);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawnServerModules('bench/lib/campaign-run.ts', {
        DATABASE_URL: campaignDatabaseUrl,
        SMTP_URL: sink.url,
        NEWSLETTER_PER_MINUTE: String(campaignPerMinute),
        BENCH_SUBSCRIBERS: String(subscribers),
      });
      child.stderr.pipe(process.stderr);
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`campaign run exited with ${code}`)),
      );
    });
    const run = JSON.parse(output.trim().split('\n').pop()!) as RunOutput;
    const received = sink.messages
      .map((message) => message.mail.messageId)
      .filter((messageId): messageId is string => messageId?.startsWith('<campaign-') ?? false);
    const distinct = new Set(received);
    const missing = run.messageIds.filter((messageId) => !distinct.has(messageId)).length;
    const problems = [
      run.queued !== subscribers && `${run.queued} queued for ${subscribers} subscribers`,
      distinct.size !== subscribers && `${distinct.size} delivered for ${subscribers} subscribers`,
      received.length !== distinct.size && `${received.length - distinct.size} copies`,
      missing > 0 && `${missing} never delivered`,
      run.campaign.status !== 'sent' && `campaign ${run.campaign.status}, not sent`,
    ].filter((problem): problem is string => typeof problem === 'string');
    return {
      subscribers,
      perMinute: run.perMinute,
      queued: run.queued,
      enqueueMs: run.enqueueMs,
      deliveryMs: run.deliveryMs,
      mailsPerSecond: (distinct.size / run.deliveryMs) * 1000,
      delivered: received.length,
      distinctMessageIds: distinct.size,
      duplicates: received.length - distinct.size,
      missing,
      campaign: run.campaign,
      problems,
    };
  } finally {
    await sink.stop();
  }
}
