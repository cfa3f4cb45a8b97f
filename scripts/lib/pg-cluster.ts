import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPgBinDir } from './pg-tools';

export interface PgCluster {
  url: string;
  /** Stops the server (fast shutdown: connections are cut), keeping its data. */
  stopServer(): void;
  /** Starts the stopped server again on the same port. */
  startServer(): void;
  /** Stops the server and removes its data. */
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts a throwaway PostgreSQL on a loopback port from the machine's own binaries (the
 * PostgreSQL test lane, the topology tests, `npm run cluster`). The server refuses to run as
 * root, so as root it runs as the `postgres` system user.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const binDir = findPgBinDir('initdb');
  if (!binDir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (binary: string, args: string[]) => {
    const command = path.join(binDir, binary);
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const startServer = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopServer: () => run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']),
    startServer,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
