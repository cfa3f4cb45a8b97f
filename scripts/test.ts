// `npm test`: everything, in order, stopping at the first failure.
import { spawn } from 'node:child_process';

type Step = [name: string, command: string, args: string[]];

/**
 * Steps of one stage run side by side: lint and typecheck each keep one core busy and share no
 * output files, so on a two-core machine they take the time of the longer one. Vitest's workers
 * wait on PostgreSQL, the SMTP sink and child processes much of the time: the end-to-end build
 * (and its database) is made meanwhile, in files no Vitest test reads. Each step's output is
 * shown whole once it ends, so two never interleave.
 */
const stages: Step[][] = [
  [
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ],
  [
    ['unit + integration (SQLite and PostgreSQL)', 'node_modules/.bin/vitest', ['run']],
    ['end-to-end build', 'npm', ['run', '--silent', 'test:e2e', '--', '--prepare-only']],
  ],
  [['end-to-end (Chromium)', 'npm', ['run', '--silent', 'test:e2e', '--', '--prepared']]],
];

interface Outcome {
  name: string;
  status: number;
  seconds: string;
}

function run([name, command, args]: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n━━ ${name} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, status: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    });
  });
}

for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n━━ ${stage[0]![0]} ━━`);
  const outcomes = await Promise.all(stage.map((step) => run(step, alone)));
  for (const { name, status, seconds } of outcomes) {
    if (status === 0) console.log(`✓ ${name} (${seconds} s)`);
    else console.error(`\n✗ ${name} failed after ${seconds} s`);
  }
  const failed = outcomes.find(({ status }) => status !== 0);
  if (failed) process.exit(failed.status);
}
