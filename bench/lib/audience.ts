import autocannon, { type Result } from 'autocannon';
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { beaconLoaderScript } from '../../src/components/site/audience-beacon';
import { openDatabase } from '../../src/server/db/connection.server';
import { startBenchServer } from './server';

/*
 * The audience counting (issue 31, decision 077): the beacon's size as a browser downloads it
 * (gzip), and ingestion: `events` page views posted to POST /api/event over loopback to one
 * instance, then the instance stopped (SIGTERM flushes its queue) and the rows counted — none may
 * be lost. Beside it, in the same run and with the same connections, plain GET /healthz: the
 * instance's cheapest answer, the anchor of what one instance handles per second here.
 * Bounded in count and time; an instance and a database of its own.
 */

export interface AudienceMeasurement {
  beaconGzipBytes: number;
  loaderGzipBytes: number;
  events: number;
  connections: number;
  eventsPerSecond: number;
  /** Posts answered 204, and rows found after the instance stopped. */
  accepted: number;
  written: number;
  lost: number;
  p99Ms: number;
  healthRequestsPerSecond: number;
}

const audienceDatabaseUrl = './data/bench-audience.db';
const connections = 50;
const userAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const pages = ['/', '/services', '/services/geneve?lang=ar&utm_source=bench', '/blog', '/contact'];

function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).byteLength;
}

export async function measureAudience(
  port: number,
  events: number,
  log: (line: string) => void,
): Promise<AudienceMeasurement> {
  const beacon = readFileSync('public/a.js', 'utf8');
  for (const suffix of ['', '-wal', '-shm'])
    rmSync(`${audienceDatabaseUrl}${suffix}`, { force: true });
  const { prepareDatabase } = await import('../../scripts/lib/database');
  await prepareDatabase(audienceDatabaseUrl, log);
  const instance = await startBenchServer(port, log, {
    label: 'Audience instance',
    // One loopback address sends everything: its per-minute allowance is raised, as the
    // contact section raises the forms' limit.
    env: { DATABASE_URL: audienceDatabaseUrl, ANALYTICS_EVENTS_PER_MINUTE: '1000000' },
  });
  let result: Result;
  let health: Result;
  let accepted = 0;
  try {
    health = await autocannon({
      url: `${instance.origin}/healthz`,
      connections,
      amount: events,
      timeout: 10,
    });
    result = await autocannon({
      url: `${instance.origin}/api/event`,
      connections,
      amount: events,
      timeout: 10,
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
      requests: pages.map((page) => ({
        method: 'POST',
        body: JSON.stringify({ page, referrer: 'https://www.linkedin.com/' }),
      })),
    });
    accepted = result['2xx'];
  } finally {
    // SIGTERM: the shutdown hook writes what is still queued before the connection closes.
    await instance.stop();
  }
  const db = openDatabase(audienceDatabaseUrl);
  let written = 0;
  try {
    const row = await db
      .selectFrom('analytics_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    written = Number(row.n);
  } finally {
    await db.destroy();
  }
  const measurement: AudienceMeasurement = {
    beaconGzipBytes: gzipSize(beacon),
    loaderGzipBytes: gzipSize(beaconLoaderScript('https://cal.com/agency/15min')),
    events,
    connections,
    eventsPerSecond: result.requests.total / result.duration,
    accepted,
    written,
    lost: accepted - written,
    p99Ms: result.latency.p99,
    healthRequestsPerSecond: health.requests.total / health.duration,
  };
  log(
    `  beacon ${measurement.beaconGzipBytes} B gzip; ${events} events: ` +
      `${Math.round(measurement.eventsPerSecond)}/s, ${measurement.lost} lost ` +
      `(GET /healthz: ${Math.round(measurement.healthRequestsPerSecond)}/s)`,
  );
  return measurement;
}
