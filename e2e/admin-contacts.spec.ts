import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Page } from '@playwright/test';
import { calBookingWebhook, calSignatureOf } from '../tests/support/cal-booking-fixtures';
import { expect, signInAs, test } from './support/admin';
import {
  clientIp,
  isNotificationFrom,
  mailsWhere,
  uniqueEmail,
  waitForHydration,
} from './support/forms';
import { bookingWebhookSecret } from './support/servers';

/**
 * The contact inbox end to end (issue 5 §3 Contacts, §5): a request sent through the public form
 * reaches the inbox with its delivered notification, is opened, marked handled and exported as
 * CSV. Subscribers are for admins only. A request reaches an admin's signed webhook (issue 32).
 */

const csvHeader =
  'Reçue le,Nom,E-mail,Téléphone,Entreprise,Service,Message,Langue,Statut,Notification,Tentatives,Dernière erreur,Dernière modification' +
  ',entry_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,language' +
  ',kind,booking_start,booking_status';

/** Sends a request through /contact (French unless `path` says, with JavaScript), waits for the 201. */
async function sendContactRequest(
  page: Page,
  request: { name: string; email: string; company: string; message: string },
  path = '/contact',
): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contact-form form');
  await waitForHydration(form);
  await page.locator('#contact-name').fill(request.name);
  await page.locator('#contact-email').fill(request.email);
  await page.locator('#contact-phone').fill('+41 79 123 45 67');
  await page.locator('#contact-company').fill(request.company);
  await page.locator('#contact-service').selectOption('n8n-automation');
  await page.locator('#contact-message').fill(request.message);
  const [response] = await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/contact'),
    form.locator('button[type="submit"]').click(),
  ]);
  expect(response.status()).toBe(201);
}

