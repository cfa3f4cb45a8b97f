// The production topology with real parts (issue 12 §6): nginx (deploy/nginx.conf) → two instances
// of one build → one PostgreSQL, mail through a loopback SMTP server. Saves on one instance are
// served by the other on its next request; a form or an admin save rendered by one is accepted by
// the other; a load of contact requests survives the mail server going down and an instance being
// killed; a database outage is answered cleanly and recovered from without a restart.
// The CI lane is small (200 submissions); `npm run bench` runs the full size.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { isoToZurichLocal } from '../../src/lib/time/zurich-time';
import { expect, signInAs, test } from '../support/admin';
import { createInModal } from '../support/admin-posts';
import { uniqueEmail } from '../support/forms';
import { startTopology, type Topology } from '../support/topology';
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
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Témoignage mis à jour')).toBeVisible();
  expect(await shows(b.url, '/', quote)).toBe(true);

  await page.goto('/admin/services');
  await page.getByRole('link', { name: 'Modifier le service Génération de leads' }).click();
  await page.getByLabel('Visible sur le site').uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
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
  await page.getByRole('button', { name: 'Enregistrer' }).click();
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
