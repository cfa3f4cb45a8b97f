// `npm run cluster [-- --instances 2 --port 8080]`: the production topology on this machine, to see
// it work (docs/deploy.md): a throwaway PostgreSQL, a loopback mail server that prints what it
// receives, N instances of one build and nginx in front (deploy/nginx.conf). Ctrl-C stops it all
// and removes the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild } from './lib/build';
import { startTopology } from './lib/cluster';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
  },
});
const count = Number(values.instances);
const port = Number(values.port);
if (!(count >= 1 && count <= 8) || !(port > 0 && port + count < 65536)) {
  console.error('usage: npm run cluster -- [--instances 1..8] [--port 8080]');
  process.exit(2);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'site-cluster-'));
const instancePorts = Array.from({ length: count }, (_, index) => port + 1 + index);
console.log(`Cluster: PostgreSQL, then ${count} instances on ports ${instancePorts.join(', ')}…`);
const topology = await startTopology({
  nginxPort: port,
  instancePorts,
  workDir,
  onMail: ({ recipients, mail }) =>
    console.log(`[mail received] to ${recipients.join(', ')}: ${mail.subject ?? ''}`),
  // The build prerenders pages from the database, so it is prepared first (instances then find
  // it ready, under the start-up lock).
  async beforeInstances(databaseUrl) {
    process.env.DATABASE_URL = databaseUrl;
    const config = loadSettingsOrExit();
    await prepareDatabase(databaseUrl);
    ensureBuild(config);
  },
});
const { nginx, instances } = topology;

console.log(`
  The site is running at ${nginx.url} (admin: ${nginx.url}/admin), through nginx
  Instances: ${instances.map((instance) => instance.url).join(', ')} (logs in ${workDir})
  Mail goes to a loopback server that prints each message here.
  Ctrl-C stops everything and removes the database.
`);

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  console.log('\nCluster: stopping…');
  await topology.stop();
  rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());