test('a request from the contact form is found, opened, marked handled and exported', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const request = {
    name: `Amélie Inbox-${tag}`,
    email: uniqueEmail('inbox'),
    company: `Favre ${tag} SA`,
    message: `=cmd|' /C calc'!A0\nDeuxième ligne ${tag}`,
  };
  await sendContactRequest(page, request);
  // The worker delivers the agency's copy: the inbox then shows it as sent.
  await mailsWhere(isNotificationFrom(request.email), 1);

  await signInAs(page, 'editor', '/admin/contacts');
  // Search ignores case and accents.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`AMELIE inbox-${tag}`);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(new RegExp(`q=AMELIE\\+inbox-${tag}`));
  const row = page.locator('tbody tr', { hasText: request.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(request.name);
  await expect(row).toContainText('Automatisation n8n');
  await expect(row).toContainText('Nouveau');
  await expect(row).toContainText('Envoyée');
  await expect(page.getByText('1 demande', { exact: true })).toBeVisible();

  // Spam only: not there.
  await page.getByLabel('Statut').selectOption('spam');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.locator('tbody')).toContainText('Aucune demande ne correspond à ces filtres.');
  await page.goBack();
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: request.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(request.name);
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText('Nouveau');
  // The message keeps its line breaks.
  expect(await page.getByTestId('contact-message').innerText()).toBe(request.message);
  await expect(page.locator('[data-mail-kind="contact-notification"]')).toContainText('Envoyée');
  await expect(page.getByRole('button', { name: 'Renvoyer la notification' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(page.locator('[data-sonner-toast]').first()).toContainText('Succès');
  await expect(header).toContainText('Traité');
  await expect(page.getByRole('button', { name: 'Remettre en « Nouveau »' })).toBeVisible();

  await page.getByRole('link', { name: 'Retour aux contacts' }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await page.goto(`/admin/contacts?status=handled&q=${encodeURIComponent(request.email)}`);
  await expect(row).toContainText('Traité');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8').slice(1);
  const [headerRow, ...rows] = csv.split('\r\n');
  expect(headerRow).toBe(csvHeader);
  // Only the filtered request, its formula and phone neutralised, its line break kept quoted.
  expect(rows.filter(Boolean)).toHaveLength(1);
  expect(rows[0]).toMatch(
    new RegExp(
      `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Amélie Inbox-${tag},${request.email.replace(/[.]/g, '\\.')},'\\+41 79 123 45 67,Favre ${tag} SA,Automatisation n8n,"'=cmd\\|' /C calc'!A0\\nDeuxième ligne ${tag}",français,Traité,Envoyée,1,,`,
    ),
  );

  // The same export for Excel in Swiss or French settings: semicolons, byte-order mark kept.
  const [excelDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV pour Excel (;)' }).click(),
  ]);
  const excel = readFileSync(await excelDownload.path()).toString('utf8');
  expect(excel.startsWith(`\uFEFF${csvHeader.replaceAll(',', ';')}\r\n`)).toBe(true);
  expect(excel).toContain(
    `;Amélie Inbox-${tag};${request.email};'+41 79 123 45 67;Favre ${tag} SA;`,
  );
  expect(excel.split('\r\n').filter(Boolean)).toHaveLength(2);
});

test('a signed Cal.com booking reaches the inbox with its campaign, and its cancellation updates it', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 6);
  const booking = {
    uid: `e2e-${tag}`,
    name: `Léa Réservation-${tag}`,
    email: uniqueEmail('booking'),
    utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `hiver-${tag}` },
  };
  const created = JSON.stringify(calBookingWebhook(booking));
  const post = (body: string, signature?: string) =>
    request.post('/api/webhooks/booking', {
      data: body,
      headers: {
        'content-type': 'application/json',
        ...(signature && { 'x-cal-signature-256': signature }),
      },
    });
  // Unsigned, or signed with another secret: refused, nothing stored (the inbox search below
  // finds one lead only).
  expect((await post(created)).status()).toBe(401);
  expect((await post(created, calSignatureOf(created, 'another-secret-0123456789'))).status()).toBe(
    401,
  );
  expect((await post(created, calSignatureOf(created, bookingWebhookSecret))).status()).toBe(200);
  // Cal.com's retry of the same booking's creation is a replay.
  expect((await post(created, calSignatureOf(created, bookingWebhookSecret))).status()).toBe(409);

  await signInAs(page, 'editor', `/admin/contacts?q=${encodeURIComponent(booking.email)}`);
  const row = page.locator('tbody tr', { hasText: booking.email });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-kind', 'booking');
  // The appointment in Zurich time (13:30 UTC is 14:30 in December), booked, new.
  await expect(row).toContainText('Rendez-vous');
  await expect(row).toContainText('14:30');
  await expect(row).toContainText('Réservé');
  await expect(row).toContainText('Nouveau');
  // The kind filter: among the bookings, not among the requests.
  await page.getByLabel('Type').selectOption('booking');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/kind=booking/);
  await expect(row).toHaveCount(1);
  await page.getByLabel('Type').selectOption('contact');
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.locator('tbody')).toContainText('Aucune demande ne correspond à ces filtres.');
  await page.goBack();
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: booking.name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.name);
  const details = page.getByTestId('booking-details');
  await expect(details).toContainText('14:30');
  await expect(details).toContainText('Europe/Paris');
  await expect(details).toContainText('10–50 personnes');
  const source = page.locator('section[aria-labelledby="contact-source"]');
  await expect(source).toContainText("D'après le lien de réservation");
  const field = (label: string) =>
    source.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(field('Source (utm_source)')).toHaveText('newsletter');
  await expect(field('Support (utm_medium)')).toHaveText('email');
  await expect(field('Campagne (utm_campaign)')).toHaveText(`hiver-${tag}`);
  const history = page.getByTestId('booking-history').locator('li');
  await expect(history).toHaveCount(1);

  // Cal.com's cancellation of the same booking updates the lead and joins its history.
  const cancelled = JSON.stringify(
    calBookingWebhook({
      ...booking,
      trigger: 'BOOKING_CANCELLED',
      createdAt: new Date().toISOString(),
    }),
  );
  expect((await post(cancelled, calSignatureOf(cancelled, bookingWebhookSecret))).status()).toBe(
    200,
  );
  await page.reload();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header).toContainText('Annulé');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toHaveAttribute('data-trigger', 'BOOKING_CANCELLED');
  await page.getByRole('link', { name: 'Retour aux contacts' }).click();
  await page.goto(`/admin/contacts?kind=booking&q=${encodeURIComponent(booking.email)}`);
  await expect(row).toContainText('Annulé');
});

