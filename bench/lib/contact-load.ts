import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../../src/i18n/locales';
import { contactServiceSeeds } from '../../src/server/contact/contact-service-seeds';
import { startSmtpSink, type SmtpSink } from '../../scripts/lib/smtp-sink';
import { startBenchServer, type BenchServer } from './server';

/** A database of its own, recreated on every run: the counts below are then this run's alone. */
export const contactDatabaseUrl = './data/bench-contact.db';
export const contactConnections = 50;
/** Issue 4's target, in submissions stored per second. */
export const contactTargetPerSecond = 200;

/** Sequential requests before the load: the route's code is loaded and the answer checked. */
const warmUpRequests = 20;
const drainPollMs = 500;
const drainLimitMs = 5 * 60_000;
const progressEveryMs = 2_000;

export interface ContactLoadMeasurement {
  connections: number;
  /** How long the load ran, as autocannon measured it. */
  seconds: number;
  /** Rows the load added to `contact` (the warm-up's left out), counted once the server settled. */
  stored: number;
  /** 2xx answers autocannon counted (the endpoint answers 201 when stored). */
  answers201: number;
  storedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
  delivery: ContactDelivery;
}

export interface ContactDelivery {
  /** Every `contact` row, warm-up included: each must lead to exactly two mails. */
  contacts: number;
  /** Rows in `outbox`. */
  mailsQueued: number;
  outboxByStatus: Record<string, number>;
  /** Whether the outbox emptied (no `pending` or `sending` row) within the time limit. */
  drained: boolean;
  /** From the end of the load until the outbox emptied (or the limit passed). */
  drainMs: number;
  /** Mails the SMTP sink accepted. */
  delivered: number;
  distinctMessageIds: number;
  /** Queued mails whose Message-ID never reached the sink. */
  missing: number;
  /** Copies beyond the first of a Message-ID at the sink. */
  duplicates: number;
  /** What breaks "stored = delivered"; empty when nothing was lost or doubled. */
  problems: string[];
}

/**
 * A distinct, valid request for each number: its own address (or `email`), a service and
 * language in turn.
 */
export function contactBody(n: number, email = `bench-visitor-${n}@example.com`): string {
  return JSON.stringify({
    name: `Bench Visitor ${n}`,
    email,
    phone: '+41 21 555 01 23',
    company: 'Bench SA',
    service: contactServiceSeeds[n % contactServiceSeeds.length]?.id,
    message: `Request ${n}: we would like to automate our invoicing and customer follow-up with n8n.`,
    locale: locales[n % locales.length],
  });
}

