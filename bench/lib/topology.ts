import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startNginx, startTopology, waitUntil, type Instance } from '../../scripts/lib/cluster';
import { contactsThroughFaults, deliveries } from './contact-faults';
import { submitContacts } from './contact-submissions';
import { median } from './stats';

/** Issue 12's figures, printed, never asserted. */
export interface TopologyMeasurement {
  /** Home page requests per second: nginx micro-cache, nginx serving the same HTML as a file, one instance. */
  homeRequestsPerSecond: { microCache: number; nginxStatic: number; oneInstance: number };
  /** Micro-cache over static (target ≥ 0.8). */
  microCacheRatio: number;
  /** From a committed change on the database to the first request to the other instance showing it. */
  publishToVisibleMs: { median: number; worst: number; samples: number };
  contact: {
    submitted: number;
    answered201: number;
    stored: number;
    storedPerSecond: number;
    delivered: number;
    duplicates: number;
  };
  /** The same load with the mail server down from a quarter in and instance B killed half-way. */
  faults: {
    submitted: number;
    answered201: number;
    /** Answers other than 201: nginx's 502, or 0 for a connection cut, on the killed instance. */
    refused: number;
    stored: number;
    /** Answered 201 without a row: must be 0. */
    acceptedButMissing: number;
    delivered: number;
    duplicates: number;
    /** From the mail server's return to the last of the run's mails received. */
    deliveredWithinSeconds: number;
  };
}

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: seconds, timeout: 10 });
  return Math.round(result.requests.average);
}

/**
 * The topology of docs/deploy.md on this machine (throwaway PostgreSQL, two instances of the bench
 * build, nginx with deploy/nginx.conf plus one static location for comparison), measured.
 */
export async function measureTopology(
  firstPort: number,
  seconds: number,
  submissions: number,
  log: (line: string) => void,
): Promise<TopologyMeasurement> {
  const work = mkdtempSync(path.join(tmpdir(), 'site-bench-topology-'));
  const topology = await startTopology({
    nginxPort: firstPort,
    instancePorts: [firstPort + 1, firstPort + 2],
    workDir: work,
    env: { FORM_RATE_LIMIT: '1000000' },
  });
  const { postgres, smtp, nginx } = topology;
  const db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  try {
    const [a, b] = topology.instances as [Instance, Instance];
    // nginx serving the home page's HTML as a file: the ceiling the micro-cache is compared with.
    const staticRoot = path.join(work, 'static');
    mkdirSync(staticRoot);
    writeFileSync(path.join(staticRoot, 'index.html'), await (await fetch(`${a.url}/`)).text());
    const staticNginx = await startStaticNginx(
      firstPort + 3,
      staticRoot,
      path.join(work, 'static-nginx'),
    );
    log('  Home page: nginx micro-cache, nginx static file, one instance…');
    const microCache = await requestsPerSecond(`${nginx.url}/`, seconds);
    const nginxStatic = await requestsPerSecond(`${staticNginx.url}/index.html`, seconds);
    const oneInstance = await requestsPerSecond(`${a.url}/`, seconds);
    await staticNginx.stop();

    log('  Publish → visible on the other instance (20 changes)…');
    const delays: number[] = [];
    for (let sample = 0; sample < 20; sample++) {
      const marker = `Bench ${sample} ${Date.now()}`;
      await fetch(`${b.url}/`).then((response) => response.text());
      await db.query(
        "update testimonial_translation set quote = $1 where locale = 'fr' and testimonial_id = (select min(testimonial_id) from testimonial_translation)",
        [marker],
      );
      const saved = Date.now();
      await waitUntil(
        async () => (await (await fetch(`${b.url}/`)).text()).includes(marker),
        10_000,
        'the change on B',
      );
      delays.push(Date.now() - saved);
    }

    log(`  ${submissions} contact requests through nginx at 50 connections…`);
    const started = Date.now();
    const answers = await submitContacts({
      url: `${nginx.url}/api/contact`,
      total: submissions,
      connections: 50,
      emailOf: (n) => `bench-topology-${n}@example.com`,
    });
    const loadSeconds = (Date.now() - started) / 1000;
    const count = async (query: string) =>
      Number((await db.query<{ n: string }>(query)).rows[0]?.n ?? 0);
    const stored = await count(
      "select count(*) as n from contact where email like 'bench-topology-%'",
    );
    const queued = await count('select count(*) as n from outbox');
    await waitUntil(async () => smtp.messages.length >= queued, 300_000, 'every mail delivered');
    const ids = smtp.messages.map((message) => message.mail.messageId);

    log(
      `  ${submissions} more, the mail server down from a quarter in, instance B killed half-way…`,
    );
    const faults = await contactsThroughFaults({
      url: `${nginx.url}/api/contact`,
      total: submissions,
      connections: 50,
      run: 'bench-faults',
      smtp,
      kill: () => b.stop('SIGKILL'),
      db,
    });
    const mailServerBack = Date.now();
    await waitUntil(
      async () => deliveries(smtp, faults.messageIds).delivered >= faults.messageIds.size,
      300_000,
      'every mail of the fault run delivered',
    );
    const deliveredWithinSeconds = (Date.now() - mailServerBack) / 1000;
    const accepted = faults.answers.filter((answer) => answer.status === 201);
    return {
      homeRequestsPerSecond: { microCache, nginxStatic, oneInstance },
      microCacheRatio: Number((microCache / nginxStatic).toFixed(2)),
      publishToVisibleMs: {
        median: median(delays) ?? 0,
        worst: Math.max(...delays),
        samples: delays.length,
      },
      contact: {
        submitted: submissions,
        answered201: answers.filter((answer) => answer.status === 201).length,
        stored,
        storedPerSecond: Math.round(stored / loadSeconds),
        delivered: new Set(ids).size,
        duplicates: ids.length - new Set(ids).size,
      },
      faults: {
        submitted: submissions,
        answered201: accepted.length,
        refused: faults.answers.length - accepted.length,
        stored: faults.stored.size,
        acceptedButMissing: accepted.filter((answer) => !faults.stored.has(answer.email)).length,
        ...deliveries(smtp, faults.messageIds),
        deliveredWithinSeconds: Math.round(deliveredWithinSeconds),
      },
    };
  } finally {
    await db.end();
    await topology.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** A bare nginx serving one folder, configured like the site's (same workers, gzip off). */
async function startStaticNginx(port: number, root: string, dir: string) {
  mkdirSync(dir, { recursive: true });
  const site = `server { listen 127.0.0.1:${port}; root ${root}; }`;
  const file = path.join(dir, 'site.conf');
  writeFileSync(file, site);
  return startNginx({ port, instancePorts: [], dir, siteFile: file });
}
