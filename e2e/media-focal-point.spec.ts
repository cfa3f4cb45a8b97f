// Issue 33, decision 073: an article's hero image described and focused in the media library.
// The Arabic article's hero has the Arabic description as its alt; with only a French one, the
// French is shown marked lang="fr". The blog card and the hero crop around the focal point and
// follow it when it moves, as does the social card (another image, another ETag). French and
// Arabic pages at 1280 and 390 px; the card is screenshotted before and after at 390 px.
import { writeFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInAs, test } from './support/admin';
import { createInModal, openEditor, testCategory, toast, uniqueTitle } from './support/admin-posts';

/**
 * A portrait of three bands (cyan, grey, orange from top to bottom): a 16:9 crop shows one band
 * mostly, so a moved focal point is seen in a screenshot.
 */
async function bandedPortrait(name: string) {
  const band = (color: string) =>
    sharp({ create: { width: 600, height: 300, channels: 3, background: color } })
      .png()
      .toBuffer();
  const buffer = await sharp({
    create: { width: 600, height: 900, channels: 3, background: '#777777' },
  })
    .composite([
      { input: await band('#00c8ff'), top: 0, left: 0 },
      { input: await band('#ff8800'), top: 600, left: 0 },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The library's detail screen of an image: a focal point clicked, the alt texts given, saved. */
async function describeInLibrary(
  page: Page,
  id: string,
  { focal, fr, ar }: { focal: [number, number]; fr: string; ar: string },
) {
  await page.goto(`/admin/media/${id}`);
  await page.getByLabel('Texte alternatif').first().fill(fr);
  const arabic = page.getByRole('tabpanel', { name: /^Arabe/ });
  await expect(async () => {
    await page.getByRole('tab', { name: /^Arabe/ }).click();
    await expect(arabic).toBeVisible({ timeout: 500 });
  }).toPass();
  await arabic.getByLabel('Texte alternatif').fill(ar);
  const focus = page.getByTestId('media-focus');
  const box = (await focus.boundingBox())!;
  await focus.click({
    position: { x: (box.width * focal[0]) / 100, y: (box.height * focal[1]) / 100 },
  });
  await expect(
    page.getByText(`${focal[0]} % depuis la gauche, ${focal[1]} % depuis le haut`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Image décrite.' }),
  ).toBeVisible();
}

/** A visitor's page (no staff session), at a width. */
async function visitorPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const heroOf = (page: Page) => page.locator('article figure img');

const cardImageOf = (page: Page, title: string): Locator =>
  page.locator('.post-card').filter({ hasText: title }).locator('.post-card-image img');

/** Loads `path` until `check` passes: a saved change shows on the next request. */
async function untilShown(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass();
}

test('the library’s focal point and alt texts shape the article’s hero, the cards and the social card', async ({
  page,
  browser,
}, testInfo) => {
  // Two widths, two languages, the article and the list each: longer than one page's test.
  test.slow();
  const title = uniqueTitle('Point focal');
  const token = title.split(' ').at(-1)!;
  const arabicTitle = `نقطة التركيز ${token}`;
  const frenchSlug = `point-focal-${token}`;
  const arabicSlug = `nuqta-${token}`;
  const fileName = `hero-${token}.png`;

  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, { title, content: 'Un article illustré.', status: 'Brouillon' });
  await expect(toast(page, 'Succès', 'Article créé avec succès')).toBeVisible();
  await openEditor(page, title);
  await page.getByLabel('Catégorie').fill(testCategory);
  await page.getByLabel("Slug (adresse de l'article)").fill(frenchSlug);
  await page.getByLabel("Fichier de l'image").setInputFiles(await bandedPortrait(fileName));
  const preview = page.getByRole('img', { name: "Aperçu de l'image choisie" });
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
  const heroPath = (await preview.getAttribute('src'))!;
  const id = heroPath.replace(/^\/uploads\/|\.webp$/g, '');
  // The Arabic text has no alt text of its own: the library's is shown.
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await page.getByLabel('Titre', { exact: true }).fill(arabicTitle);
  await page.getByLabel("Slug (adresse de l'article)").fill(arabicSlug);
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(toast(page, 'Succès', 'Article publié')).toBeVisible();

  const frenchAlt = `Trois bandes de couleur ${token}`;
  const arabicAlt = `ثلاثة أشرطة ملونة ${token}`;
  await describeInLibrary(page, id, { focal: [50, 90], fr: frenchAlt, ar: arabicAlt });

  const articles = { fr: `/blog/${frenchSlug}`, ar: `/blog/${arabicSlug}?lang=ar` } as const;
  const lists = { fr: `/blog?q=${token}`, ar: `/blog?q=${token}&lang=ar` } as const;
  const cardTitles = { fr: title, ar: arabicTitle } as const;
  for (const width of [1280, 390]) {
    const visitor = await visitorPage(browser, width);
    for (const lang of ['fr', 'ar'] as const) {
      await untilShown(visitor, articles[lang], async () => {
        await expect(heroOf(visitor)).toHaveAttribute('alt', lang === 'fr' ? frenchAlt : arabicAlt);
        await expect(heroOf(visitor)).toHaveCSS('object-position', '50% 90%');
      });
      await expect(heroOf(visitor)).not.toHaveAttribute('lang');
      // next/image's widths are unchanged: a srcset of its own widths, the hero's sizes.
      await expect(heroOf(visitor)).toHaveAttribute('sizes', /976px/);
      await expect(heroOf(visitor)).toHaveAttribute('srcset', /\/_next\/image\?url=/);
      await expect(visitor.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await visitor.screenshot({
        path: testInfo.outputPath(`article-${lang}-${width}.png`),
        fullPage: false,
      });
      await untilShown(visitor, lists[lang], async () => {
        await expect(cardImageOf(visitor, cardTitles[lang])).toHaveCSS(
          'object-position',
          '50% 90%',
        );
      });
      if (width === 390)
        await visitor
          .locator('.post-card')
          .filter({ hasText: cardTitles[lang] })
          .screenshot({ path: testInfo.outputPath(`card-${lang}-390-before.png`) });
    }
    await visitor.context().close();
  }
  const socialCard = `/blog/${arabicSlug}/opengraph-image?lang=ar`;
  const before = await page.request.get(socialCard);
  expect(before.headers()['content-type']).toBe('image/png');
  const beforeTag = before.headers()['etag'];
  expect(beforeTag).toBeTruthy();
  await writeFile(testInfo.outputPath('social-card-ar-before.png'), await before.body());

  // Moved to the top band, and described in French only.
  await describeInLibrary(page, id, { focal: [50, 10], fr: frenchAlt, ar: '' });
  const visitor = await visitorPage(browser, 390);
  await untilShown(visitor, articles.ar, async () => {
    await expect(heroOf(visitor)).toHaveAttribute('alt', frenchAlt);
    await expect(heroOf(visitor)).toHaveAttribute('lang', 'fr');
    await expect(heroOf(visitor)).toHaveCSS('object-position', '50% 10%');
  });
  await expect(visitor.locator('article figure figcaption')).toHaveAttribute('lang', 'fr');
  await visitor.screenshot({ path: testInfo.outputPath('article-ar-390-after.png') });
  for (const lang of ['fr', 'ar'] as const) {
    await untilShown(visitor, lists[lang], async () => {
      await expect(cardImageOf(visitor, cardTitles[lang])).toHaveCSS('object-position', '50% 10%');
    });
    await visitor
      .locator('.post-card')
      .filter({ hasText: cardTitles[lang] })
      .screenshot({ path: testInfo.outputPath(`card-${lang}-390-after.png`) });
  }
  await visitor.context().close();

  const after = await page.request.get(socialCard);
  expect(after.headers()['etag']).toBeTruthy();
  expect(after.headers()['etag']).not.toBe(beforeTag);
  await writeFile(testInfo.outputPath('social-card-ar-after.png'), await after.body());
});
