// Issue 15 §4: the process sending a campaign is killed without warning (SIGKILL) in the middle
// of the send and started again: the campaign resumes, no subscriber receives two copies (by
// Message-ID) and none is skipped. A real process (the server's background jobs in a child,
// tests/support/background-jobs-process.ts) against a real SMTP server, on both databases.
import type { ChildProcess } from 'node:child_process';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/schema';
import { sendCampaignNow } from '@/server/newsletter/campaign-admin.server';
import {
  campaignActor,
  campaignOptions,
  insertConfirmedSubscribers,
  textsInEveryLanguage,
  writeCampaign,
} from '../support/campaign-fixtures';
import { testMail, testSecret } from '../support/form-fixtures';
import { spawnServerModules } from '../../scripts/lib/server-modules-process';
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;
let sink: SmtpSink;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
  db = database.db;
});

afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
});

afterAll(async () => {
  await sink?.stop();
  await database?.destroy();
});

interface Running {
  child: ChildProcess;
  /** Its log so far: one JSON object per line. */
  log: () => string[];
  exited: Promise<void>;
}

/** A process running the server's background jobs on the test database and mail server. */
function startSender(): Running {
  const child = spawnServerModules('tests/support/background-jobs-process.ts', {
    DATABASE_URL: database.url,
    SMTP_URL: sink.url,
    SITE_URL: testMail.site.siteUrl,
    APP_SECRET: testSecret,
    AUTH_SECRET: `${testSecret}-auth`,
    // Raised for the run (the default is 600 a minute): the pace is not under test here.
    NEWSLETTER_PER_MINUTE: '600000',
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output.split('\n');
  const exited = new Promise<void>((resolve) =>
    // 'close', not 'exit': the process's output has been read to its end.
    child.once('close', () => {
      children.delete(child);
      resolve();
    }),
  );
  return { child, log, exited };
}

const statusCounts = async (campaignId: string) => {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('campaign_id', '=', campaignId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
};

describe(`a campaign whose sending process is killed (${lane})`, () => {
  it('resumes after a restart: every subscriber receives it exactly once', async () => {
    const subscribers = await insertConfirmedSubscribers(db, 60);
    const id = await writeCampaign(db, textsInEveryLanguage('Relance'));
    expect(await sendCampaignNow(db, campaignActor, id, new Date(), campaignOptions)).toBe('done');
    const campaignMessages = () =>
      sink.messages.filter((message) => message.mail.messageId?.startsWith(`<campaign-${id}-`));

    // From the 20th mail on, the mail server holds every recipient unanswered: the senders are
    // in the middle of handing mails over when the process dies.
    const release = sink.holdRecipients(() => campaignMessages().length >= 20);
    const first = startSender();
    await expect
      .poll(
        async () => {
          const counts = await statusCounts(id);
          // Every mail the server took is recorded as sent; the next ones are being handed over.
          return (
            (counts.sent ?? 0) >= 20 &&
            counts.sent === campaignMessages().length &&
            (counts.sending ?? 0) > 0
          );
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    release();
    const left = await statusCounts(id);
    expect(left.sending, 'claims left by the killed process').toBeGreaterThan(0);
    expect((left.pending ?? 0) + left.sending! + left.sent!).toBe(60);

    const second = startSender();
    await sink.waitFor(60, 60_000);
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('newsletter_campaign')
              .select('status')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).status,
        { timeout: 30_000 },
      )
      .toBe('sent');
    second.child.kill('SIGKILL');
    await second.exited;

    const messages = campaignMessages();
    const perId = new Map<string, number>();
    for (const message of messages)
      perId.set(message.mail.messageId!, (perId.get(message.mail.messageId!) ?? 0) + 1);
    expect(messages).toHaveLength(60);
    expect([...perId.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(messages.map((message) => message.recipients[0])).size).toBe(60);
    for (const subscriber of subscribers)
      expect(perId.get(`<campaign-${id}-${subscriber.id}@automatia.test>`), subscriber.email).toBe(
        1,
      );
    expect(await statusCounts(id)).toEqual({ sent: 60 });
    expect(
      await db
        .selectFrom('newsletter_campaign')
        .select(['recipient_count', 'delivered_count', 'failed_count'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ recipient_count: 60, delivered_count: 60, failed_count: 0 });
    // The restarted process took the killed one's claims back at once, not after their lease.
    const released = second
      .log()
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { event?: string; released?: number })
      .find((entry) => entry.event === 'mail.dead-claims-released');
    expect(released?.released).toBe(left.sending);
  }, 180_000);
});
