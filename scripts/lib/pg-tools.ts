import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding PostgreSQL's `binary` (initdb, pg_dump…): from PATH, else Debian's
 * /usr/lib/postgresql/<version>/bin, newest version first (a pg_dump must be at least as new as
 * the server it dumps).
 */
export function findPgBinDir(binary: string): string | undefined {
  const which = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return path.dirname(which.stdout.trim());
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, binary)));
}

/**
 * The connection for a client tool: the URL without its password for `--dbname`, the password
 * in PGPASSWORD, so it is never on a command line (`ps` shows those to every user) nor in a
 * message. A URL that `URL` cannot read (a socket path: `postgres://user@/db?host=…`) is passed
 * as it is.
 */
function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { dbname: databaseUrl, env: process.env };
  }
  if (!url.password) return { dbname: databaseUrl, env: process.env };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, PGPASSWORD: password } };
}

/**
 * Runs PostgreSQL's `tool` (pg_dump, pg_restore) against `databaseUrl` (none: the tool works on
 * files only); its own messages go to our stderr. Resolves when it succeeds, rejects with its
 * exit status otherwise.
 */
export async function runPgTool(
  tool: string,
  args: string[],
  databaseUrl: string | undefined,
): Promise<void> {
  const binDir = findPgBinDir(tool);
  if (!binDir)
    throw new Error(
      `${tool} not found. Install PostgreSQL's client programs (Debian: apt-get install postgresql-client) at the server's version or newer.`,
    );
  const { dbname, env } = databaseUrl
    ? clientConnection(databaseUrl)
    : { dbname: undefined, env: process.env };
  const connection = dbname === undefined ? [] : [`--dbname=${dbname}`];
  const child = spawn(path.join(binDir, tool), [...args, ...connection], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`${tool} failed (exit ${status}); its message is above.`);
}
