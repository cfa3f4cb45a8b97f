// `npm test`: everything, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps: [string, string, string[]][] = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit + integration (SQLite and PostgreSQL)', 'node_modules/.bin/vitest', ['run']],
  ['end-to-end (Chromium)', 'npm', ['run', '--silent', 'test:e2e']],
];

for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
