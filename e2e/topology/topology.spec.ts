// The production topology with real parts (issue 12 §6): nginx (deploy/nginx.conf) → two instances
// of one build → one PostgreSQL, mail through a loopback SMTP server. Saves on one instance are
// served by the other on its next request; a form or an admin save rendered by one is accepted by
// the other; a load of contact requests survives the mail server going down and an instance being
// killed; a database outage is answered cleanly and recovered from without a restart.
// The CI lane is small (200 submissions); `npm run bench` runs the full size.
import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { isoToZurichLocal } from '../../src/lib/time/zurich-time';
import { expect, signInAs, test } from '../support/admin';
import { createInModal } from '../support/admin-posts';
import { uniqueEmail } from '../support/forms';
import { rawRequest } from '../support/raw-request';
import { startTopology, topologyHealthToken, type Topology } from '../support/topology';
import { topologyPorts } from '../support/servers';
import { contactsThroughFaults, deliveries } from '../../bench/lib/contact-faults';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${topologyPorts.a}` });

let topology: Topology;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  topology = await startTopology();
});

test.afterAll(async () => {
  await topology?.stop();
});

const toast = (page: Page, description: string) =>
  page.locator('[data-sonner-toast]', { hasText: 'Succès' }).filter({ hasText: description });

/** The HTML an instance (or nginx) answers for a public path, no JavaScript involved. */
async function htmlFrom(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status, `${base}${path}`).toBe(200);
  return response.text();
}

/** Whether that page shows `text` (a yes or no, so a failure does not print the whole page). */
async function shows(base: string, path: string, text: string): Promise<boolean> {
  return (await htmlFrom(base, path)).includes(text);
}

/** The card of the seeded service 'Génération de leads' on /services. */
const leadGenerationCard = 'id="generation-leads"';

test('a post, a testimonial and a service saved on one instance are served by the other on its next request', async ({
  page,
}) => {
  const { b } = topology;
  // B has the pages cached before the changes.
  const title = `Publié sur une instance ${randomUUID().slice(0, 8)}`;
  expect(await shows(b.url, '/blog', title)).toBe(false);
  expect(await shows(b.url, '/services', leadGenerationCard)).toBe(true);

  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, { title, content: 'Lu sur l’autre instance.', status: 'Publié' });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  expect(await shows(b.url, '/blog', title)).toBe(true);

  await page.goto('/admin/testimonials');
  await page.getByRole('link', { name: 'Modifier le témoignage de Nathalie Perret' }).click();
  const quote = `Une réponse juste, partout ${randomUUID().slice(0, 8)}.`;
  await page
    .getByRole('tabpanel', { name: /^Français/ })
    .getByLabel('Citation')
    .fill(quote);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Témoignage mis à jour')).toBeVisible();
  expect(await shows(b.url, '/', quote)).toBe(true);

  await page.goto('/admin/services');
  await page.getByRole('link', { name: 'Modifier le service Génération de leads' }).click();
  await page.getByLabel('Visible sur le site').uncheck();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Service mis à jour')).toBeVisible();
  expect(await shows(b.url, '/services', leadGenerationCard)).toBe(false);
  // And through nginx, within its one-second micro-cache.
  await expect
    .poll(() => shows(topology.nginx.url, '/services', leadGenerationCard), { timeout: 5_000 })
    .toBe(false);
});

test('an admin save rendered by one instance and posted to the other is accepted', async ({
  page,
}) => {
  const { a, b, db } = topology;
  await signInAs(page, 'editor', '/admin/testimonials');
  await page.getByRole('link', { name: 'Modifier le témoignage de Julie Bernard' }).click();
  // The page and its action come from A; the save (a server action: a POST to the page's URL)
  // goes to B, as a balancer may send it. Behind nginx both share one public origin: here the
  // origin is B's own.
  let postedToB = 0;
  await page.route(`${a.url}/admin/**`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    postedToB += 1;
    const { host: _aHost, ...sent } = await request.allHeaders();
    const headers = { ...sent, origin: b.url };
    const response = await route.fetch({ url: request.url().replace(a.url, b.url), headers });
    await route.fulfill({ response });
  });
  const quote = `Enregistré par l’autre instance ${randomUUID().slice(0, 8)}.`;
  await page
    .getByRole('tabpanel', { name: /^Français/ })
    .getByLabel('Citation')
    .fill(quote);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Témoignage mis à jour')).toBeVisible();
  expect(postedToB).toBeGreaterThan(0);
  const { rows } = await db.query<{ n: number }>(
    "select count(*)::int as n from testimonial_translation where locale = 'fr' and quote = $1",
    [quote],
  );
  expect(rows[0]?.n).toBe(1);
  expect(await shows(a.url, '/', quote)).toBe(true);
});

test('a post scheduled on one instance appears on every instance at its time', async ({ page }) => {
  const { a, b } = topology;
  const title = `Programmé partout ${randomUUID().slice(0, 8)}`;
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, { title, content: 'À son heure, partout.', status: 'Brouillon' });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'article");
  const dueAt = new Date(Date.now() + 8_000);
  await page
    .getByLabel('Date et heure de publication')
    .fill(isoToZurichLocal(dueAt.toISOString(), true));
  await page.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(toast(page, 'Article programmé pour le')).toBeVisible();

  // Before its time both render the list without it (and cache that).
  expect(await shows(b.url, '/blog', title)).toBe(false);
  expect(await shows(a.url, '/blog', title)).toBe(false);
  expect(Date.now()).toBeLessThan(dueAt.getTime());

  await expect.poll(() => Date.now(), { timeout: 30_000 }).toBeGreaterThanOrEqual(dueAt.getTime());
  expect(await shows(b.url, '/blog', title)).toBe(true);
  expect(await shows(a.url, '/blog', title)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a contact form rendered by one instance is accepted by the other', async ({
    page,
    request,
  }) => {
    const { b, db } = topology;
    await page.goto('/contact');
    const email = uniqueEmail('topology-form');
    await page.locator('#contact-name').fill('Jean Dupont');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-service').selectOption('n8n-automation');
    await page.locator('#contact-message').fill('Rendu par une instance, reçu par l’autre.');
    const fields = await page
      .locator('#contact-form form')
      .evaluate((form: HTMLFormElement) =>
        [...new FormData(form)].map(([name, value]) => [name, String(value)]),
      );
    const answer = await request.post(`${b.url}/contact`, {
      multipart: Object.fromEntries(fields),
      headers: { origin: b.url },
      maxRedirects: 0,
    });
    expect(answer.status(), await answer.text()).toBeLessThan(400);
    const { rows } = await db.query('select count(*)::int as n from contact where email = $1', [
      email,
    ]);
    expect(rows[0].n).toBe(1);
  });
});

test('contact requests through nginx survive the mail server going down and an instance killed', async () => {
  test.setTimeout(300_000);
  const { smtp, db, nginx } = topology;
  const total = 200;
  const outcome = await contactsThroughFaults({
    url: `${nginx.url}/api/contact`,
    total,
    connections: 20,
    run: `topology-${randomUUID().slice(0, 8)}`,
    smtp,
    kill: () => topology.b.stop('SIGKILL'),
    db,
  });

  const accepted = outcome.answers.filter((answer) => answer.status === 201);
  const refused = outcome.answers.filter((answer) => answer.status !== 201);
  // Only the requests in flight on the killed instance may fail: nginx's 502, or, for an answer
  // the instance had begun to send, the connection cut (status 0).
  expect(refused.length).toBeLessThanOrEqual(20);
  for (const answer of refused) expect([0, 502]).toContain(answer.status);
  for (const answer of accepted) expect(outcome.stored.has(answer.email), answer.email).toBe(true);

  // Every stored request's two mails (the agency's, the visitor's acknowledgement) arrive, each
  // exactly once, once the mail server is back: the live instance's worker looks again within
  // its interval; no attempt was spent on the outage.
  expect(outcome.queuedMails).toBe(2 * outcome.stored.size);
  expect(outcome.messageIds.size).toBe(outcome.queuedMails);
  await expect
    .poll(() => deliveries(smtp, outcome.messageIds).delivered, { timeout: 180_000 })
    .toBe(outcome.messageIds.size);
  expect(deliveries(smtp, outcome.messageIds).duplicates).toBe(0);

  await topology.restartB();
});

test('with PostgreSQL stopped, pages still answer, forms and the admin say to try again, and all recovers', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { a, postgres, db } = topology;
  // Pages visitors read are in the instances' caches.
  for (const path of ['/', '/services', '/blog', '/about']) await htmlFrom(a.url, path);
  await signInAs(page, 'editor', '/admin');
  const outageEmail = uniqueEmail('topology-outage');

  postgres.stopServer();
  try {
    for (const path of ['/', '/services', '/blog', '/about'])
      expect((await fetch(`${a.url}${path}`)).status, path).toBe(200);

    const ready = await fetch(`${a.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ reason: 'database-unreachable' });

    const form = await request.post(`${a.url}/api/contact?lang=en`, {
      data: {
        name: 'Jean Dupont',
        email: outageEmail,
        service: 'other',
        message: 'Pendant la panne de la base.',
        locale: 'en',
      },
    });
    expect(form.status()).toBe(503);
    expect(JSON.stringify(await form.json())).toMatch(/try again/i);

    const admin = await page.goto('/admin');
    expect(admin?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Service momentanément indisponible',
    );
  } finally {
    postgres.startServer();
  }

  // Back without a restart: ready again, forms stored, the admin working.
  await expect
    .poll(async () => (await fetch(`${a.url}/readyz`)).status, { timeout: 30_000 })
    .toBe(200);
  const email = uniqueEmail('topology-recovered');
  const form = await request.post(`${a.url}/api/contact`, {
    data: { name: 'Jean Dupont', email, service: 'other', message: 'Après la panne.' },
  });
  expect(form.status()).toBe(201);
  const count = async (address: string) =>
    (
      await db.query<{ n: number }>('select count(*)::int as n from contact where email = $1', [
        address,
      ])
    ).rows[0]?.n;
  expect(await count(email)).toBe(1);
  // What was refused during the outage was not stored, not even in part.
  expect(await count(outageEmail)).toBe(0);
  expect((await page.goto('/admin'))?.status()).toBe(200);
});

/**
 * nginx's own rules (deploy/nginx.conf, decision 037). The topology's nginx never rate limits
 * 127.0.0.1 (the load runs above post from there): a visitor is played from 127.0.0.2, which is
 * also outside the private addresses allowed to ask the health endpoints.
 */
