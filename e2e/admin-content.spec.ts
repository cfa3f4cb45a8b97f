// Issue 5 §3 Image upload, Testimonials and Services, and §5: upload an image and reject a
// disguised file; edit a testimonial and see it on the home page at once; hide a service
// and see it gone from /services. Issue 36 §5: the contact form's service list, edited here.
//
// The database is shared with the public specs (the crawl visits every service page): the service
// test works on a service of its own, created and deleted here, never on a seeded one.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectWordAddedInHistory, openLanguage, signInAs, test } from './support/admin';
import { uniqueEmail, waitForHydration } from './support/forms';
import { sitemapLocations } from './support/site';

const toast = (page: Page, title: 'Succès' | 'Erreur', description: string) =>
  page.locator('[data-sonner-toast]', { hasText: title }).filter({ hasText: description });

/** The public page's HTML as the server sends it (no JavaScript involved). */
async function publicHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The sitemap's URLs (path and query) whose path is `path`. */
async function sitemapLocs(page: Page, path: string): Promise<string[]> {
  const urls = await sitemapLocations((sitemap) => publicHtml(page, sitemap));
  return urls.filter((url) => url.pathname === path).map((url) => `${url.pathname}${url.search}`);
}

interface UploadAnswer {
  status: number;
  body: { path?: string; error?: string; message?: string };
}

/** Sends a file to the upload endpoint from the signed-in page, as the image field does. */
async function upload(
  page: Page,
  bytes: Buffer,
  name: string,
  type: string,
): Promise<UploadAnswer> {
  // A string script: the test runner's compiled helpers must not leak into the page.
  return page.evaluate(`(async () => {
    const body = new FormData();
    const bytes = new Uint8Array(${JSON.stringify([...bytes])});
    body.set('file', new File([bytes], ${JSON.stringify(name)}, { type: ${JSON.stringify(type)} }));
    const response = await fetch('/api/admin/uploads', { method: 'POST', body });
    return { status: response.status, body: await response.json() };
  })()`);
}

