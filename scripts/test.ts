// `npm test`: everything, in order, stopping at the first failure.
import { spawn } from 'node:child_process';

type Step = [name: string, command: string, args: string[]];
/** Steps run one after the other, stopping at the first failure. */
type Lane = Step[];

/**
 * The lanes of one stage run side by side. Vitest's workers wait on PostgreSQL, the SMTP sink and
 * child processes much of the time, and the end-to-end build (and its database) is made in files
 * no Vitest test reads; lint and typecheck then fill the same lane while Vitest still runs (they
 * took a stage of their own before it, 91 s of a CI run). The typecheck's `next typegen` follows
 * the build instead of racing it over `.next/`. Each step's output is shown whole once it ends,
 * so two never interleave.
 */
const stages: Lane[][] = [
  [
    [['unit + integration (SQLite and PostgreSQL)', 'node_modules/.bin/vitest', ['run']]],
    [
      ['end-to-end build', 'npm', ['run', '--silent', 'test:e2e', '--', '--prepare-only']],
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
      ['lint', 'npm', ['run', '--silent', 'lint']],
    ],
  ],
  [[['end-to-end (Chromium)', 'npm', ['run', '--silent', 'test:e2e', '--', '--prepared']]]],
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
      const outcome = {
        name,
        status: code ?? 1,
        seconds: ((Date.now() - started) / 1000).toFixed(0),
      };
      if (outcome.status === 0) console.log(`✓ ${name} (${outcome.seconds} s)`);
      else console.error(`\n✗ ${name} failed after ${outcome.seconds} s`);
      resolve(outcome);
    });
  });
}

async function runLane(lane: Lane, alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    const outcome = await run(step, alone);
    outcomes.push(outcome);
    if (outcome.status !== 0) break;
  }
  return outcomes;
}

for (const stage of stages) {
  const alone = stage.length === 1 && stage[0]!.length === 1;
  if (alone) console.log(`\n━━ ${stage[0]![0]![0]} ━━`);
  const outcomes = (await Promise.all(stage.map((lane) => runLane(lane, alone)))).flat();
  const failed = outcomes.find(({ status }) => status !== 0);
  if (failed) process.exit(failed.status);
}
