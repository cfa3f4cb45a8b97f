import { errorReference } from './lib/error-reference';

/**
 * Runs once when a server instance starts: the outbox worker and the retention purge live in
 * the web server's process (decision 009). Not during `next build`, which loads this file too
 * but must not touch a database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Before the first image: what libvips may keep (decision 042).
  const { boundImageProcessing } = await import('./server/uploads/image-processing.server');
  boundImageProcessing();
  const { startBackgroundJobs } = await import('./server/background/background-jobs.server');
  await startBackgroundJobs();
}

/**
 * Every error a request met on the server, as one line a monitor can read, with the reference the
 * visitor's error page shows (Next's digest of the error) and the request's id (decision 021).
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Imported here, as in register(): this file may also be compiled for the edge runtime.
  const { log } = await import('./lib/log/logger.mjs');
  const requestId = request.headers['x-request-id'];
  log.error(
    {
      event: 'request-error',
      ...(typeof requestId === 'string' ? { requestId } : {}),
      reference: errorReference(error),
      method: request.method,
      // The path only: a query may hold a token.
      path: request.path.split('?')[0]?.slice(0, 200),
      route: context.routePath,
      kind: context.routeType,
      message: error instanceof Error ? error.message : String(error),
    },
    'a request failed',
  );
}
