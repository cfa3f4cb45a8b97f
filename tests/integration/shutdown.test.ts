// What an instance gives back when it stops (decision 021): the outbox worker claims nothing
// more, waits (bounded) for the mail it is sending, and releases the claims it still holds, only
// those still its own; the background jobs' shutdown hook does that and closes the database;
// readiness says the instance is shutting down. Real database (both lanes), real SMTP sink.
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/log/logger.mjs';
import type { Database } from '@/server/db/schema';
import { readiness } from '@/server/health/readiness.server';
import { beginShutdown, runShutdownHooks } from '@/server/lifecycle/shutdown.mjs';
import { claimLeaseMs, claimNextMail, enqueueMails } from '@/server/mail/outbox.server';
import type { OutboxWorker } from '@/server/mail/outbox-worker.server';
import {
  clearPipelineTables,
  secondConnection,
  TestClock,
  testWorker,
  type TestWorker,
} from '../support/form-fixtures';
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;
let sink: SmtpSink;
const workers: TestWorker[] = [];

const t0 = new Date('2026-03-02T09:00:00.000Z');
/** How long a started worker may take to claim its first mails on a busy machine. */
const claimWaitMs = 20_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Read once, by the first settings() call (creating the database may make it): the background
  // jobs' worker sends to the sink.
  vi.stubEnv('SMTP_URL', sink.url);
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await sink?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  sink.clear();
});

afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.close();
});

/** Queues form mails to `addresses`, the first one due first. */
async function queue(addresses: string[], now = t0) {
  const rows = [];
  for (const [index, to] of addresses.entries())
    rows.push(
      ...(await enqueueMails(
        db,
        [{ kind: 'contact-acknowledgement', to, locale: 'fr', subject: 's', text: 't', html: 'h' }],
        'shutdown.test',
        new Date(now.getTime() + index),
      )),
    );
  return rows;
}

/** A worker with one form sender, so the first mail due is the one it is sending. */
function oneSender(clock: TestClock): TestWorker {
  const worker = testWorker(db, sink.url, clock, 1);
  workers.push(worker);
  return worker;
}

async function row(id: string) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const statusOf = async (id: string) => (await row(id)).status;

function loggedEvents(lines: string[], event: string) {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.event === event);
}

