// `npm start`: validate settings, prepare the database, build if needed, serve.
import { spawn } from 'node:child_process';
import { ensureBuild } from './lib/build';
import { prepareDatabase } from './lib/database';
import { loadSettingsOrExit } from './lib/load-settings';

const config = loadSettingsOrExit();
await prepareDatabase(config.DATABASE_URL);
ensureBuild(config);

const server = spawn('node', ['scripts/serve.mjs', '--port', String(config.PORT)], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: process.env,
});
let announced = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready/i.test(chunk.toString())) {
    announced = true;
    console.log(
      `\n  The site is running at http://localhost:${config.PORT} (admin: http://localhost:${config.PORT}/admin)\n`,
    );
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
