import { spawn } from 'node:child_process';

export interface ScriptRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/<script>` as its `npm run …` command does, against `databaseUrl`, without
 * blocking (a test may keep writing meanwhile).
 */
export function runScript(
  script: string,
  args: string[],
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  const child = spawn(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', `scripts/${script}`, ...args],
    { env: { ...process.env, DATABASE_URL: databaseUrl, ...env }, timeout: 60_000 },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
