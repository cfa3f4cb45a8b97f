// Issue 33: the media library. Three images chosen at once (an SVG among them is refused, the
// two others are uploaded, each with its own line), one described in French and Arabic and its
// focal point set by a click and the arrow keys, the grid's filters and search finding it by
// those texts; an image used by an article cannot be deleted, and the refusal names the
// article. The grid and the detail screen are screenshotted in the French and English admin at
// 1280 and 390 px. One picker for every image field: three images uploaded at once, one chosen
// as an article's hero and inserted into its text with its alt text, then as a letter's header
// (after three more files sent at once inside the picker, the SVG among them refused);
// the public article shows it and the image's screen lists both uses. A testimonial's photo,
// chosen the same way (uploaded from the picker, then another file dropped onto it), shows round
// beside the name on the French and Arabic home page.
// An image an article shows has its file replaced (decision 074): the article
// shows the new file under its new name, and the old address, itself or optimized by next/image,
// answers with the new image too.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAs, test } from './support/admin';
import { createInModal, openEditor, testCategory, uniqueTitle } from './support/admin-posts';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A picture of its own colour (so never a duplicate of an earlier run's). */
async function picture(
  name: string,
  format: 'png' | 'jpeg',
  background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
) {
  const image = sharp({ create: { width: 480, height: 320, channels: 3, background } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

const svg = {
  name: 'logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
};

/** The grid's image cards whose file name is `name`, under the filter or search given. */
function card(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Images de la médiathèque' })
    .getByRole('link')
    .filter({ hasText: name });
}

/** The detail screen's Arabic tab, clicked until its panel shows; the panel. */
async function openArabicTab(page: Page) {
  const arabic = page.getByRole('tabpanel', { name: /^Arabe/ });
  await expect(async () => {
    await page.getByRole('tab', { name: /^Arabe/ }).click();
    await expect(arabic).toBeVisible({ timeout: 500 });
  }).toPass();
  return arabic;
}

test.describe.configure({ mode: 'serial' });

test('uploads several images, describes one in French and Arabic, and finds it by filters', async ({
  page,
}, testInfo) => {
  const tag = uniqueTitle('equipe').replace(' ', '-');
  const described = `${tag}.png`;
  const other = `${tag}-bureau.jpg`;
  await signInAs(page, 'editor', '/admin/media');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Médiathèque');

  const describedFile = await picture(described, 'png');
  await page
    .getByLabel('choisissez des fichiers')
    .setInputFiles([describedFile, svg, await picture(other, 'jpeg')]);
  const lines = page.getByRole('list', { name: 'Images envoyées' }).getByRole('listitem');
  // Three files sent one after the other, each re-encoded: longer than one answer on a busy machine.
  await expect(
    page.getByRole('status').filter({ hasText: '2 images envoyées, 1 refusée.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(lines.filter({ hasText: described })).toContainText('Envoyée');
  await expect(lines.filter({ hasText: other })).toContainText('Envoyée');
  await expect(lines.filter({ hasText: 'logo.svg' })).toContainText('Refusée : Format non accepté');
  await expect(card(page, described)).toBeVisible();
  await expect(card(page, 'logo.svg')).toHaveCount(0);

  await lines.filter({ hasText: described }).getByRole('link', { name: "Décrire l'image" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(described);
  const describedUrl = page.url();

  const alt = 'L’équipe réunie à Casablanca';
  await page.getByLabel('Texte alternatif').first().fill(alt);
  const arabic = await openArabicTab(page);
  await arabic.getByLabel('Texte alternatif').fill('الفريق مجتمعاً في الدار البيضاء');

  const focus = page.getByTestId('media-focus');
  const box = (await focus.boundingBox())!;
  await focus.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(page.getByText('25 % depuis la gauche, 75 % depuis le haut')).toBeVisible();
  await focus.press('ArrowRight');
  await focus.press('Shift+ArrowUp');
  await expect(page.getByText('26 % depuis la gauche, 65 % depuis le haut')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Image décrite.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('26 % depuis la gauche, 65 % depuis le haut')).toBeVisible();
  await expect(page.getByLabel('Texte alternatif').first()).toHaveValue(alt);

  // The same bytes again, under another name, are the image already stored.
  await page.goto('/admin/media');
  const copy = { ...describedFile, name: `${tag}-copie.png` };
  await page.getByLabel('choisissez des fichiers').setInputFiles(copy);
  const copyLine = lines.filter({ hasText: copy.name });
  await expect(copyLine).toContainText('Déjà dans la médiathèque');
  await expect(copyLine.getByRole('link', { name: "Voir l'image existante" })).toHaveAttribute(
    'href',
    new URL(describedUrl).pathname,
  );

  const filter = async (value: string, search = '') => {
    await page.goto(`/admin/media?q=${encodeURIComponent(search)}&filter=${value}`);
  };
  await filter('missing-alt-ar', tag);
  await expect(card(page, other)).toBeVisible();
  await expect(card(page, described)).toHaveCount(0);
  await filter('missing-alt-en', tag);
  await expect(card(page, described)).toBeVisible();
  await filter('', 'الدار البيضاء');
  await expect(card(page, described)).toBeVisible();
  await expect(card(page, other)).toHaveCount(0);
  await filter('unused', tag);
  await expect(card(page, described)).toBeVisible();

  for (const lang of ['fr', 'en'] as const)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/media?q=${tag}&lang=${lang}`);
      await page.screenshot({
        path: testInfo.outputPath(`media-grid-${lang}-${width}.png`),
        fullPage: true,
      });
      await page.goto(`${describedUrl}?lang=${lang}`);
      await page.screenshot({
        path: testInfo.outputPath(`media-detail-${lang}-${width}.png`),
        fullPage: true,
      });
    }
  await page.goto('/admin/media?lang=fr');
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('refuses to delete an image an article uses, and names the article', async ({ page }) => {
  const name = `${uniqueTitle('illustration').replace(' ', '-')}.png`;
  await signInAs(page, 'editor', '/admin/media');
  await page.getByLabel('choisissez des fichiers').setInputFiles(await picture(name, 'png'));
  const line = page.getByRole('list', { name: 'Images envoyées' }).getByRole('listitem');
  await line.getByRole('link', { name: "Décrire l'image" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText("Cette image n'est utilisée nulle part")).toBeVisible();

  const title = uniqueTitle('Article illustré');
  await page.goto('/admin/posts');
  await createInModal(page, {
    title,
    content: `Une photo :\n\n![Photo](/uploads/${id}.webp)`,
    status: 'Brouillon',
  });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();

  await page.goto(`/admin/media/${id}`);
  const uses = page.getByRole('region', { name: 'Utilisations' });
  await expect(uses.getByRole('link', { name: title })).toHaveAttribute('href', /\/admin\/posts\//);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer cette image ?' })
    .getByRole('button', { name: 'Supprimer définitivement' })
    .click();
  await expect(
    toast(page, `Cette image est utilisée à un endroit : Texte d'un article « ${title} »`),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

// An image without an alt text in a language being published (issue 33): the editor warns beside
// its publish button, naming the image and the language, and publishes all the same; the
// translation status screen lists the image while it is used. Described in Arabic in the library,
// it is named by neither. The warning and the status's images are screenshotted at 1280 and 390 px.
test('warns of an image without an Arabic alt text when publishing in Arabic, and lists it until described', async ({
  page,
}, testInfo) => {
  const name = `${uniqueTitle('sans-alt').replace(' ', '-')}.png`;
  await signInAs(page, 'editor', '/admin/media');
  await page.getByLabel('choisissez des fichiers').setInputFiles(await picture(name, 'png'));
  await page
    .getByRole('list', { name: 'Images envoyées' })
    .getByRole('listitem')
    .getByRole('link', { name: "Décrire l'image" })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const mediaPath = new URL(page.url()).pathname;
  const id = mediaPath.split('/').at(-1)!;
  await page.getByLabel('Texte alternatif').first().fill('Un bureau lumineux');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Image décrite.')).toBeVisible();

  const title = uniqueTitle('Article illustré en arabe');
  const slug = `illustre-${title.split(' ').at(-1)}`;
  await page.goto('/admin/posts');
  await createInModal(page, { title, content: 'Un texte sans image.', status: 'Brouillon' });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await openEditor(page, title);
  await page.getByLabel('Catégorie').fill(testCategory);
  const warning = page.getByTestId('missing-alt-warning');
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await page.getByLabel('Titre', { exact: true }).fill('مكتب مضيء');
  await page.getByLabel("Slug (adresse de l'article)").fill(slug);
  await page.getByLabel('Contenu (Markdown)').fill(`صورة المكتب:\n\n![](/uploads/${id}.webp)`);
  await expect(warning).toContainText("Une image n'a pas de texte alternatif");
  await expect(warning.getByRole('listitem')).toHaveCount(1);
  await expect(warning.getByRole('listitem')).toContainText('Manquant en : arabe');
  await expect(warning.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
    'href',
    mediaPath,
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await warning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`missing-alt-warning-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A warning, not a block: the article is published, in Arabic too.
  await page.getByRole('button', { name: 'Publier maintenant', exact: true }).click();
  await expect(toast(page, 'Article publié')).toBeVisible();
  await expect(warning).toContainText('arabe');
  const arabicPage = await page.request.get(`/blog/${slug}?lang=ar`);
  expect(arabicPage.status()).toBe(200);
  expect(await arabicPage.text()).toContain('مكتب مضيء');

  const statusRow = async () => {
    await page.goto('/admin/translations');
    return page
      .getByRole('region', { name: 'Images sans texte alternatif' })
      .getByRole('row')
      .filter({ hasText: name });
  };
  const listed = await statusRow();
  await expect(listed).toContainText('anglais, arabe, arabe (Maroc)');
  await expect(listed.getByRole('link')).toHaveAttribute('href', mediaPath);
  const images = page.getByRole('region', { name: 'Images sans texte alternatif' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await images.screenshot({
      path: testInfo.outputPath(`translation-status-images-${width}.png`),
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(mediaPath);
  const arabic = await openArabicTab(page);
  await arabic.getByLabel('Texte alternatif').fill('مكتب مضيء بالنوافذ');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Image décrite.')).toBeVisible();

  // Still without an English or Darija alt: listed for those, no longer for Arabic.
  await expect(await statusRow()).toContainText(/anglais, arabe \(Maroc\)$/);
  await openEditor(page, title);
  // English published too: the warning names English alone, so Arabic is described.
  await page.getByRole('tab', { name: /Anglais/ }).click();
  await page.getByLabel('Titre', { exact: true }).fill('A bright office');
  await page.getByLabel('Contenu (Markdown)').fill(`![](/uploads/${id}.webp)`);
  await expect(warning.getByRole('listitem')).toContainText('Manquant en : anglais');
  await expect(warning).not.toContainText('arabe');
});

/** The library's picker, opened by the button of an image field or of a Markdown text. */
async function openPicker(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir une image' });
  await expect(picker).toBeVisible();
  return {
    picker,
    images: picker.getByRole('list', { name: 'Images de la médiathèque' }).getByRole('button'),
    search: picker.getByLabel('Rechercher (nom de fichier, texte alternatif)'),
  };
}

test('one picker: an article hero and inline image, a letter header, both uses listed', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTitle('choix').replace(' ', '-');
  const names = [`${tag}-lac.png`, `${tag}-port.png`, `${tag}-gare.jpg`];
  await signInAs(page, 'editor', '/admin/media');
  await page
    .getByLabel('choisissez des fichiers')
    .setInputFiles([
      await picture(names[0]!, 'png'),
      await picture(names[1]!, 'png'),
      await picture(names[2]!, 'jpeg'),
    ]);
  await expect(
    page.getByRole('status').filter({ hasText: '3 images envoyées, aucune refusée.' }),
  ).toBeVisible();
  const lines = page.getByRole('list', { name: 'Images envoyées' }).getByRole('listitem');
  await lines.filter({ hasText: names[0]! }).getByRole('link', { name: "Décrire l'image" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[0]!);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  const path = `/uploads/${id}.webp`;
  const alt = `Le lac au matin ${tag}`;
  await page.getByLabel('Texte alternatif').first().fill(alt);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Image décrite.')).toBeVisible();

  const title = uniqueTitle('Article illustré par la médiathèque');
  await page.goto('/admin/posts');
  await createInModal(page, { title, content: 'Premier paragraphe.', status: 'Brouillon' });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await openEditor(page, title);
  await page.getByLabel('Catégorie').fill(testCategory);

  // The hero: searched by file name, the three of this run newest first, chosen by keyboard.
  let { picker, images, search } = await openPicker(page, 'Choisir dans la médiathèque');
  await search.fill(tag);
  await expect(images).toHaveCount(3);
  await expect(images.first()).toContainText(names[2]!);
  await expect(images.nth(2)).toContainText(alt);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`media-picker-fr-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Escape closes it; the page behind is inert meanwhile, the focus back on its button.
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Choisir dans la médiathèque' })).toBeFocused();
  ({ picker, images, search } = await openPicker(page, 'Choisir dans la médiathèque'));
  await search.fill(alt);
  await expect(images).toHaveCount(1);
  await images.first().focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByText(path, { exact: true })).toBeVisible();

  // Inline: at the caret, with its alt text (French: the Arabic one is not written).
  const content = page.getByLabel('Contenu (Markdown)', { exact: true });
  await content.fill('Premier paragraphe.\n\nDernier paragraphe.');
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(19, 19));
  ({ picker, images, search } = await openPicker(page, 'Insérer une image'));
  await search.fill(tag);
  await images.filter({ hasText: names[0]! }).click();
  await expect(content).toHaveValue(
    `Premier paragraphe.\n\n![${alt}](${path})\n\nDernier paragraphe.`,
  );
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(toast(page, 'Article publié')).toBeVisible();
  const slug = await page.getByLabel("Slug (adresse de l'article)").inputValue();

  // The letter's header, from the same picker. Two new images and an SVG sent into it at once:
  // each has its line, the SVG refused and said why, the two others uploaded and in the grid.
  await page.goto('/admin/newsletter/new');
  await page.getByLabel('Objet', { exact: true }).fill(`Lettre ${tag}`);
  await page.getByLabel('Texte (Markdown)', { exact: true }).fill('Les nouvelles du mois.');
  ({ picker, images, search } = await openPicker(page, 'Choisir dans la médiathèque'));
  const more = [`${tag}-quai.png`, `${tag}-pont.jpg`];
  await picker
    .getByLabel('Envoyer des images')
    .setInputFiles([await picture(more[0]!, 'png'), svg, await picture(more[1]!, 'jpeg')]);
  await expect(
    picker.getByRole('status').filter({ hasText: '2 images envoyées, 1 refusée.' }),
  ).toBeVisible();
  const sent = picker.getByRole('list', { name: 'Images envoyées' }).getByRole('listitem');
  await expect(sent).toHaveCount(3);
  await expect(sent.filter({ hasText: 'logo.svg' })).toContainText('Refusée');
  for (const name of more) {
    await expect(sent.filter({ hasText: name })).toContainText('Envoyée');
    await expect(images.filter({ hasText: name })).toBeVisible();
  }
  await page.screenshot({ path: testInfo.outputPath('media-picker-batch-fr-1280.png') });
  // The grid answers the search after the batch's reload: wait for it to hold only that image.
  await search.fill(names[0]!);
  await expect(images).toHaveCount(1);
  await expect(images.first()).toContainText(names[0]!);
  await images.first().click();
  await expect(page.getByText(path, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);

  // The public article shows it, as its hero and in its text.
  await page.goto(`/blog/${encodeURIComponent(slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // Both described by the library's French alt: the hero takes it too (decision 073).
  await expect(page.getByRole('img', { name: alt })).toHaveCount(2);
  expect(await page.locator(`img[src*="${id}"]`).count()).toBeGreaterThanOrEqual(2);

  await page.goto(`/admin/media/${id}`);
  const uses = page.getByRole('region', { name: 'Utilisations' });
  await expect(
    uses.getByRole('listitem').filter({ hasText: "Image principale d'un article" }),
  ).toContainText(title);
  await expect(uses.getByRole('listitem').filter({ hasText: "Texte d'un article" })).toContainText(
    title,
  );
  await expect(uses.getByRole('listitem').filter({ hasText: "Image d'une lettre" })).toContainText(
    `Lettre ${tag}`,
  );
});

test("a testimonial's photo, chosen in the library, shows round beside the name", async ({
  page,
}, testInfo) => {
  const name = `${uniqueTitle('portrait').replace(' ', '-')}.png`;
  await signInAs(page, 'editor', '/admin/testimonials');
  await page.getByRole('link', { name: 'Modifier le témoignage de Nathalie Perret' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier le témoignage');
  // Uploaded from inside the picker: into the library, and chosen at once.
  let { picker, images } = await openPicker(page, 'Choisir dans la médiathèque');
  await picker.getByLabel('Envoyer des images').setInputFiles(await picture(name, 'png'));
  await expect(picker).toBeHidden();
  const photo = page.locator('input[name="photo"]');
  const chosen = await photo.inputValue();
  expect(chosen).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  // Or dropped onto the picker's grid (a drop event carrying a DataTransfer built in the page
  // from the file's bytes, as Playwright documents): uploaded, and chosen in its place.
  const dropped = await picture(`${name.slice(0, -'.png'.length)}-glisse.png`, 'png');
  ({ picker, images } = await openPicker(page, 'Choisir dans la médiathèque'));
  await expect(images.first()).toBeVisible();
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, fileName, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], fileName, { type }),
      );
      return transfer;
    },
    { bytes: dropped.buffer.toString('base64'), fileName: dropped.name, type: dropped.mimeType },
  );
  await picker
    .getByRole('list', { name: 'Images de la médiathèque' })
    .dispatchEvent('drop', { dataTransfer });
  await expect(picker).toBeHidden();
  await expect(photo).not.toHaveValue(chosen);
  const path = await photo.inputValue();
  expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Témoignage mis à jour')).toBeVisible();

  for (const lang of ['fr', 'ar'] as const) {
    await page.goto(`/?lang=${lang}`);
    const cards = page.locator('#home-testimonials');
    const photo = cards.locator(`img[src*="${path.slice('/uploads/'.length)}"]`);
    await expect(photo).toHaveAttribute('alt', '');
    await expect(photo).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await cards.scrollIntoViewIfNeeded();
      await cards.screenshot({ path: testInfo.outputPath(`testimonials-${lang}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The photo is a use: the image cannot be deleted while the testimonial shows it. It is the
  // dropped file, kept in the library under its name.
  await page.goto(`/admin/media/${path.slice('/uploads/'.length, -'.webp'.length)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dropped.name);
  await expect(
    page
      .getByRole('region', { name: 'Utilisations' })
      .getByRole('link', { name: 'Nathalie Perret' }),
  ).toBeVisible();
  // Back as it was, for the specs that read the home page.
  await page.goto('/admin/testimonials');
  await page.getByRole('link', { name: 'Modifier le témoignage de Nathalie Perret' }).click();
  await page.getByRole('button', { name: "Retirer l'image" }).click();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(toast(page, 'Témoignage mis à jour')).toBeVisible();
});

/** The colour of an image's first pixel. */
async function colourOf(bytes: Buffer): Promise<number[]> {
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

/** Whether two colours are the same, give or take what lossy encoding moves them. */
const sameColour = (seen: number[], wanted: { r: number; g: number; b: number }) =>
  Math.abs(seen[0]! - wanted.r) < 16 &&
  Math.abs(seen[1]! - wanted.g) < 16 &&
  Math.abs(seen[2]! - wanted.b) < 16;

test('replaces the file of an image an article shows, everywhere, old addresses included', async ({
  page,
}, testInfo) => {
  const name = `${uniqueTitle('vitrine').replace(' ', '-')}.png`;
  const first = { r: 220, g: 30 + randomInt(40), b: 40 };
  const second = { r: 30, g: 60 + randomInt(40), b: 220 };
  await signInAs(page, 'editor', '/admin/media');
  await page.getByLabel('choisissez des fichiers').setInputFiles(await picture(name, 'png', first));
  const line = page.getByRole('list', { name: 'Images envoyées' }).getByRole('listitem');
  await line.getByRole('link', { name: "Décrire l'image" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const oldId = new URL(page.url()).pathname.split('/').at(-1)!;
  const oldPath = `/uploads/${oldId}.webp`;
  const optimized = (path: string) => `/_next/image?url=${encodeURIComponent(path)}&w=640&q=75`;

  const title = uniqueTitle('Article en vitrine');
  await page.goto('/admin/posts');
  await createInModal(page, {
    title,
    content: `Notre vitrine :\n\n![Vitrine](${oldPath})`,
    status: 'Publié',
  });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  const address = await page
    .getByRole('link', { name: `Voir « ${title} » sur le site (nouvel onglet)` })
    .getAttribute('href');
  if (!address) throw new Error('the published post has no public address');
  const html = await (await page.request.get(address)).text();
  expect(html).toContain(oldPath);
  // Its social card's address carries a version of the card (decision 084); any version, or
  // none, answers the current card.
  const printed = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const card = new URL(printed.replaceAll('&amp;', '&'));
  expect(card.searchParams.get('v')).toMatch(/^[\w-]{10}$/);
  for (const version of [card.search, '?v=ancienne', '']) {
    const answer = await page.request.get(`${card.pathname}${version}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  // Optimized once before the replacement: the instance keeps that encoding in memory.
  const before = await page.request.get(optimized(oldPath));
  expect(before.status()).toBe(200);
  expect(sameColour(await colourOf(await before.body()), first)).toBe(true);

  await page.goto(`/admin/media/${oldId}`);
  await page
    .getByLabel('Choisir le nouveau fichier')
    .setInputFiles(await picture('vitrine-2027.jpg', 'jpeg', second));
  await expect(page).not.toHaveURL(new RegExp(oldId));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('vitrine-2027.jpg');
  const newId = new URL(page.url()).pathname.split('/').at(-1)!;
  const newPath = `/uploads/${newId}.webp`;
  await expect(page.getByLabel('Informations')).toContainText('Fichier remplacé le');
  await expect(page.getByLabel('Informations')).toContainText('Remplacé par');
  const uses = page.getByRole('region', { name: 'Utilisations' });
  await expect(uses.getByRole('link', { name: title })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('media-replaced-fr-1280.png'),
    fullPage: true,
  });

  // The article, as a visitor gets it, shows the new file: other bytes at its image's address.
  const visitor = await page.context().browser()!.newContext();
  try {
    const article = await visitor.newPage();
    await article.goto(address);
    const shown = article.locator(`article img[src="${newPath}"]`);
    await expect(shown).toBeVisible();
    await expect(article.locator(`img[src="${oldPath}"]`)).toHaveCount(0);
    const src = await shown.getAttribute('src');
    const now = await visitor.request.get(src!);
    expect(sameColour(await colourOf(await now.body()), second)).toBe(true);

    // The old address still answers, with the new image, briefly cached; optimized too.
    const old = await visitor.request.get(oldPath);
    expect(old.status()).toBe(200);
    expect(old.headers()['cache-control']).toBe('public, max-age=60');
    expect(sameColour(await colourOf(await old.body()), second)).toBe(true);
    const oldOptimized = await visitor.request.get(optimized(oldPath));
    expect(oldOptimized.status()).toBe(200);
    expect(sameColour(await colourOf(await oldOptimized.body()), second)).toBe(true);
  } finally {
    await visitor.close();
  }
});
