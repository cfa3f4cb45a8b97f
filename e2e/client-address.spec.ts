import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { clientIp, expect, messages, rowsWithEmail, test, uniqueEmail } from './support/forms';
import { e2ePort, remoteProxyPort, untrustingPort } from './support/servers';
import { serverArgs, serverEnvironment } from '../scripts/lib/server-command.mjs';

/**
 * Who the client is (decision 009): scripts/serve.mjs replaces X-Forwarded-For with the one
 * address it trusts. The e2e server trusts one proxy hop, so a header set there tells clients
 * apart; a second server on the same database that trusts none must ignore it, and a third, whose
 * proxy is on another machine, must ignore the forwarded headers of anyone else (decision 037).
 */

const untrustingServer = `http://127.0.0.1:${untrustingPort}`;
const remoteProxyServer = `http://127.0.0.1:${remoteProxyPort}`;

function contactRequest(email: string, locale = 'fr') {
  return {
    name: 'Jean Dupont',
    email,
    service: 'other',
    message: 'Qui êtes-vous ? Un test du plafond de requêtes.',
    locale,
  };
}

function postContact(
  request: APIRequestContext,
  email: string,
  options: { forwardedFor?: string; locale?: string; baseUrl?: string } = {},
) {
  return request.post(`${options.baseUrl ?? ''}/api/contact`, {
    data: contactRequest(email, options.locale),
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  await expect.poll(answers, { timeout: timeoutMs, message: `${url} answers` }).toBe(true);
}

/** Another server of the main one's build, database and mail sink; only `env` differs. */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const server = spawn('node', serverArgs(['--port', String(port), '--hostname', '127.0.0.1']), {
    env: {
      ...process.env,
      ...serverEnvironment,
      DATABASE_URL: process.env.DATABASE_URL ?? './data/e2e.db',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/`, 80_000);
  return server;
}

async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The request headers as the site's code reads them (an end-to-end-build-only route). */
async function headersSeenBy(base: string, sent: Record<string, string>) {
  const response = await fetch(`${base}/api/e2e/request-headers`, { headers: sent });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, string | undefined>;
}

const forgedForwarding = {
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=203.0.113.7;host=evil.example',
};

test.describe('a server whose proxy is on another machine (TRUSTED_PROXY_ADDRESSES)', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer(remoteProxyPort, {
      TRUST_PROXY_HOPS: '1',
      TRUSTED_PROXY_ADDRESSES: '192.0.2.10',
    });
  });

  test.afterAll(() => stopServer(server));

  test('believes no forwarded header from a client that reaches it directly', async () => {
    const seen = await headersSeenBy(remoteProxyServer, forgedForwarding);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-host']).not.toBe('evil.example');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-port']).toBe(String(remoteProxyPort));
    expect(seen.forwarded).toBeUndefined();
  });

  test('refuses a cross-origin POST whose forged X-Forwarded-Host names the other origin', async ({
    request,
  }) => {
    const email = uniqueEmail('forged-host');
    const contact = await request.post(`${remoteProxyServer}/api/contact`, {
      data: contactRequest(email),
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(contact.status()).toBe(403);
    expect(rowsWithEmail('contact', email)).toBe(0);
  });
});

test.describe('headers only the site’s own code writes', () => {
  test('a client’s are removed before the site reads the request', async () => {
    const internal = {
      'x-admin-path': '/admin/account/two-factor',
      'x-nonce': 'forged-nonce',
      'content-security-policy': "script-src 'nonce-forged-nonce'",
    };
    const seen = await headersSeenBy(`http://127.0.0.1:${e2ePort}`, internal);
    for (const name of Object.keys(internal)) expect(seen[name], name).toBeUndefined();
  });

  test('the proxy in front, on this machine, is still believed', async () => {
    const seen = await headersSeenBy(`http://127.0.0.1:${e2ePort}`, forgedForwarding);
    expect(seen['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen['x-forwarded-host']).toBe('evil.example');
    expect(seen.forwarded).toBeUndefined();
  });
});

test.describe('a server that trusts no proxy', () => {
  // One server for this describe: its hooks must not run once per worker.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer(untrustingPort, { TRUST_PROXY_HOPS: '0' });
  });

  test.afterAll(() => stopServer(server));

  // The only test sending to this server: every request here comes from 127.0.0.1.
  test('ignores X-Forwarded-For: a new header does not reset the limit', async ({
    request,
  }, testInfo) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await postContact(request, uniqueEmail(`untrusted${attempt}`), {
        forwardedFor: clientIp(testInfo, attempt),
        baseUrl: untrustingServer,
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

test.describe('the e2e server, behind one trusted proxy hop', () => {
  test('tells clients apart by X-Forwarded-For', async ({ request }, testInfo) => {
    const statuses: number[] = [];
    for (let client = 0; client < 6; client += 1) {
      const response = await postContact(request, uniqueEmail(`trusted${client}`), {
        forwardedFor: clientIp(testInfo, client),
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
  });

  test('refuses one client’s sixth request with Retry-After, in its language', async ({
    request,
  }) => {
    // Every request of this test comes from its own X-Forwarded-For (support/forms.ts).
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await postContact(request, uniqueEmail(`same${attempt}`))).status()).toBe(201);

    const refusedEmail = uniqueEmail('same5');
    const refused = await postContact(request, refusedEmail);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers()['x-content-type-options']).toBe('nosniff');
    expect(await refused.json()).toMatchObject({
      status: 'rate-limited',
      message: messages.fr.contactForm.toasts.rateLimited,
    });
    expect(rowsWithEmail('contact', refusedEmail)).toBe(0);

    const inEnglish = await postContact(request, uniqueEmail('same6'), { locale: 'en' });
    expect(inEnglish.status()).toBe(429);
    expect((await inEnglish.json()).message).toBe(messages.en.contactForm.toasts.rateLimited);
  });

  test('refuses a cross-origin POST', async ({ request }) => {
    const email = uniqueEmail('cross-origin');
    const headers = { origin: 'https://evil.example' };
    const contact = await request.post('/api/contact', { data: contactRequest(email), headers });
    expect(contact.status()).toBe(403);
    expect(contact.headers()['x-content-type-options']).toBe('nosniff');
    const newsletter = await request.post('/api/newsletter', {
      data: { email, locale: 'fr' },
      headers,
    });
    expect(newsletter.status()).toBe(403);
    expect(rowsWithEmail('contact', email)).toBe(0);
    expect(rowsWithEmail('newsletter_subscriber', email)).toBe(0);
  });
});