test('newsletter subscribers are for admins only', async ({ page, browser }) => {
  await signInAs(page, 'admin', '/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnés à la newsletter');
  await expect(page.getByRole('navigation', { name: 'Abonnés par état' })).toContainText('Total');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect(bytes.toString('utf8')).toMatch(
    /^\uFEFFE-mail,Langue,État,Inscription,Confirmation,Désinscription\r\n/,
  );

  const editorContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
  });
  const editor = await editorContext.newPage();
  await signInAs(editor, 'editor');
  const screen = await editor.goto('/admin/subscribers');
  expect(screen?.status()).toBe(403);
  const exported = await editor.request.get('/api/admin/subscribers/export');
  expect(exported.status()).toBe(403);
  await editorContext.close();
});

/**
 * What the admin tables of the screen show: cells whose content is cut (hidden overflow, an
 * ellipsis, a clamp), whether a frame scrolls, and whether the page itself is wider than the window.
 */
function measureTables(page: Page) {
  return page.evaluate(() => {
    const cut = (element: Element) => {
      const style = getComputedStyle(element);
      const hides = (overflow: string) => overflow !== 'visible';
      return (
        (hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
        (hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      );
    };
    const cells = [...document.querySelectorAll('#admin-main td, #admin-main th')];
    // The element each table scrolls in (the shared primitive's frame).
    const frames = [...document.querySelectorAll('#admin-main table')].map(
      (table) => table.parentElement!,
    );
    return {
      tables: frames.length,
      clipped: cells
        .filter((cell) => [cell, ...cell.querySelectorAll('*')].some(cut))
        .map((cell) => cell.textContent?.trim().slice(0, 60)),
      framesScrolling: frames.filter((frame) => frame.scrollWidth > frame.clientWidth + 1).length,
      // A cue per frame: the far-edge glow's opacity, and whether the first column stays put.
      cues: frames.map((frame) => ({
        scrolls: frame.scrollWidth > frame.clientWidth + 1,
        glow: Number(
          getComputedStyle(frame.parentElement!.querySelector('.admin-table-more') ?? frame)
            .opacity,
        ),
        firstColumn: getComputedStyle(frame.querySelector('tr > :first-child')!).position,
      })),
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

test('the inbox, subscribers and audit log fit the screen at 1280 and 390 px, in the admin’s language', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  // Long words a cell used to cut: an address, a name and a company without spaces.
  const request = {
    name: `Maximilienne-Éléonore Vandenberghe-Lacroix-${tag}`,
    email: uniqueEmail(`a-rather-long-mailbox-name-for-the-inbox-${tag}`),
    company: `Entreprise-Internationale-de-Conseil-${tag}`,
    message: `Une demande pour voir le tableau ${tag}.`,
  };
  await sendContactRequest(page, request);
  await signInAs(page, 'admin', '/admin/contacts');
  // An export leaves an audit line with counts and filters: read in French, not stored English.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Exporter CSV' }).click(),
  ]);
  await download.path();

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const screen of ['/admin/contacts', '/admin/subscribers', '/admin/audit?kind=changes']) {
      await page.goto(screen);
      await expect(page.locator('#admin-main table').first()).toBeVisible();
      const seen = await measureTables(page);
      expect(seen.tables, screen).toBeGreaterThan(0);
      expect(seen.clipped, `${screen} at ${width} px`).toEqual([]);
      expect(seen.pageScrollsSideways, `${screen} at ${width} px`).toBe(false);
      if (width === 1280) {
        // Every column fits or wraps: no frame scrolls.
        expect(seen.framesScrolling, `${screen} at ${width} px`).toBe(0);
      } else {
        // A table wider than the phone scrolls in its frame, says so and keeps its first column.
        for (const cue of seen.cues) {
          expect(cue.firstColumn, `${screen} at ${width} px`).toBe('sticky');
          expect(cue.glow, `${screen} at ${width} px`).toBe(cue.scrolls ? 1 : 0);
        }
      }
    }
    await expect(page.locator('#admin-main tbody')).toContainText(
      /\d+ demandes? exportées? \(type/,
    );
    await expect(page.locator('#admin-main tbody')).not.toContainText(' rows (');
  }
});

test("a request carries its visit's entry page, language and campaign to its page", async ({
  browser,
  page,
}, testInfo) => {
  // The visitor: an ordinary Chrome (the robot list rightly refuses HeadlessChrome), its own
  // address, so the visit is its own whatever ran before today (issue 31, decision 077).
  const visitor = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp(testInfo, 1) },
  });
  const visitorPage = await visitor.newPage();
  const pageView = () =>
    visitorPage.waitForRequest(
      (sent) => sent.url().endsWith('/api/event') && sent.method() === 'POST',
    );
  const landed = pageView();
  await visitorPage.goto('/services/geneve?lang=ar&utm_source=linkedin&utm_campaign=automne');
  await landed;
  // The booking link carries the visit's campaign onward (Cal.com reads utm_*): the beacon adds
  // it on the click. The booking site itself is not reached.
  await visitor.route('https://cal.com/**', (route) => route.fulfill({ body: 'booking' }));
  const booked = visitor.waitForEvent('request', (sent) =>
    sent.url().startsWith('https://cal.com/'),
  );
  await visitorPage.locator('main a[href^="https://cal.com/"]').first().click();
  expect(new URL((await booked).url()).searchParams.get('utm_source')).toBe('linkedin');
  expect(new URL((await booked).url()).searchParams.get('utm_campaign')).toBe('automne');
  const request = {
    name: `Nadia Source-${randomUUID().slice(0, 6)}`,
    email: uniqueEmail('source'),
    company: 'Atlas SARL',
    message: 'Bonjour, une question sur vos automatisations.',
  };
  const contactView = pageView();
  await sendContactRequest(visitorPage, request, '/contact?lang=ar');
  await contactView;
  await visitor.close();

  await signInAs(page, 'editor', `/admin/contacts?q=${encodeURIComponent(request.email)}`);
  await page.getByRole('link', { name: request.name }).click();
  const source = page.locator('section[aria-labelledby="contact-source"]');
  await expect(source).toContainText("D'après la visite");
  const field = (label: string) =>
    source.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(field("Page d'entrée")).toHaveText('/services/geneve');
  await expect(field("Langue d'entrée")).toHaveText('arabe');
  await expect(field('Source (utm_source)')).toHaveText('linkedin');
  await expect(field('Campagne (utm_campaign)')).toHaveText('automne');
  // The pages seen before the form begin with the entry (the contact page's own view may reach
  // the server after the form, as the beacon waits for the page's load event).
  await expect(source.locator('ol li').first()).toHaveText('/services/geneve');
});