test('an uploaded image is re-encoded and served; a disguised or broken file is refused', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor', '/admin/posts');
  const photo = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#2b6cb0' },
  })
    .withExif({ IFD0: { Artist: 'Private Person' } })
    .jpeg()
    .toBuffer();

  const accepted = await upload(page, photo, 'photo.jpg', 'image/jpeg');
  expect(accepted.status).toBe(201);
  expect(accepted.body.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const served = await page.request.get(accepted.body.path!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  const stored = await served.body();
  expect(stored.includes('Private Person')).toBe(false);
  expect((await sharp(stored).metadata()).format).toBe('webp');

  // An HTML page renamed .png, sent as image/png: the content decides.
  const disguised = await upload(
    page,
    Buffer.from('<!doctype html><script>alert(1)</script>'),
    'holiday.png',
    'image/png',
  );
  expect(disguised.status).toBe(415);
  expect(disguised.body.error).toBe('unsupportedType');
  expect(disguised.body.message).toContain('PNG, JPEG, WebP, AVIF et GIF');

  // A PNG signature followed by garbage.
  const png = await sharp(photo).png().toBuffer();
  const broken = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage'.repeat(100))]);
  expect((await upload(page, broken, 'broken.png', 'image/png')).status).toBe(400);

  // Without a session (the `request` fixture shares no cookie with the page), and from another
  // origin: refused before anything is read.
  const anonymous = await request.post('/api/admin/uploads', {
    headers: { origin: new URL(page.url()).origin },
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(anonymous.status()).toBe(401);
  const crossOrigin = await page.request.post('/api/admin/uploads', {
    headers: { origin: 'https://evil.example' },
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(crossOrigin.status()).toBe(403);
});

test('a testimonial edited in the admin shows on the home page at once', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/testimonials');
  await page.getByRole('link', { name: 'Modifier le témoignage de Nathalie Perret' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier le témoignage');

  // A field left empty in another language: refused in the browser, its tab opened, text kept.
  const quote = `Un assistant qui répond vraiment, témoignage ${randomUUID().slice(0, 8)}.`;
  await (await openLanguage(page, 'Français')).getByLabel('Citation').fill(quote);
  await (await openLanguage(page, 'Anglais')).getByLabel('Fonction').fill('');
  await openLanguage(page, 'Français');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('tab', { name: /Anglais/ })).toHaveAttribute('aria-selected', 'true');
  const english = page.getByRole('tabpanel', { name: /^Anglais/ });
  await expect(english.getByText('Ce champ est obligatoire.')).toBeVisible();
  await english.getByLabel('Fonction').fill('Property manager');

  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Succès', 'Témoignage mis à jour')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  // The very first request after the save shows it: nothing waits for a cache to expire (how fast
  // that request is, is the benchmark's business, not a timed assertion here).
  expect(await publicHtml(page, '/')).toContain(quote);
  expect(await publicHtml(page, '/?lang=en')).toContain('Property manager');
});

/** Creates a service from the admin's list, every language filled (its title marked with it). */
async function addService(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: 'Nouveau service' }).click();
  for (const language of ['Français', 'Anglais', 'Arabe', 'Darija']) {
    const panel = await openLanguage(page, language);
    await panel
      .getByLabel('Titre')
      .fill(language === 'Français' ? title : `${title} (${language})`);
    await panel.getByLabel('Description courte').fill(`Une description (${language}).`);
    for (const number of [1, 2, 3, 4])
      await panel.getByLabel(`Point fort ${number}`).fill(`Point ${number} (${language})`);
    await panel.getByLabel('Prix').fill('Sur devis');
    await panel.getByLabel('Présentation détaillée').fill(`Premier paragraphe.\n\nSecond.`);
  }
  await page.getByRole('button', { name: 'Créer le service' }).click();
  await expect(toast(page, 'Succès', 'Service créé avec succès')).toBeVisible();
}

/** Deletes the service whose form is shown, confirming. */
async function deleteShownService(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer ce service ?' })
    .getByRole('button', { name: 'Supprimer définitivement' })
    .click();
  await expect(toast(page, 'Succès', 'Service supprimé')).toBeVisible();
}

test('a service added in the admin is in the sitemap; hidden, it is gone from /services, the home page and the sitemap', async ({
  page,
}) => {
  const title = `Service de test ${randomUUID().slice(0, 8)}`;
  const id = title.toLowerCase().replaceAll(' ', '-');
  await signInAs(page, 'editor', '/admin/services');
  await addService(page, title);
  await expect(page.getByText(`/services/${id}`)).toBeVisible();
  expect(await publicHtml(page, '/services')).toContain(title);
  expect(await sitemapLocs(page, `/services/${id}`)).toEqual([
    `/services/${id}`,
    `/services/${id}?lang=en`,
    `/services/${id}?lang=ar`,
    `/services/${id}?lang=ar-ma`,
  ]);

  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  await page.getByLabel('Visible sur le site').uncheck();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Succès', 'Service mis à jour')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Masqué')).toBeVisible();
  expect(await publicHtml(page, '/services')).not.toContain(title);
  expect(await publicHtml(page, '/')).not.toContain(title);
  expect(await sitemapLocs(page, `/services/${id}`)).toEqual([]);

  // Deleted with confirmation: gone from the admin too.
  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  await deleteShownService(page);
  await expect(page.getByText(`/services/${id}`)).toHaveCount(0);
});

