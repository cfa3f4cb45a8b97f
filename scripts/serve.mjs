#!/usr/bin/env node
// The production web server: Next's request handler behind a plain Node HTTP server, so the
// client's address is decided here, from the socket, before any code reads a header
// (decision 009). `next start` would keep an X-Forwarded-For the client made up.
//   node --max-old-space-size=256 --max-semi-space-size=4 scripts/serve.mjs [--port 3000] [--hostname 0.0.0.0]
// (the flags bound its memory: lib/server-command.mjs, decision 022; without --hostname it listens
// on loopback only behind a proxy on this machine, decision 037). It serves an existing build
// on a prepared database: `npm start` and `npm run serve` prepare first, then run it as the one
// process left (for a process manager: `npm run serve`, or the two steps by hand).
// First: it changes setImmediate before Next keeps a reference to it.
import './lib/unlinked-immediates.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import next from 'next';
import { drainable } from './lib/drain.mjs';
import { resolveClientAddress } from './lib/forwarded-for.mjs';
import { requestIdOf } from './lib/request-id.mjs';
import { keepAliveSeconds, serverNodeFlags } from './lib/server-command.mjs';
import { defaultListenAddress, trustedProxyCheck } from '../src/config/proxy-addresses.mjs';
import { internalRequestHeaders } from '../src/lib/internal-request-headers.mjs';
import { log, routeConsoleTo } from '../src/lib/log/logger.mjs';
import { runInRequestContext } from '../src/lib/request-context.mjs';
import {
  isDraftModeRequest,
  isTokenPage,
  previewPageHeaders,
  publicContentSecurityPolicy,
  securityHeaders,
  takesPublicPolicy,
  tokenPageHeaders,
} from '../src/lib/security-headers.mjs';
import { requestedLanguage, unreadablePath } from './lib/request-path.mjs';
import { beginShutdown, runShutdownHooks } from '../src/server/lifecycle/shutdown.mjs';

// One JSON object per line (decision 021), Next's own messages included.
routeConsoleTo(log);

