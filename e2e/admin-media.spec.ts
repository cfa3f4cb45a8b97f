// Issue 33: the media library. Three images chosen at once (an SVG among them is refused, the
// two others are uploaded, each with its own line), one described in French and Arabic and its
// focal point set by a click and the arrow keys, the grid's filters and search finding it by
// those texts; an image used by an article cannot be deleted, and the refusal names the
// article. The grid and the detail screen are screenshotted in the French and English admin at
// 1280 and 390 px. An image an article shows has its file replaced (decision 074): the article
// shows the new file under its new name, and the old address, itself or optimized by next/image,
// answers with the new image too.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAs, test } from './support/admin';
import { createInModal, uniqueTitle } from './support/admin-posts';

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
  const arabic = page.getByRole('tabpanel', { name: /^Arabe/ });
  await expect(async () => {
    await page.getByRole('tab', { name: /^Arabe/ }).click();
    await expect(arabic).toBeVisible({ timeout: 500 });
  }).toPass();
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
  expect(await (await page.request.get(address)).text()).toContain(oldPath);
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
