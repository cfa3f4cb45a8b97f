// Run by tests/integration/newsletter-campaign-crash.test.ts (spawnServerModules): what a server
// process runs beside its web server (src/server/background/background-jobs.server.ts: the outbox
// workers, the campaigns' passes, the purge), on the database and mail server of the
// environment (DATABASE_URL, SMTP_URL…), until it is killed. Its log (JSON lines) is stdout.
import { startBackgroundJobs } from '../../src/server/background/background-jobs.server';

await startBackgroundJobs();
// Nothing of the jobs keeps a process alive on its own (their timers are unref'd): this does.
setInterval(() => undefined, 60_000);