async function freshDatabase(log: (line: string) => void): Promise<void> {
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${contactDatabaseUrl}${suffix}`, { force: true });
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(contactDatabaseUrl, log);
}

/** Read-only counts from the database the contact server writes (WAL: readers never block it). */
function databaseReader(file: string) {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  return {
    count: (table: 'contact' | 'outbox') =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n,
    outboxByStatus: () =>
      Object.fromEntries(
        (
          db.prepare('select status, count(*) as n from outbox group by status').all() as {
            status: string;
            n: number;
          }[]
        ).map((row) => [row.status, row.n]),
      ),
    outboxMessageIds: () =>
      (db.prepare('select message_id from outbox').all() as { message_id: string }[]).map(
        (row) => row.message_id,
      ),
    close: () => db.close(),
  };
}
type DatabaseReader = ReturnType<typeof databaseReader>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function warmUp(endpoint: string, nextNumber: () => number): Promise<void> {
  for (let i = 0; i < warmUpRequests; i++) {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody(nextNumber()),
    });
    const text = await response.text();
    if (response.status !== 201) {
      throw new Error(
        `POST ${endpoint} answered ${response.status}, not 201: ${text.slice(0, 500)}`,
      );
    }
  }
}

/** The row count once it stops moving: requests cut off at the end of the load may still commit. */
async function settledCount(reader: DatabaseReader): Promise<number> {
  let previous = reader.count('contact');
  for (let i = 0; i < 40; i++) {
    await pause(250);
    const current = reader.count('contact');
    if (current === previous) return current;
    previous = current;
  }
  return previous;
}

async function waitForDrain(
  reader: DatabaseReader,
  sink: SmtpSink,
  log: (line: string) => void,
): Promise<{ drained: boolean; drainMs: number }> {
  const started = Date.now();
  let lastProgress = 0;
  for (;;) {
    const byStatus = reader.outboxByStatus();
    const open = (byStatus.pending ?? 0) + (byStatus.sending ?? 0);
    const elapsed = Date.now() - started;
    if (open === 0) {
      log(`  Outbox empty ${(elapsed / 1000).toFixed(1)} s after the load.`);
      return { drained: true, drainMs: elapsed };
    }
    if (elapsed >= drainLimitMs) {
      log(`  Outbox still holds ${open} mails after ${drainLimitMs / 60_000} min: giving up.`);
      return { drained: false, drainMs: elapsed };
    }
    if (elapsed - lastProgress >= progressEveryMs) {
      lastProgress = elapsed;
      log(
        `  Delivering… ${byStatus.sent ?? 0} sent, ${byStatus.pending ?? 0} pending, ` +
          `${byStatus.sending ?? 0} sending, ${byStatus.failed ?? 0} failed; ` +
          `${sink.messages.length} at the sink`,
      );
    }
    await pause(drainPollMs);
  }
}

const withoutBrackets = (messageId: string) => messageId.trim().replace(/^<|>$/g, '');

/** Compares what was stored and queued with what the sink received, Message-ID by Message-ID. */
function compareDelivery(
  reader: DatabaseReader,
  sink: SmtpSink,
  drain: { drained: boolean; drainMs: number },
): ContactDelivery {
  const contacts = reader.count('contact');
  const outboxByStatus = reader.outboxByStatus();
  const queuedIds = reader.outboxMessageIds().map(withoutBrackets);
  const deliveredIds = sink.messages.map((message) =>
    withoutBrackets(message.mail.messageId ?? ''),
  );
  const distinct = new Set(deliveredIds);
  const missing = queuedIds.filter((id) => !distinct.has(id)).length;
  const duplicates = deliveredIds.length - distinct.size;
  const expected = 2 * contacts;

  const problems: string[] = [];
  if (!drain.drained) {
    problems.push(
      `outbox not empty after ${drainLimitMs / 60_000} min: ${JSON.stringify(outboxByStatus)}`,
    );
  }
  if (queuedIds.length !== expected) {
    problems.push(
      `${queuedIds.length} mails queued for ${contacts} requests (expected ${expected})`,
    );
  }
  if ((outboxByStatus.failed ?? 0) > 0) problems.push(`${outboxByStatus.failed} mails failed`);
  if (missing > 0) problems.push(`${missing} queued mails never reached the SMTP server`);
  if (duplicates > 0)
    problems.push(`${duplicates} mails delivered more than once (same Message-ID)`);
  if (missing === 0 && distinct.size !== expected) {
    problems.push(
      `${distinct.size} distinct mails delivered for ${contacts} requests (expected ${expected})`,
    );
  }
  return {
    contacts,
    mailsQueued: queuedIds.length,
    outboxByStatus,
    drained: drain.drained,
    drainMs: drain.drainMs,
    delivered: deliveredIds.length,
    distinctMessageIds: distinct.size,
    missing,
    duplicates,
    problems,
  };
}

/**
 * Issue 4's contact-load figure: a second server instance on its own fresh SQLite database, with
 * the rate limit raised for this run only and mail going to a loopback SMTP server, takes
 * `connections` concurrent POSTs of distinct valid requests for `seconds`; then the bench waits
 * for the outbox to empty and checks that every stored request's two mails arrived exactly once.
 */
export async function measureContactLoad(
  port: number,
  seconds: number,
  log: (line: string) => void,
): Promise<ContactLoadMeasurement> {
  const sink = await startSmtpSink();
  let server: BenchServer | undefined;
  let reader: DatabaseReader | undefined;
  try {
    await freshDatabase(log);
    log(`  Fresh database ${contactDatabaseUrl}; SMTP sink at ${sink.url}`);
    server = await startBenchServer(port, log, {
      label: 'Contact server',
      env: {
        DATABASE_URL: contactDatabaseUrl,
        SMTP_URL: sink.url,
        // Raised for this instance only: the load comes from one address.
        FORM_RATE_LIMIT: '1000000000',
        TRUST_PROXY_HOPS: '0',
      },
    });
    reader = databaseReader(path.resolve(contactDatabaseUrl));
    const endpoint = new URL('/api/contact', server.origin).href;
    let counter = 0;
    const nextNumber = () => ++counter;

    await warmUp(endpoint, nextNumber);
    const before = await settledCount(reader);
    log(`  ${contactConnections} connections for ${seconds} s on POST /api/contact…`);
    const result = await autocannon({
      url: endpoint,
      connections: contactConnections,
      duration: seconds,
      timeout: 10,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: contactBody(nextNumber()) }) }],
    });
    const stored = (await settledCount(reader)) - before;
    const storedPerSecond = stored / result.duration;
    log(
      `  ${stored} stored (${storedPerSecond.toFixed(0)}/s), ${result['2xx']} answered 201, ` +
        `${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors; ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );

    const drain = await waitForDrain(reader, sink, log);
    const delivery = compareDelivery(reader, sink, drain);
    if (stored < result['2xx']) {
      delivery.problems.unshift(`${result['2xx'] - stored} requests answered 201 but not stored`);
    }
    log(
      `  Stored ${delivery.contacts} requests (${delivery.contacts - stored} of them warm-up), ` +
        `queued ${delivery.mailsQueued} mails, delivered ${delivery.delivered} ` +
        `(${delivery.distinctMessageIds} distinct Message-IDs): ` +
        (delivery.problems.length === 0
          ? 'nothing lost, nothing doubled.'
          : `✗ ${delivery.problems.join('; ')}`),
    );
    return {
      connections: contactConnections,
      seconds: result.duration,
      stored,
      answers201: result['2xx'],
      storedPerSecond,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      statusCodes: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
      ),
      delivery,
    };
  } finally {
    reader?.close();
    await server?.stop();
    await sink.stop();
  }
}