test.describe('nginx in front', () => {
  const visitor = '127.0.0.2';

  /** A request to nginx from `localAddress` (loopback has every 127.x address). */
  function askNginx(
    localAddress: string,
    path: string,
    options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
  ) {
    const { method = 'GET', headers, body } = options;
    const port = topology.nginx.port;
    return rawRequest({ host: '127.0.0.1', port, path, method, headers, localAddress }, body);
  }

  /** What nginx sends back to a request for `host`: nothing at all for an unknown one. */
  function rawAnswerFor(host: string): Promise<string> {
    return new Promise((resolve) => {
      let received = '';
      const socket = connect(topology.nginx.port, '127.0.0.1', () =>
        socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', () => resolve(received));
    });
  }

  test('closes a request for an unknown Host without an answer, and names no version', async () => {
    expect(await rawAnswerFor('unknown.example')).toBe('');
    expect(await rawAnswerFor(`127.0.0.1:${topology.nginx.port}`)).toMatch(/^HTTP\/1\.1 200/);
    const page = await askNginx('127.0.0.1', '/about');
    expect(page.status).toBe(200);
    expect(page.headers.server).toBe('nginx');
    const refused = await askNginx(visitor, '/readyz');
    expect(refused.body).not.toMatch(/nginx\/\d/);
  });

  test('answers the health endpoints only on the private network or with the token', async () => {
    for (const path of ['/healthz', '/readyz']) {
      expect((await askNginx('127.0.0.1', path)).status, path).toBe(200);
      expect((await askNginx(visitor, path)).status, path).toBe(403);
      const wrongToken = { 'x-health-check-token': 'guessed' };
      expect((await askNginx(visitor, path, { headers: wrongToken })).status, path).toBe(403);
      const token = { 'x-health-check-token': topologyHealthToken };
      expect((await askNginx(visitor, path, { headers: token })).status, path).toBe(200);
    }
  });

  test('sends the instances its own X-Forwarded-Port, never a client’s', async () => {
    const forged = { 'x-forwarded-port': '1', forwarded: 'for=203.0.113.7;host=evil.example' };
    const answer = await askNginx('127.0.0.1', '/api/e2e/request-headers', { headers: forged });
    const seen = JSON.parse(answer.body) as Record<string, string | undefined>;
    expect(seen['x-forwarded-port']).toBe(String(topology.nginx.port));
    expect(seen.forwarded).toBeUndefined();
  });

  test('refuses a body over 1 MB, except an image upload’s', async () => {
    const large = Buffer.alloc(1_500_000, 'a');
    const headers = { 'content-type': 'application/json' };
    const form = await askNginx('127.0.0.1', '/api/contact', {
      method: 'POST',
      headers,
      body: large,
    });
    expect(form.status).toBe(413);
    expect(form.body).toContain('<center>nginx</center>');
    const upload = await askNginx('127.0.0.1', '/api/admin/uploads', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: large,
    });
    // The instance's own answer (nobody is signed in), not nginx's refusal.
    expect(upload.status).not.toBe(413);
    expect(upload.body).not.toContain('<center>nginx</center>');
  });

  test('limits a visitor’s form posts and sign-in attempts past the burst, never its pages', async () => {
    // A page's own post names its origin with nginx's port: read as this site's, not refused (403).
    const event = '{}';
    const own = await askNginx(visitor, '/api/event', {
      method: 'POST',
      headers: {
        origin: `http://127.0.0.1:${topology.nginx.port}`,
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': String(event.length),
      },
      body: event,
    });
    expect(own.status).toBe(400);
    for (let request = 0; request < 20; request++)
      expect((await askNginx(visitor, '/about')).status).toBe(200);
    const statuses = async (path: string) => {
      const answers: number[] = [];
      for (let request = 0; request < 20; request++) {
        const answer = await askNginx(visitor, path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        answers.push(answer.status);
      }
      return answers;
    };
    // The first one and a burst of ten reach the instance (an empty form: 400); then nginx
    // answers 429 until the rate lets another through.
    for (const path of ['/api/newsletter', '/admin/login']) {
      const answers = await statuses(path);
      expect(answers.slice(0, 11), path).not.toContain(429);
      expect(answers.slice(11), path).toContain(429);
    }
  });

  test('keeps optimized images of uploads, and serves a session-like cookie from the micro-cache', async () => {
    // An upload's name as the store makes it (src/server/uploads/upload-store.server.ts).
    const name = `${randomBytes(16).toString('hex')}.webp`;
    const webp = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2a6' },
    })
      .webp()
      .toBuffer();
    await topology.db.query(
      'insert into upload (name, content_type, bytes, width, height, created_at) values ($1, $2, $3, 64, 64, $4)',
      [name, 'image/webp', webp, new Date().toISOString()],
    );
    const image = `/_next/image?url=%2Fuploads%2F${name}&w=64&q=75`;
    const accept = { accept: 'image/avif,image/webp,*/*' };
    const first = await askNginx('127.0.0.1', image, { headers: accept });
    expect(first.status).toBe(200);
    expect(first.headers['x-image-cache']).toBe('MISS');
    expect((await askNginx('127.0.0.1', image, { headers: accept })).headers['x-image-cache']).toBe(
      'HIT',
    );

    // Only better-auth's own cookie turns the micro-cache off.
    const cacheStatus = async (cookie: string) =>
      (await askNginx('127.0.0.1', '/services', { headers: { cookie } })).headers['x-micro-cache'];
    expect(await cacheStatus('better-auth.session_token=x')).toBe('BYPASS');
    await expect
      .poll(() => cacheStatus('consent_session_token_seen=1'), { timeout: 10_000 })
      .toBe('HIT');
  });
});
