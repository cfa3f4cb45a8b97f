import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { clientIp, expect, messages, rowsWithEmail, test, uniqueEmail } from './support/forms';
import { untrustingPort } from './support/servers';
import { serverArgs } from '../scripts/lib/server-command.mjs';

/**
 * Who the client is (decision 009): scripts/serve.mjs replaces X-Forwarded-For with the one
 * address it trusts. The e2e server trusts one proxy hop, so a header set there tells clients
 * apart; a second server on the same database that trusts none must ignore it.
 */

const untrustingServer = `http://127.0.0.1:${untrustingPort}`;

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

test.describe('a server that trusts no proxy', () => {
  // One server for this describe: its hooks must not run once per worker.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = spawn(
      'node',
      serverArgs(['--port', String(untrustingPort), '--hostname', '127.0.0.1']),
      {
        // The main server's build, database and mail sink; only the proxy setting differs.
        env: {
          ...process.env,
          TRUST_PROXY_HOPS: '0',
          DATABASE_URL: process.env.DATABASE_URL ?? './data/e2e.db',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await waitUntilAnswering(`${untrustingServer}/`, 80_000);
  });

  test.afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  });

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