// The port may come from .env, which Next would only load later.
if (existsSync('.env')) process.loadEnvFile('.env');
const { values } = parseArgs({
  options: { port: { type: 'string' }, hostname: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const trustedHops = Number(process.env.TRUST_PROXY_HOPS || 0);
const hostname =
  values.hostname ?? defaultListenAddress(trustedHops, process.env.TRUSTED_PROXY_ADDRESSES);
// Forwarded headers are believed only from the proxy's own address (decision 037): anyone else
// who reaches the port directly would otherwise choose their address and host.
const isTrustedProxy = trustedProxyCheck(process.env.TRUSTED_PROXY_ADDRESSES);
const graceSetting = Number(process.env.SHUTDOWN_GRACE_SECONDS || 10);
const graceSeconds = Number.isFinite(graceSetting) && graceSetting >= 0 ? graceSetting : 10;

/**
 * Next serves with the configuration `next build` resolved and wrote beside the build, as its
 * standalone server does (the same variable): otherwise, at start, it loads next.config.ts again,
 * which compiles it with SWC and imports next-intl's build plugin (SWC again, a file watcher),
 * about 65 MB resident that serving never uses (decision 042). What is served is then what was
 * built, settings included (prepare-instance.ts refuses a build of other sources or settings).
 * Without a build Next says so itself; were the variable ever ignored, Next would read
 * next.config.ts as before.
 */
function serveWithBuiltConfig() {
  const manifest = path.join(process.env.NEXT_DIST_DIR || '.next', 'required-server-files.json');
  if (!existsSync(manifest)) return;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(manifest, 'utf8')).config,
  );
}

// Next's own name for the server, not the address it listens on: Next's proxy sees requests as
// http://localhost:{port}, and a rewrite it returns (the searched blog list, decision 022) stays
// inside this process only when that origin is also the one Next's router compares it with.
// Given the listening address (0.0.0.0, 127.0.0.1) instead, every rewrite went out again as a
// second HTTP request to this same server.
serveWithBuiltConfig();
const app = next({ dev: false, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// Set here as well as in next.config: Next's own early answers (trailing-slash redirects, a
// failure before routing) skip its configured headers.
// From .env (loaded at the top: Next, given the build's configuration, loads no .env file itself).
const everyResponseHeaders = securityHeaders(process.env.SITE_URL);
const policyOptions = {
  siteUrl: process.env.SITE_URL,
  voiceAgentScriptUrl: process.env.VOICE_AGENT_ID ? process.env.VOICE_AGENT_SCRIPT_URL : undefined,
};
const publicPolicy = publicContentSecurityPolicy(policyOptions);
const previewPolicy = publicContentSecurityPolicy({ ...policyOptions, framedBySite: true });
const previewModeId = buildPreviewModeId();

/**
 * The value of draft mode's cookie for this build (Next draws a new one at each `next build`),
 * so that a page Next renders in draft mode is known here without reading Next's internals.
 * @returns {string | undefined}
 */
function buildPreviewModeId() {
  const manifest = path.join(process.env.NEXT_DIST_DIR || '.next', 'prerender-manifest.json');
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).preview?.previewModeId;
}

const server = createServer((request, response) => {
  const hops = trustedHops > 0 && isTrustedProxy(request.socket.remoteAddress) ? trustedHops : 0;
  // Every log line written while the request is handled carries its id (decision 021).
  const requestId = requestIdOf(request.headers['x-request-id'], hops);
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  /** @type {import('../src/lib/request-context.mjs').RequestContext} */
  const context = { requestId };
  answerWithPageStatus(response, context);
  runInRequestContext(context, () => serve(request, response, hops));
});

/** What Next sends with an answer for a 404 of its own: nobody may keep it. */
const uncacheable = 'private, no-cache, no-store, max-age=0, must-revalidate';

/**
 * A page that answers "not found" or "gone" still renders a whole page, which Next would send as a
 * 200 (its own notFound() sends an empty document: decision 023). The status the page set in the
 * request's context replaces that 200 when the head is written, and such an answer, a page's
 * redirect included, is never kept by a cache (the redirect may be deleted tomorrow).
 * @param {import('node:http').ServerResponse} response
 * @param {import('../src/lib/request-context.mjs').RequestContext} context
 */
function answerWithPageStatus(response, context) {
  beforeHead(response, (statusCode) => {
    if (context.pageStatus === undefined) return statusCode;
    response.setHeader('Cache-Control', uncacheable);
    // Next sets the redirect of a cached page's render twice (two identical Location lines).
    const location = response.getHeader('location');
    if (Array.isArray(location) && new Set(location).size === 1)
      response.setHeader('location', location[0] ?? '');
    return statusCode === 200 ? context.pageStatus : statusCode;
  });
}

/**
 * Runs `adjust` just before the head of `response` is written, when Next has set every header
 * of its own: it may change headers, and answers the status to send in place of Next's.
 * @param {import('node:http').ServerResponse} response
 * @param {(statusCode: number) => number} adjust
 */
function beforeHead(response, adjust) {
  const writeHead = response.writeHead;
  response.writeHead = /** @type {typeof response.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      return writeHead.call(response, adjust(statusCode), ...rest);
    }
  );
}

/**
 * A public page rendered in draft mode (the preview of drafts, decision 069): when its head is
 * written, the preview's headers replace the public page's (previewPageHeaders; Next's own
 * configured headers came after serve's and said DENY). Only an HTML page: scripts, images and
 * the rest keep their answers.
 * @param {import('node:http').ServerResponse} response
 */
function answerAsPreview(response) {
  beforeHead(response, (statusCode) => {
    if (String(response.getHeader('content-type') ?? '').startsWith('text/html')) {
      for (const { key, value } of previewPageHeaders) response.setHeader(key, value);
      response.setHeader('Content-Security-Policy', previewPolicy);
    }
    return statusCode;
  });
}
const { drain } = drainable(server);

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} hops the proxies vouching for this request: 0 when it did not come through one
 */
function serve(request, response, hops) {
  for (const { key, value } of everyResponseHeaders) response.setHeader(key, value);
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  if (takesPublicPolicy(pathname)) {
    response.setHeader('Content-Security-Policy', publicPolicy);
    if (isDraftModeRequest(request.headers.cookie, previewModeId)) answerAsPreview(response);
  }
  if (isTokenPage(pathname))
    for (const { key, value } of tokenPageHeaders) response.setHeader(key, value);
  request.headers['x-forwarded-for'] = resolveClientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    hops,
  );
  if (!(hops > 0)) {
    // Not through a trusted proxy these only come from the client; Next fills them from the socket.
    delete request.headers['x-forwarded-proto'];
    delete request.headers['x-forwarded-host'];
    delete request.headers['x-forwarded-port'];
  }
  // RFC 7239's header: nothing here reads it, and no proxy of ours writes it.
  delete request.headers.forwarded;
  // What src/proxy.ts hands the pages is never the client's to write (decision 037).
  for (const name of internalRequestHeaders) delete request.headers[name];
  const problem = unreadablePath(request.url ?? '/');
  if (problem) {
    // A client's broken URL, not a fault of ours: one warning line, and the localized 400 page
    // (with every header the site sends) instead of Next's bare 500.
    log.warn(
      {
        event: 'unreadable-url',
        kind: problem,
        method: request.method,
        // The path only: a query may hold a token (a reset link, a newsletter link).
        target: pathname.slice(0, 200),
      },
      'unreadable URL answered with 400',
    );
    request.url = `/api/bad-request?lang=${encodeURIComponent(requestedLanguage(request.url ?? ''))}`;
  }
  handle(request, response);
}
server.keepAliveTimeout = keepAliveSeconds * 1000;
// Node's advice: wait for a request's headers a little longer than for the next request.
server.headersTimeout = (keepAliveSeconds + 1) * 1000;
// A port already taken (another instance, an earlier run) ends the process: without a listener it
// would stay alive doing background work, answering nothing.
server.once('error', (error) => {
  log.error({ event: 'server.listen-failed', port, err: error }, 'could not listen');
  process.exit(1);
});
server.listen(port, hostname, () => {
  const heapLimitMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
  log.info({ event: 'server.ready', url: `http://${hostname}:${port}`, heapLimitMb }, 'listening');
  const heapLimited = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((flag) =>
    flag.includes('--max-old-space-size'),
  );
  if (!heapLimited)
    log.warn(
      { event: 'server.heap-unbounded', heapLimitMb },
      `no heap limit: memory grows with the machine's size. Start with node ${serverNodeFlags.join(' ')} scripts/serve.mjs`,
    );
  // For a person at a terminal (npm start): the one line that is not JSON, on stderr.
  const local = `http://localhost:${port}`;
  process.stderr.write(`\n  The site is running at ${local} (admin: ${local}/admin)\n\n`);
});

// SIGTERM (a process manager, a deployment) or SIGINT (Ctrl-C): finish what was accepted, within
// SHUTDOWN_GRACE_SECONDS, stop the background jobs, close the database, exit (decision 021).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // npm passes a terminal's Ctrl-C on too: one drain, however many signals.
    if (stopping) return;
    stopping = true;
    void stop(signal);
  });

/** @param {string} signal */
async function stop(signal) {
  beginShutdown();
  log.info(
    { event: 'server.draining', signal, graceSeconds },
    'no new connections; finishing the requests in flight',
  );
  const outcome = await drain({
    graceMs: graceSeconds * 1000,
    async shutdown(context) {
      const failures = await runShutdownHooks(context);
      for (const { name, error } of failures)
        log.error(
          { event: 'server.shutdown-failed', hook: name, err: error },
          'a shutdown step failed',
        );
      if (failures.length > 0) throw new Error(`${failures.length} shutdown step(s) failed`);
    },
  });
  const clean = outcome.shutdown === 'done';
  log[clean ? 'info' : 'error'](
    { event: 'server.stopped', requestsCut: outcome.requestsCut, shutdown: outcome.shutdown },
    'stopped',
  );
  process.exit(clean ? 0 : 1);
}
