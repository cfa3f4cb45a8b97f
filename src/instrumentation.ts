/**
 * Runs once when a server instance starts: the outbox worker and the retention purge live in
 * the web server's process (decision 009). Not during `next build`, which loads this file too
 * but must not touch a database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBackgroundJobs } = await import('./server/background.server');
  await startBackgroundJobs();
}
