import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, signInAs, test } from './support/admin';
import { rowsWithEmail, settledOutbox, uniqueEmail } from './support/forms';

/**
 * A person's request about their data (issue 34, privacy), in French: an admin looks up the
 * address a contact request and a newsletter sign-up were sent with, exports everything held as
 * JSON, erases it, and looking again finds nothing. The screen is for admins only.
 */

test('an admin finds, exports and erases everything held under an address', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('privacy');
  const tag = randomUUID().slice(0, 6);
  const name = `Amina Privée-${tag}`;
  const contact = await request.post('/api/contact', {
    data: {
      name,
      email,
      phone: '',
      company: '',
      service: 'n8n-automation',
      message: `مرحبا، أريد محو بياناتي ${tag}`,
      locale: 'ar',
    },
  });
  expect(contact.status()).toBe(201);
  const signUp = await request.post('/api/newsletter', { data: { email, locale: 'ar' } });
  expect(signUp.status()).toBe(201);
  // The acknowledgement, the agency's copy and the confirmation are handed over first, so the
  // erasure races no delivery.
  expect(await settledOutbox(email)).toEqual([
    'contact-acknowledgement',
    'contact-notification',
    'newsletter-confirmation',
  ]);

  await signInAs(page, 'admin', '/admin/personal-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Données personnelles');
  // Looked up as the person may write it: any case.
  await page.getByLabel('Adresse e-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const found = page.getByTestId('personal-data-found');
  await expect(found).toHaveText(`5 éléments conservés sous ${email}.`);
  await expect(page.getByText('Langue de la personne : arabe')).toBeVisible();
  const requests = page.locator('section[data-kind="contactRequests"]');
  await expect(requests.getByRole('heading')).toHaveText('Demandes de contact (1)');
  await expect(requests.locator('tbody tr')).toContainText(name);
  await expect(page.locator('section[data-kind="subscriptions"] tbody tr')).toContainText(
    'En attente',
  );
  await expect(page.locator('section[data-kind="outboxMails"] tbody tr')).toHaveCount(3);

  // The export: one JSON document in the person's language (Arabic, chosen for them).
  await expect(page.getByLabel('Langue du document')).toHaveValue('ar');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter en JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(exported).toMatchObject({ address: email, language: 'ar', title: 'بياناتكم الشخصية' });
  expect(exported.sections[0]).toMatchObject({
    kind: 'contactRequests',
    title: 'طلبات التواصل',
    records: [{ name, email, message: `مرحبا، أريد محو بياناتي ${tag}` }],
  });

  // The erasure asks first, then leaves nothing.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Effacer définitivement toutes les données de ${email} ?`);
    return dialog.accept();
  });
  await page.getByRole('button', { name: 'Tout effacer' }).click();
  await expect(page.getByText('5 éléments effacés ou anonymisés.')).toBeVisible();
  await expect(found).toHaveText(`Rien n’est conservé sous ${email}.`);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText(`Rien n’est conservé sous ${email}.`).first()).toBeVisible();
  expect(rowsWithEmail('contact', email)).toBe(0);
  expect(rowsWithEmail('newsletter_subscriber', email)).toBe(0);

  // Audited, without the address.
  await page.goto('/admin/audit');
  const erased = page.locator('tbody tr', { hasText: 'Données personnelles effacées' }).first();
  await expect(erased).toBeVisible();
  await expect(
    page.locator('tbody tr', { hasText: 'Données personnelles exportées' }).first(),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText(email);

  const editorContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' },
  });
  const editor = await editorContext.newPage();
  await signInAs(editor, 'editor');
  expect((await editor.goto('/admin/personal-data'))?.status()).toBe(403);
  await editorContext.close();
});