describe(`an outbox worker that stops (${lane})`, () => {
  it('claims nothing more, and waits for the mail it is sending', async () => {
    const [sending, next, last] = await queue([
      'slow@example.ch',
      'next@example.ch',
      'last@example.ch',
    ]);
    const releaseServer = sink.holdRecipients((address) => address === 'slow@example.ch');
    const { worker } = oneSender(new TestClock(t0));
    const round = worker.runOnce();
    await expect.poll(() => statusOf(sending!.id)).toBe('sending');

    const stopped = worker.stop({ waitMs: 60_000 });
    releaseServer();
    await stopped;
    expect(await round).toEqual({ sent: 1, retried: 0, failed: 0, deferred: 0 });
    expect(await row(sending!.id)).toMatchObject({ status: 'sent', attempts: 1 });
    for (const waiting of [next!, last!])
      expect(await row(waiting.id)).toMatchObject({
        status: 'pending',
        attempts: 0,
        locked_until: null,
      });
    expect(sink.messages).toHaveLength(1);
  });

  it('gives back the claim of a mail still being sent when the wait runs out', async () => {
    const [sending, next] = await queue(['slow@example.ch', 'next@example.ch']);
    const releaseServer = sink.holdRecipients((address) => address === 'slow@example.ch');
    const { worker, log: lines } = oneSender(new TestClock(t0));
    const round = worker.runOnce();
    await expect.poll(() => statusOf(sending!.id)).toBe('sending');

    await worker.stop({ waitMs: 0 });
    // Claimable again at once (not after the lease), its attempt not counted.
    expect(await row(sending!.id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      locked_until: null,
    });
    expect(await row(next!.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(loggedEvents(lines, 'mail.claims-released')).toEqual([
      expect.objectContaining({ level: 'info', released: 1, mailIds: [sending!.id] }),
    ]);
    const other = await secondConnection(database);
    try {
      expect((await claimNextMail(other, 'form', t0))?.id).toBe(sending!.id);
    } finally {
      await other.destroy();
    }

    // The server answers in the end: the mail it was given is recorded as sent.
    releaseServer();
    expect(await round).toEqual({ sent: 1, retried: 0, failed: 0, deferred: 0 });
  });

  it('leaves alone a claim another worker took once its lease ran out', async () => {
    const [sending] = await queue(['slow@example.ch']);
    const releaseServer = sink.holdRecipients((address) => address === 'slow@example.ch');
    const clock = new TestClock(t0);
    const { worker, log: lines } = oneSender(clock);
    const round = worker.runOnce();
    await expect.poll(() => statusOf(sending!.id)).toBe('sending');

    // This worker looks dead to another instance, which claims the mail again.
    const later = clock.advance(claimLeaseMs + 1_000);
    const other = await secondConnection(database);
    try {
      const reclaimed = await claimNextMail(other, 'form', later);
      expect(reclaimed).toMatchObject({ id: sending!.id, attempts: 2 });

      await worker.stop({ waitMs: 0 });
      expect(await row(sending!.id)).toMatchObject({
        status: 'sending',
        attempts: 2,
        locked_until: reclaimed!.locked_until,
      });
      expect(loggedEvents(lines, 'mail.claims-released')).toEqual([
        expect.objectContaining({ released: 0 }),
      ]);
    } finally {
      await other.destroy();
    }
    releaseServer();
    await round;
  });
});

describe(`the background jobs' shutdown hook (${lane})`, () => {
  const registry = globalThis as { siteDb?: Kysely<Database>; outboxWorker?: OutboxWorker };
  let startBackgroundJobs: () => Promise<void>;

  beforeAll(async () => {
    // Imported here, not in the test: loading the jobs' modules is not what the test measures,
    // and on a busy machine it alone can take seconds.
    ({ startBackgroundJobs } = await import('@/server/background/background-jobs.server'));
    // The process's connection (getDb) is a connection of its own to this test's database.
    registry.siteDb = await secondConnection(database);
    // The jobs write to the server's log: kept out of the test output.
    log.level = 'silent';
  });

  afterAll(() => {
    log.level = 'info';
  });

  it(
    'releases the mails being sent, stops the worker and closes the connection',
    async () => {
      const mails = await queue(['slow@example.ch', 'slower@example.ch'], new Date());
      // The worker's two form senders are each stuck at a mail.
      const releaseServer = sink.holdRecipients((address) => address.endsWith('@example.ch'));
      await startBackgroundJobs();
      // The worker starts beside the purge: on a busy machine its first claims take longer than
      // expect.poll's default second (the test's own limit, below, leaves room for the wait).
      for (const mail of mails)
        await expect.poll(() => statusOf(mail.id), { timeout: claimWaitMs }).toBe('sending');
      const processDb = registry.siteDb;

      const failures = await runShutdownHooks({
        requestsFinished: Promise.resolve(),
        deadline: Date.now(),
      });
      expect(failures).toEqual([]);
      for (const mail of mails)
        expect(await row(mail.id)).toMatchObject({
          status: 'pending',
          attempts: 0,
          locked_until: null,
        });
      // The process's connection is closed, and forgotten.
      expect(registry.siteDb).toBeUndefined();
      await expect(processDb!.selectFrom('outbox').select('id').execute()).rejects.toThrow();

      // The worker claims nothing more, even woken.
      releaseServer();
      await registry.outboxWorker!.runOnce().catch(() => undefined);
      registry.outboxWorker!.wake();
      for (const mail of mails) expect(await statusOf(mail.id)).toBe('pending');
    },
    2 * claimWaitMs,
  );
});

describe(`readiness while the instance drains (${lane})`, () => {
  const stateKey = Symbol.for('automatia.shutdown');

  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[stateKey];
  });

  it('answers shutting-down once draining began, without asking the database', async () => {
    expect(await readiness(db)).toEqual({ ready: true });
    beginShutdown();
    expect(await readiness(db)).toEqual({ ready: false, reason: 'shutting-down' });
    const gone = await createTestDatabase();
    await gone.destroy();
    expect(await readiness(gone.db)).toEqual({ ready: false, reason: 'shutting-down' });
  });
});