// Versions (decision 064), for a translated kind: a save keeps the state it replaced and its
// own; the history compares them word by word and restores the earlier one, live at once.
test('an editor compares two versions of a service word by word and restores the earlier one', async ({
  page,
  browser,
}, testInfo) => {
  const title = `Service avec versions ${randomUUID().slice(0, 8)}`;
  const id = title.toLowerCase().replaceAll(' ', '-');
  const arabicTitle = `${title} (Arabe)`;
  await signInAs(page, 'editor', '/admin/services');
  await addService(page, title);
  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  // An admin opens the same record before the editor saves: each sees the other there, and the
  // admin's later save is refused as a conflict, never written over the editor's.
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.30' },
  });
  const otherTab = await adminContext.newPage();
  await signInAs(otherTab, 'admin', `/admin/services/${id}`);
  await waitForHydration(
    otherTab.locator('form', { has: otherTab.getByRole('button', { name: 'Enregistrer' }) }),
  );
  await expect(
    otherTab.getByRole('status').filter({ hasText: /^editor a aussi ouvert cette page/ }),
  ).toBeVisible();
  await (await openLanguage(page, 'Arabe')).getByLabel('Titre').fill(`${arabicTitle} الجديد`);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Succès', 'Service mis à jour')).toBeVisible();
  await otherTab.getByLabel("Ordre d'affichage").fill('42');
  await otherTab.getByRole('button', { name: 'Publier' }).click();
  await expect(
    otherTab.getByRole('alert').filter({ hasText: /cette fiche pendant que vous/ }),
  ).toBeVisible();
  await expect(otherTab.getByLabel("Ordre d'affichage")).toHaveValue('42');
  await adminContext.close();
  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  await page.getByRole('link', { name: 'Historique', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/services/${id}/history$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Historique : ${title}`);
  const versions = page.getByRole('table', { name: /^Versions de la fiche/ });
  const rows = versions.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expectWordAddedInHistory(page, testInfo, {
    language: 'Arabe',
    from: 1,
    to: 2,
    added: /الجديد/,
  });

  page.once('dialog', (dialog) => void dialog.accept());
  await versions.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await expect(page.getByText('Version 1 restaurée : elle est en ligne.')).toBeVisible();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Restauration');
  const arabicPage = await publicHtml(page, `/services/${id}?lang=ar`);
  expect(arabicPage).toContain(arabicTitle);
  expect(arabicPage).not.toContain('الجديد');

  // The database is shared with the public specs: the service goes as it came.
  await page.goto(`/admin/services/${id}`);
  await deleteShownService(page);
});

// Drafts (decision 071): a service's Arabic text kept as a draft is seen by no visitor until it
// is published; a draft drawn before another editor's publish is refused, shown with what
// differs, and published once the editor keeps it over the newer text.
test('an editor keeps a service’s Arabic title as a draft, publishes it, and keeps a stale draft over a newer publish', async ({
  page,
  browser,
}, testInfo) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Service en brouillon ${tag}`;
  const id = title.toLowerCase().replaceAll(' ', '-');
  const publishedArabic = `${title} (Arabe)`;
  const draftArabic = `مسودة الخدمة ${tag}`;
  await signInAs(page, 'editor', '/admin/services');
  await addService(page, title);
  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  await (await openLanguage(page, 'Arabe')).getByLabel('Titre').fill(draftArabic);
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(toast(page, 'Succès', 'Brouillon enregistré')).toBeVisible();
  // Visitors still read the published title.
  const arabicList = await publicHtml(page, '/services?lang=ar');
  expect(arabicList).toContain(publishedArabic);
  expect(arabicList).not.toContain(draftArabic);
  expect(await publicHtml(page, `/services/${id}?lang=ar`)).not.toContain(draftArabic);

  // Reopened, the form shows the draft under its banner; the list marks the service.
  await page.goto('/admin/services');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Brouillon');
  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  await expect(page.getByText(/^Brouillon non publié — enregistré par /)).toBeVisible();
  const arabic = await openLanguage(page, 'Arabe');
  await expect(arabic.getByLabel('Titre')).toHaveValue(draftArabic);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openLanguage(page, 'Français');
    await page.screenshot({
      path: testInfo.outputPath(`service-draft-fr-${width}.png`),
      fullPage: true,
    });
    await openLanguage(page, 'Arabe');
    await page.screenshot({
      path: testInfo.outputPath(`service-draft-ar-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The services page's preview shows the draft among the other services, Arabic beside French;
  // leaving the preview mode, this browser reads the published pages again.
  await page.getByRole('link', { name: 'Prévisualiser' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/services\/preview/);
  const arabicFrame = page.frameLocator('iframe[data-preview-locale="ar"]');
  await expect(arabicFrame.getByText(draftArabic).first()).toBeVisible();
  await page.getByRole('button', { name: 'Quitter le mode aperçu' }).click();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await page.goto(`/admin/services/${id}`);
  await waitForHydration(
    page.locator('form', { has: page.getByRole('button', { name: 'Publier' }) }),
  );
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Succès', 'Service mis à jour')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).not.toContainText('Brouillon');
  expect(await publicHtml(page, '/services?lang=ar')).toContain(draftArabic);

  // The editor opens the form; an admin publishes another title meanwhile.
  await page.getByRole('link', { name: `Modifier le service ${title}` }).click();
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Publier' }) });
  await waitForHydration(form);
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.31' },
  });
  const otherTab = await adminContext.newPage();
  await signInAs(otherTab, 'admin', `/admin/services/${id}`);
  const theirs = `منشور المشرف ${tag}`;
  await (await openLanguage(otherTab, 'Arabe')).getByLabel('Titre').fill(theirs);
  await otherTab.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(otherTab, 'Succès', 'Service mis à jour')).toBeVisible();
  await adminContext.close();

  // The editor's publish, drawn from the older title, is refused: nothing written over.
  const mine = `مسودة ثانية ${tag}`;
  await (await openLanguage(page, 'Arabe')).getByLabel('Titre').fill(mine);
  await page.getByRole('button', { name: 'Publier' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: /cette fiche pendant que vous/ });
  await expect(conflict).toBeVisible();
  expect(await publicHtml(page, '/services?lang=ar')).toContain(theirs);
  // Reloaded: the draft is kept, with what differs from the text now live.
  await conflict.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.getByText('Le texte en ligne a changé')).toBeVisible();
  const diff = page.getByRole('table', { name: /^Arabe : champs qui diffèrent/ });
  await expect(diff).toContainText(theirs);
  await expect(diff).toContainText(mine);
  await page.getByRole('button', { name: 'Garder mon brouillon' }).click();
  await expect(toast(page, 'Succès', 'Brouillon gardé')).toBeVisible();
  await expect(page.getByText('Le texte en ligne a changé')).toHaveCount(0);
  await expect((await openLanguage(page, 'Arabe')).getByLabel('Titre')).toHaveValue(mine);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Succès', 'Service mis à jour')).toBeVisible();
  const published = await publicHtml(page, `/services/${id}?lang=ar`);
  expect(published).toContain(mine);
  expect(published).not.toContain(theirs);

  // The database is shared with the public specs: the service goes as it came.
  await page.goto(`/admin/services/${id}`);
  await deleteShownService(page);
});

test('a contact form option added in the admin is offered at once, stored by value and named by its label; switched off while a visitor has the form, they are told and keep what they typed', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const label = `Option de test ${tag}`;
  const value = `option-de-test-${tag}`;
  await signInAs(page, 'editor', '/admin/contact-services');
  await page.getByRole('link', { name: 'Nouvelle option' }).click();
  for (const language of ['Français', 'Anglais', 'Arabe', 'Darija']) {
    const panel = await openLanguage(page, language);
    await panel
      .getByLabel('Libellé')
      .fill(language === 'Français' ? label : `${label} (${language})`);
  }
  await page.getByRole('button', { name: "Créer l'option" }).click();
  await expect(toast(page, 'Succès', 'Option créée')).toBeVisible();
  // The value is derived from the French label.
  await expect(page.getByRole('row', { name: new RegExp(label) }).getByText(value)).toBeVisible();
  expect(await publicHtml(page, '/contact')).toContain(label);
  expect(await publicHtml(page, '/contact?lang=ar')).toContain(`${label} (Arabe)`);

  // A visitor chooses it: the request is stored by value and the inbox names it by its label.
  const visitor = await page.context().newPage();
  const contactForm = visitor.locator('#contact-form form');
  const send = async () => {
    const [answer] = await Promise.all([
      visitor.waitForResponse((response) => new URL(response.url()).pathname === '/api/contact'),
      contactForm.locator('button[type="submit"]').click(),
    ]);
    return answer.status();
  };
  const email = uniqueEmail('contact-option');
  const typed = { name: 'Jean Dupont', email, message: `Un projet ${tag}.` };
  const openAndFill = async () => {
    await visitor.goto('/contact', { waitUntil: 'domcontentloaded' });
    await waitForHydration(contactForm);
    for (const [field, text] of Object.entries(typed))
      await visitor.locator(`#contact-${field}`).fill(text);
    await visitor.locator('#contact-service').selectOption(value);
  };
  await openAndFill();
  expect(await send()).toBe(201);
  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(label);

  // The form is open again when the editor switches the option off.
  await openAndFill();
  await page.goto('/admin/contact-services');
  await page.getByRole('link', { name: `Modifier l'option ${label}` }).click();
  await page.getByLabel('Proposée sur le formulaire').uncheck();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Succès', 'Option mise à jour')).toBeVisible();
  expect(await publicHtml(page, '/contact')).not.toContain(label);

  expect(await send()).toBe(400);
  await expect(contactForm.getByText(/Cette option n’est plus proposée/)).toBeVisible();
  await expect(visitor.locator(`#contact-service option[value="${value}"]`)).toHaveCount(0);
  await expect(visitor.locator('#contact-service')).toHaveValue('');
  for (const [field, text] of Object.entries(typed))
    await expect(visitor.locator(`#contact-${field}`), field).toHaveValue(text);

  // Deleted: the request sent with it still reads as its label.
  await page.getByRole('link', { name: `Modifier l'option ${label}` }).click();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer cette option ?' })
    .getByRole('button', { name: 'Supprimer définitivement' })
    .click();
  await expect(toast(page, 'Succès', 'Option supprimée')).toBeVisible();
  await page.goto(`/admin/contacts?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(label);
});