test('a contact request sent in Arabic reaches an admin’s webhook, signed with the secret shown once', async ({
  page,
  browser,
}) => {
  // The receiver: a loopback server (let through by WEBHOOK_ALLOWED_HOSTS, playwright.config.ts).
  const received: Array<{ headers: Record<string, string>; body: string }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  try {
    await signInAs(page, 'admin', '/admin/integrations');
    await page.getByRole('button', { name: '+ Ajouter un endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un endpoint' });
    // Refused without an event, and nothing typed is lost.
    await dialog.getByLabel('URL').fill(`http://127.0.0.1:${port}/leads`);
    await dialog.getByRole('checkbox', { name: /Nouvelle demande de contact/ }).uncheck();
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText('Choisissez au moins un événement.')).toBeVisible();
    await expect(dialog.getByLabel('URL')).toHaveValue(`http://127.0.0.1:${port}/leads`);
    await dialog.getByRole('checkbox', { name: /Nouvelle demande de contact/ }).check();
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    // Shown once: gone after a reload, and nowhere in the page's HTML then.
    await page.reload();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    const row = page.getByRole('row').filter({ hasText: `127.0.0.1:${port}/leads` });
    await expect(row.getByText('Actif')).toBeVisible();

    const tag = randomUUID().slice(0, 6);
    const request = {
      name: `سلمى بنعلي ${tag}`,
      email: uniqueEmail('webhook'),
      company: `شركة ${tag}`,
      message: `مرحبا، نريد أتمتة عروض الأسعار ${tag}`,
    };
    const visitor = await browser.newPage();
    await sendContactRequest(visitor, request, '/contact?lang=ar');
    await visitor.close();

    const mine = () =>
      received.find(
        (hook) =>
          (JSON.parse(hook.body) as { data: { email?: string } }).data.email === request.email,
      );
    await expect.poll(() => mine() !== undefined, { timeout: 20_000 }).toBe(true);
    const hook = mine()!;
    const payload = new Webhook(secret).verify(hook.body, hook.headers) as {
      type: string;
      version: number;
      data: Record<string, unknown>;
    };
    expect(payload).toMatchObject({
      type: 'contact.created',
      version: 1,
      data: {
        name: request.name,
        company: request.company,
        message: request.message,
        language: 'ar',
      },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24).toString('base64')}`).verify(hook.body, hook.headers),
    ).toThrow();

    // The delivery log says it went: delivered, answered 204.
    await row.getByRole('link', { name: 'Journal' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`127.0.0.1:${port}`);
    await expect(
      page.getByRole('row').filter({ hasText: 'Livré' }).filter({ hasText: '204' }).first(),
    ).toBeVisible();

    // A rotated secret (decision 083) is shown once too; for 24 h a delivery carries both
    // signatures, so a receiver holding either one accepts it.
    await page.goto('/admin/integrations');
    const rotate = row.getByRole('button', { name: /Changer le secret/ });
    // A click before React has hydrated the row's form would do nothing (no confirmation).
    await expect
      .poll(() =>
        rotate.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    page.once('dialog', (confirm) => void confirm.accept());
    await rotate.click();
    await expect(page.getByRole('heading', { name: 'Nouveau secret de signature' })).toBeFocused();
    const rotated = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    // The screen is refreshed by the action: the row says until when the old secret signs.
    await expect(row.getByText(/Ancien secret valable jusqu’au/)).toBeVisible();
    await row.getByRole('button', { name: 'Envoyer un événement de test' }).click();
    const test = () =>
      received.find((hook) => (JSON.parse(hook.body) as { type: string }).type === 'webhook.test');
    await expect.poll(() => test() !== undefined, { timeout: 20_000 }).toBe(true);
    const tested = test()!;
    expect(tested.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const held of [secret, rotated])
      expect(new Webhook(held).verify(tested.body, tested.headers)).toMatchObject({
        type: 'webhook.test',
      });

    // Tidy: the endpoint goes, after the browser's confirmation.
    page.once('dialog', (confirm) => void confirm.accept());
    await page
      .getByRole('row')
      .filter({ hasText: `127.0.0.1:${port}/leads` })
      .getByRole('button', { name: /Supprimer l’endpoint/ })
      .click();
    await expect(page.getByRole('row').filter({ hasText: `127.0.0.1:${port}/leads` })).toHaveCount(
      0,
    );
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
