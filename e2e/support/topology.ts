import { rmSync } from 'node:fs';
import pg from 'pg';
import {
  startTopology as startCluster,
  type Instance,
  type Topology as Cluster,
} from '../../scripts/lib/cluster';
import { createAccountIn } from './admin';
import { e2eStaff } from '../../scripts/lib/e2e-staff';
import { topologyPorts } from './servers';

/**
 * The production topology of issue 12 for the topology specs (scripts/lib/cluster.ts): two
 * instances A and B of the end-to-end build on a throwaway PostgreSQL, nginx in front, mail to a
 * loopback server, and the shared staff accounts in that database. Logs in data/e2e-topology/.
 */
export interface Topology extends Pick<Cluster, 'postgres' | 'smtp' | 'nginx' | 'stop'> {
  /** A connection to the topology's database, for what the tests check in its rows. */
  db: pg.Pool;
  a: Instance;
  b: Instance;
  /** Starts instance B again (after the test killed it), on its port. */
  restartB(): Promise<Instance>;
}

const workDir = 'data/e2e-topology';
/** Opens nginx's health endpoints from outside the private networks (deploy/nginx.conf). */
export const topologyHealthToken = 'e2e-health-token-Wq4Lz8Rk2';

export async function startTopology(): Promise<Topology> {
  rmSync(workDir, { recursive: true, force: true });
  const cluster = await startCluster({
    nginxPort: topologyPorts.nginx,
    instancePorts: [topologyPorts.a, topologyPorts.b],
    workDir,
    // Behind nginx every visitor arrives from 127.0.0.1; the load test sends hundreds of forms.
    env: { FORM_RATE_LIMIT: '100000' },
    nginx: { healthCheckToken: topologyHealthToken },
  });
  for (const account of Object.values(e2eStaff)) createAccountIn(cluster.postgres.url, account);
  const db = new pg.Pool({ connectionString: cluster.postgres.url, max: 4 });
  // The outage test stops the server under idle connections: the pool replaces them.
  db.on('error', () => undefined);
  return {
    postgres: cluster.postgres,
    smtp: cluster.smtp,
    nginx: cluster.nginx,
    db,
    get a() {
      return cluster.instances[0]!;
    },
    get b() {
      return cluster.instances[1]!;
    },
    restartB: () => cluster.restartInstance(1),
    async stop() {
      await db.end();
      await cluster.stop();
    },
  };
}
