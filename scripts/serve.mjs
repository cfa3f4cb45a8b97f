#!/usr/bin/env node
// The production web server: Next's request handler behind a plain Node HTTP server, so the
// client's address is decided here, from the socket, before any code reads a header
// (decision 009). `next start` would keep an X-Forwarded-For the client made up.
//   node scripts/serve.mjs [--port 3000] [--hostname 0.0.0.0]
// It serves an existing build on a prepared database: `npm start` and `npm run serve` prepare
// first, then run it as the one process left (for a process manager: `npm run serve`, or the
// two steps by hand).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { resolveClientAddress } from './lib/forwarded-for.mjs';
import {
  isTokenPage,
  publicContentSecurityPolicy,
  securityHeaders,
  takesPublicPolicy,
  tokenPageHeaders,
} from '../src/lib/security-headers.mjs';
import { requestedLanguage, unreadablePath } from './lib/request-path.mjs';

// The port may come from .env, which Next would only load later.
if (existsSync('.env')) process.loadEnvFile('.env');
const { values } = parseArgs({
  options: { port: { type: 'string' }, hostname: { type: 'string' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? '0.0.0.0';
const trustedHops = Number(process.env.TRUST_PROXY_HOPS || 0);

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
// Set here as well as in next.config: Next's own early answers (trailing-slash redirects, a
// failure before routing) skip its configured headers.
// After prepare(): Next has loaded the .env files by then.
const everyResponseHeaders = securityHeaders(process.env.SITE_URL);
const publicPolicy = publicContentSecurityPolicy({
  siteUrl: process.env.SITE_URL,
  voiceAgentScriptUrl: process.env.VOICE_AGENT_ID ? process.env.VOICE_AGENT_SCRIPT_URL : undefined,
});

const server = createServer((request, response) => {
  for (const { key, value } of everyResponseHeaders) response.setHeader(key, value);
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  if (takesPublicPolicy(pathname)) response.setHeader('Content-Security-Policy', publicPolicy);
  if (isTokenPage(pathname))
    for (const { key, value } of tokenPageHeaders) response.setHeader(key, value);
  request.headers['x-forwarded-for'] = resolveClientAddress(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trustedHops,
  );
  if (!(trustedHops > 0)) {
    // Without a trusted proxy these only come from the client; Next fills them from the socket.
    delete request.headers['x-forwarded-proto'];
    delete request.headers['x-forwarded-host'];
    delete request.headers['x-forwarded-port'];
  }
  const problem = unreadablePath(request.url ?? '/');
  if (problem) {
    // A client's broken URL, not a fault of ours: one warning line, and the localized 400 page
    // (with every header the site sends) instead of Next's bare 500.
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'unreadable-url',
        kind: problem,
        method: request.method,
        // The path only: a query may hold a token (a reset link, a newsletter link).
        target: pathname.slice(0, 200),
      }),
    );
    request.url = `/api/bad-request?lang=${encodeURIComponent(requestedLanguage(request.url ?? ''))}`;
  }
  handle(request, response);
});
server.listen(port, hostname, () => {
  console.log(`Ready: listening on http://${hostname}:${port}`);
  const local = `http://localhost:${port}`;
  console.log(`\n  The site is running at ${local} (admin: ${local}/admin)\n`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
