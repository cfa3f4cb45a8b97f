import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startInstance, startNginx, type Instance, type Nginx } from '../../scripts/lib/cluster';
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster';
import { startSmtpSink, type SmtpSink } from '../../tests/support/smtp-sink';
import { createAccountIn } from './admin';
import { e2eStaff } from './admin-accounts';
import { topologyPorts } from './servers';

/**
 * The production topology of issue 12 for the topology specs: a throwaway PostgreSQL, a loopback
 * SMTP server, two instances of the end-to-end build started at once (each prepares the database
 * under the start-up lock), and nginx in front with deploy/nginx.conf.
 */
export interface Topology {
  postgres: PgCluster;
  /** A connection to the topology's database, for what the tests check in its rows. */
  db: pg.Pool;
  smtp: SmtpSink;
  a: Instance;
  b: Instance;
  nginx: Nginx;
  /** Starts instance B again (after the test killed it), on its port. */
  restartB(): Promise<Instance>;
  stop(): Promise<void>;
}

export const topologyLogFile = (name: string) => `data/e2e-topology-${name}.log`;

export async function startTopology(): Promise<Topology> {
  const postgres = await startPgCluster();
  const smtp = await startSmtpSink();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    // Behind nginx every visitor arrives from 127.0.0.1 with one trusted hop; the load test sends
    // hundreds of forms from one address.
    TRUST_PROXY_HOPS: '1',
    FORM_RATE_LIMIT: '100000',
  };
  const instance = (name: 'a' | 'b') =>
    startInstance({ port: topologyPorts[name], env, logFile: topologyLogFile(name) });
  for (const name of ['a', 'b']) rmSync(topologyLogFile(name), { force: true });
  const [a, b] = await Promise.all([instance('a'), instance('b')]);
  for (const account of Object.values(e2eStaff)) createAccountIn(postgres.url, account);
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  const nginx = await startNginx({
    port: topologyPorts.nginx,
    instancePorts: [a.port, b.port],
    dir: nginxDir,
  });
  const db = new pg.Pool({ connectionString: postgres.url, max: 4 });
  // The outage test stops the server under idle connections: the pool replaces them.
  db.on('error', () => undefined);
  const topology: Topology = {
    postgres,
    db,
    smtp,
    a,
    b,
    nginx,
    async restartB() {
      topology.b = await instance('b');
      return topology.b;
    },
    async stop() {
      await nginx.stop();
      await Promise.all([topology.a.stop(), topology.b.stop()]);
      await db.end();
      await smtp.stop();
      postgres.stop();
      rmSync(nginxDir, { recursive: true, force: true });
    },
  };
  return topology;
}
