// @ts-check
// How the production server stops (decision 021): it finishes what it accepted, within a bound.

/**
 * @typedef {object} DrainOptions
 * @property {number} graceMs how long requests in flight may still run; past it their
 *   connections are closed
 * @property {(context: import('../../src/server/lifecycle/shutdown.mjs').ShutdownContext) => Promise<void>} shutdown
 *   what else must stop (background jobs, the database), called as draining begins; it may wait
 *   for `requestsFinished` before closing what requests use
 * @property {number} [shutdownMarginMs] how long after the grace `shutdown` may still run
 *   before the drain gives up on it (default 5 s)
 */

/**
 * @typedef {object} DrainOutcome
 * @property {number} requestsCut requests still running when the grace ran out
 * @property {'done' | 'failed' | 'timed-out'} shutdown how `shutdown` ended
 * @property {unknown} [error] why it failed
 */

/**
 * Follows a server's requests from now on (call it before the server listens), so that a drain
 * knows which are in flight.
 * @param {import('node:http').Server} server
 * @returns {{ drain: (options: DrainOptions) => Promise<DrainOutcome> }}
 */
export function drainable(server) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;

  // First listener: it sees each request before the site's handler writes anything.
  server.prependListener('request', (_request, response) => {
    inFlight.add(response);
    if (draining) closeConnectionAfter(response);
    response.once('close', () => {
      inFlight.delete(response);
      // A keep-alive connection whose answer is out: nothing more will come through it.
      if (draining) server.closeIdleConnections();
    });
  });

  /**
   * Stops accepting connections, closes the idle ones at once, lets requests in flight finish
   * (their connections then close) until `graceMs`, then closes what is left. `shutdown` runs
   * meanwhile. Resolves once connections are closed and `shutdown` has ended, or once it has had
   * `shutdownMarginMs` more than the grace.
   * @param {DrainOptions} options
   * @returns {Promise<DrainOutcome>}
   */
  async function drain({ graceMs, shutdown, shutdownMarginMs = 5_000 }) {
    draining = true;
    const deadline = Date.now() + graceMs;
    /** @type {Promise<void>} */
    const requestsFinished = new Promise((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    for (const response of inFlight) closeConnectionAfter(response);

    let requestsCut = 0;
    const cut = setTimeout(() => {
      requestsCut = inFlight.size;
      server.closeAllConnections();
    }, graceMs);
    /** @typedef {Omit<DrainOutcome, 'requestsCut'>} ShutdownEnd */
    /** @type {Promise<ShutdownEnd>} */
    const stopped = Promise.resolve()
      .then(() => shutdown({ requestsFinished, deadline }))
      .then(
        () => ({ shutdown: 'done' }),
        (error) => ({ shutdown: 'failed', error }),
      );
    await requestsFinished;
    clearTimeout(cut);

    /** @type {NodeJS.Timeout | undefined} */
    let giveUp;
    /** @type {Promise<ShutdownEnd>} */
    const tooLate = new Promise((resolve) => {
      giveUp = setTimeout(
        () => resolve({ shutdown: 'timed-out' }),
        deadline + shutdownMarginMs - Date.now(),
      );
    });
    const ended = await Promise.race([stopped, tooLate]);
    clearTimeout(giveUp);
    return { requestsCut, ...ended };
  }

  return { drain };
}

/**
 * The connection of this answer closes once it is sent, when the answer has not started yet;
 * otherwise it is closed as idle after it (see the request listener).
 * @param {import('node:http').ServerResponse} response
 */
function closeConnectionAfter(response) {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}
