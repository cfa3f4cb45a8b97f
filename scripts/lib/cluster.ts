// The production topology on one machine (issue 12, docs/deploy.md): PostgreSQL, instances of one
// build (each `npm run serve`'s two steps), nginx in front with deploy/nginx.conf, a loopback mail
// server. Used by `npm run cluster`, the topology tests and the benchmark, so all three run the
// same parts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { startSmtpSink, type SinkMessage, type SmtpSink } from './smtp-sink';
import { startPgCluster, type PgCluster } from './pg-cluster';
import { serverCommand } from './server-command.mjs';

export interface Instance {
  port: number;
  url: string;
  /** The server's pid (the shell that started it exec'd into node). */
  pid: number;
  /** Ends the process with this signal and resolves when it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts one instance on an existing build, as `npm run serve` does: the preparing step (under
 * the database's start-up lock), then the server exec'd in its place. Its output goes to
 * `logFile`. Resolves once `/readyz` answers 200.
 */
export async function startInstance(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  readyTimeoutMs?: number;
}): Promise<Instance> {
  const { port, env, logFile } = options;
  const url = `http://127.0.0.1:${port}`;
  // Its readiness is asked on the port: a process left there by an earlier run would answer.
  if (await fetch(`${url}/healthz`).catch(() => undefined))
    throw new Error(`port ${port} is taken: stop what listens there first`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(
    'sh',
    [
      '-c',
      `node_modules/.bin/tsx --conditions=react-server scripts/prepare-instance.ts && exec ${serverCommand(['--port', String(port), '--hostname', '127.0.0.1'])}`,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await waitUntil(
      async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status === 200,
      options.readyTimeoutMs ?? 120_000,
      `instance on port ${port} ready (log: ${logFile})`,
      exited,
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    url,
    pid: child.pid ?? 0,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Nginx {
  port: number;
  url: string;
  /** Where its error log is written. */
  errorLog: string;
  stop(): Promise<void>;
}

/** nginx from the machine (Debian's package) or the NGINX setting. */
export function findNginx(): string {
  const candidates = [process.env.NGINX, '/usr/sbin/nginx', 'nginx'].filter(Boolean) as string[];
  const found = candidates.find(
    (candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0,
  );
  if (!found) throw new Error('nginx not found: install Debian’s nginx-light (or set NGINX)');
  return found;
}

/**
 * deploy/nginx.conf as it is, wrapped in a main configuration that keeps every file in `dir`:
 * only the instances' addresses, the listening address, the site's name (this machine's), the
 * cache folder and, when given, the clients never rate limited and the health-check token are
 * changed.
 */
export function nginxConfiguration(options: NginxOptions): string {
  const { port, instancePorts, dir } = options;
  const site = readFileSync(options.siteFile ?? 'deploy/nginx.conf', 'utf8');
  if (options.siteFile) return mainConfiguration(dir, site);
  const [serverLine] = site.match(/^ {4}server 127\.0\.0\.1:\d+ (.*);$/m) ?? [];
  if (!serverLine) throw new Error('deploy/nginx.conf: no upstream server line found');
  const parameters = serverLine.replace(/^ {4}server \S+ /, '');
  const servers = instancePorts
    .map((instancePort) => `    server 127.0.0.1:${instancePort} ${parameters}`)
    .join('\n');
  const listen = (defaultServer = '') =>
    options.tls
      ? [
          `    listen 127.0.0.1:${port} ssl http2${defaultServer};`,
          `    ssl_certificate ${options.tls.certificateFile};`,
          `    ssl_certificate_key ${options.tls.keyFile};`,
        ].join('\n')
      : `    listen 127.0.0.1:${port}${defaultServer};`;
  const unlimited = (options.unlimitedClients ?? []).map((address) => `    ${address} 1;\n`);
  const tokens = options.healthCheckToken ? [`    "${options.healthCheckToken}" 1;\n`] : [];
  const adapted = site
    .replace(/(?:^ {4}server 127\.0\.0\.1:\d+ .*;\n)+/m, `${servers}\n`)
    .replace(/^ {4}listen \d+( default_server)?;$/gm, (_, defaultServer?: string) =>
      listen(defaultServer),
    )
    .replace(
      /^ {4}server_name (?!_;).*;$/m,
      ['    server_name 127.0.0.1 localhost;', ...(options.extraLocations ?? [])].join('\n'),
    )
    .replace(/(geo \$agency_unlimited \{\n {4}default 0;\n)/, `$1${unlimited.join('')}`)
    .replace(/(map \$http_x_health_check_token \S+ \{\n {4}default 0;\n)/, `$1${tokens.join('')}`)
    .replaceAll('/var/cache/nginx/', `${dir}/cache/`);
  return mainConfiguration(dir, adapted);
}

/** A main configuration around a site's, keeping every file nginx writes in `dir`. */
function mainConfiguration(dir: string, site: string): string {
  const temp = (name: string) => `${name}_temp_path ${dir}/temp-${name.split('_')[0]};`;
  return [
    // As root, nginx would hand its workers to `nobody`, who cannot write into `dir`.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes auto;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'daemon off;',
    'events { worker_connections 4096; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    site,
    '}',
  ].join('\n');
}

export interface NginxOptions {
  port: number;
  instancePorts: number[];
  /** Where nginx keeps its configuration, cache, temporary files and log. */
  dir: string;
  /** Another site configuration than deploy/nginx.conf, used as it is (the bench's static one). */
  siteFile?: string;
  /** Locations added first to the site's server block (the bench's Lighthouse anchors). */
  extraLocations?: string[];
  /** Serve HTTPS and HTTP/2 with this certificate, as in production (the bench's front door). */
  tls?: { certificateFile: string; keyFile: string };
  /** Clients nginx never rate limits (deploy/nginx.conf's `$agency_unlimited`): load tests. */
  unlimitedClients?: string[];
  /** A token that opens the health endpoints from outside the private networks. */
  healthCheckToken?: string;
}

/** Starts nginx and resolves once it answers. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  // nginx reads paths relative to its prefix (`-p`), not to our working directory.
  const dir = path.resolve(options.dir);
  const { port } = options;
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfiguration({ ...options, dir }));
  const child: ChildProcess = spawn(findNginx(), ['-c', configFile, '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  try {
    await waitUntil(
      // A connection accepted: nginx is listening (fetch() would refuse a self-signed certificate).
      () => acceptsConnections(port),
      20_000,
      'nginx answering',
      exited,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return {
    port,
    url,
    errorLog: path.join(dir, 'error.log'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `condition` every 100 ms until it holds; fails after `timeoutMs` naming what it waited
 * for, or as soon as `gaveUp` settles (the process it waits for exited).
 */
export async function waitUntil(
  condition: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
  gaveUp?: Promise<unknown>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  const markEnded = () => (ended = true);
  gaveUp?.then(markEnded, markEnded);
  while (!(await condition())) {
    if (ended) throw new Error(`stopped before: ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface Topology {
  postgres: PgCluster;
  smtp: SmtpSink;
  /** The instances, in the order of their ports. */
  instances: Instance[];
  nginx: Nginx;
  /** Starts the instance at `index` again on its port (after a test killed it). */
  restartInstance(index: number): Promise<Instance>;
  /** Stops nginx, the instances (SIGTERM), the mail server and PostgreSQL (its data removed). */
  stop(): Promise<void>;
}

/**
 * The whole topology of docs/deploy.md on this machine, on an existing build: a throwaway
 * PostgreSQL, a loopback SMTP server, the instances started at once (each prepares the database
 * under the start-up lock) and nginx in front. Logs and nginx's files go to `workDir`.
 * `beforeInstances` runs once the database server is up (`npm run cluster` prepares and builds).
 */
export async function startTopology(options: {
  nginxPort: number;
  instancePorts: number[];
  workDir: string;
  /** Settings of the instances beyond the topology's own (DATABASE_URL, SMTP_URL, one proxy hop). */
  env?: Record<string, string>;
  /** nginx's options beyond the topology's own (its port, the instances, its folder). */
  nginx?: Pick<NginxOptions, 'unlimitedClients' | 'healthCheckToken'>;
  onMail?: (message: SinkMessage) => void;
  beforeInstances?: (databaseUrl: string) => Promise<void>;
}): Promise<Topology> {
  const { nginxPort, instancePorts, workDir } = options;
  mkdirSync(workDir, { recursive: true });
  // What is running so far, stopped in reverse order if a later part fails to start.
  const started: (() => Promise<void> | void)[] = [];
  const stopStarted = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
  };
  try {
    const postgres = await startPgCluster();
    started.push(() => postgres.stop());
    const smtp = await startSmtpSink({ onMessage: options.onMail });
    started.push(() => smtp.stop());
    await options.beforeInstances?.(postgres.url);
    const env = {
      ...process.env,
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      TRUST_PROXY_HOPS: '1',
      ...options.env,
    };
    const instance = (port: number) =>
      startInstance({ port, env, logFile: path.join(workDir, `instance-${port}.log`) });
    const starting = await Promise.allSettled(instancePorts.map(instance));
    const instances = starting.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    started.push(() => Promise.all(instances.map((running) => running.stop('SIGTERM'))).then());
    const failed = starting.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const nginx = await startNginx({
      // The forms' load runs (the topology tests, the bench) post from this machine, hundreds a
      // minute: never rate limited by nginx here.
      unlimitedClients: ['127.0.0.1'],
      ...options.nginx,
      port: nginxPort,
      instancePorts,
      dir: path.join(workDir, 'nginx'),
    });
    started.push(() => nginx.stop());
    return {
      postgres,
      smtp,
      instances,
      nginx,
      async restartInstance(index) {
        const restarted = await instance(instancePorts[index]!);
        instances[index] = restarted;
        return restarted;
      },
      stop: stopStarted,
    };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}
