// Issue 29, the landing pages as content: an editor creates /services/neuchatel (a slug already
// used is refused beside the field, keeping what was typed), finds it at once in the services
// page's links, the sitemap, its own hreflang alternates and JSON-LD areaServed, in French and
// Arabic; renames it and the old address answers 308 in every language; compares the rename with
// the page as created in its history and restores that first version (decision 064); deletes it
// with a 410, and restores it from the bin (decision 065). The form is used by keyboard alone, and
// axe finds nothing on the list, the form, the delete dialog, the history and the bin. French
// admin at 1280 px; the English admin at 390 px is screenshotted.
//
// No other spec reads the Neuchâtel page; it is deleted at the end, and a rerun creates it anew
// (the address given back is live again).
import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  expectWordAddedInHistory,
  openLanguage,
  signInAs,
  test,
} from './support/admin';
import { landingSharedSectionSeeds } from '../src/server/page-sections/landing-shared-section-seeds';

/** Focuses a field and types into it, as a keyboard user does. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

const title = "Agence d'automatisation IA à Neuchâtel";
const editLink = /Modifier la page « Agence d.automatisation IA à Neuchâtel »/;

/** Deletes the page shown in its form, its address answering 410 (the dialog's default). */
async function deleteShownPage(page: Page) {
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette page ?' });
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/admin\/landing-pages$/);
}
const arabicCallToAction = String(landingSharedSectionSeeds.ar.cta?.title);

test('an editor creates, renames and deletes a landing page, which the site follows at once', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'editor', '/admin/landing-pages');
  await page.goto('/admin/landing-pages?lang=fr');
  await expect(page.getByRole('heading', { name: 'Pages de destination' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Modifier la page « Agence d.automatisation IA à Genève »$/ }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('landing-list-fr-1280.png'), fullPage: true });

  // By keyboard: the "new" link, then every field typed, the form sent with Enter.
  await page.getByRole('link', { name: 'Nouvelle page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/landing-pages\/new$/);
  await typeInto(page, page.getByLabel('Adresse', { exact: true }), 'geneve');
  await page.getByLabel('Type', { exact: true }).focus();
  await page.keyboard.press('ArrowDown'); // region → specialised
  await page.keyboard.press('ArrowUp'); // back to region
  await typeInto(
    page,
    page.getByLabel('Zone desservie', { exact: true }),
    'Neuchâtel, Switzerland',
  );
  await typeInto(page, page.getByLabel('Pays', { exact: true }), 'CH');
  const french = await openLanguage(page, 'Français');
  await typeInto(page, french.getByLabel('Titre', { exact: true }), title);
  await typeInto(
    page,
    french.getByLabel('Description', { exact: true }),
    'Chatbots et workflows pour les PME neuchâteloises.',
  );
  await typeInto(
    page,
    french.getByLabel('Titre principal', { exact: true }),
    "L'IA au service de Neuchâtel",
  );
  await typeInto(
    page,
    french.getByLabel("Texte d'introduction", { exact: true }),
    'Horlogerie, microtechnique et PME.',
  );
  await typeInto(page, french.getByLabel(/^Lieu dans le titre/), 'à Neuchâtel');
  await typeInto(
    page,
    french.getByLabel('Paragraphes sur le lieu', { exact: true }),
    "Le canton de l'horlogerie.",
  );
  // A country block with its subtitle only: its call to action stays the generic one.
  await typeInto(
    page,
    french.getByLabel('Pays : sous-titre', { exact: true }),
    'Le canton des microtechniques',
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByLabel('Zone desservie', { exact: true }).focus();
  await page.keyboard.press('Enter');

  // A slug already used: refused beside the field, everything typed kept.
  await expect(
    page.getByText('Cette adresse est déjà utilisée par une autre page de destination'),
  ).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toBeFocused();
  await expect(french.getByLabel('Titre', { exact: true })).toHaveValue(title);
  await typeInto(page, page.getByLabel('Adresse', { exact: true }), 'neuchatel');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/landing-pages$/);

  // At once on the site: the services page's regional links, the page itself, the sitemap.
  await page.goto('/services');
  const regional = page.getByRole('navigation', { name: 'Régions' });
  await expect(
    regional.getByRole('link', { name: /^Agence d.automatisation IA à Neuchâtel$/ }),
  ).toBeVisible();
  for (const [query, lang] of [
    ['', 'fr'],
    ['?lang=ar', 'ar'],
  ] as const) {
    const response = await page.goto(`/services/neuchatel${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Neuchâtel');
    // Not translated yet: the Arabic page shows the French text, marked as French.
    if (lang === 'ar') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('dir', 'ltr');
      // So is every other place that shows its copy: here the breadcrumb's current page.
      const current = page.locator('[aria-current="page"]', { hasText: 'Neuchâtel' });
      await expect(current).toHaveAttribute('lang', 'fr');
      await expect(current).toHaveAttribute('dir', 'ltr');
      // The place alone inside the Arabic sentence of the intro's heading, and the country's
      // subtitle; the call to action the page leaves empty is the Arabic generic one, unmarked,
      // and the country blocks it has no text for are left out rather than shown empty.
      for (const french of ['à Neuchâtel', 'Le canton des microtechniques']) {
        const shown = page.locator('main [lang="fr"]', { hasText: new RegExp(`^${french}$`) });
        await expect(shown).toHaveCount(1);
        await expect(shown).toHaveAttribute('dir', 'ltr');
      }
      const callToAction = page.locator('#landing-cta-title');
      await expect(callToAction).toHaveText(arabicCallToAction);
      await expect(callToAction).not.toHaveAttribute('lang', /./);
      await expect(page.locator('main h2:empty')).toHaveCount(0);
    }
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map(
          (link) =>
            `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}${new URL(link.getAttribute('href')!).search}`,
        ),
      );
    expect(alternates).toEqual(
      expect.arrayContaining([
        'fr /services/neuchatel',
        'ar /services/neuchatel?lang=ar',
        'x-default /services/neuchatel',
      ]),
    );
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(data.join('\n')).toContain(
      '"areaServed":{"@type":"Place","name":"Neuchâtel, Switzerland"}',
    );
    await page.screenshot({
      path: testInfo.outputPath(`landing-neuchatel-${lang}-1280.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services/neuchatel?lang=ar');
  await page.screenshot({
    path: testInfo.outputPath('landing-neuchatel-ar-390.png'),
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const sitemap = await (await request.get('/sitemaps/pages.xml')).text();
  expect(sitemap).toContain('/services/neuchatel</loc>');
  expect(sitemap).toContain('/services/neuchatel?lang=ar');
  expect((await request.get('/services/neuchatel-pas-la', { maxRedirects: 0 })).status()).toBe(404);

  // The English admin at 390 px, for the screenshot of the form.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/landing-pages?lang=en');
  await page.screenshot({ path: testInfo.outputPath('landing-list-en-390.png'), fullPage: true });
  await page
    .getByRole('link', { name: /^Edit the page “Agence d.automatisation IA à Neuchâtel”$/ })
    .click();
  const arabic = await openLanguage(page, 'Arabic');
  await expect(arabic.getByText('French text').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('landing-form-en-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Renamed: the old address answers 308 to the new one, in every language.
  await page.goto('/admin/landing-pages?lang=fr');
  await page.getByRole('link', { name: editLink }).click();
  await typeInto(page, page.getByLabel('Adresse', { exact: true }), 'neuchatel-ville');
  await page.screenshot({ path: testInfo.outputPath('landing-form-fr-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page).toHaveURL(/\/admin\/landing-pages$/);
  for (const query of ['', '?lang=en', '?lang=ar', '?lang=ar-ma']) {
    const moved = await request.get(`/services/neuchatel${query}`, { maxRedirects: 0 });
    expect(moved.status(), query).toBe(308);
    expect(moved.headers().location).toContain(`/services/neuchatel-ville${query}`);
  }
  expect((await request.get('/services/neuchatel-ville')).status()).toBe(200);

  // Its history: the rename against the page as created, word by word; the first version
  // restored (two clicks) is live at once, at its first address again.
  await page.getByRole('link', { name: editLink }).click();
  await page.getByRole('link', { name: 'Historique', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/landing-pages\/[0-9a-f-]+\/history$/);
  await expectWordAddedInHistory(page, testInfo, {
    language: 'Français',
    from: 1,
    to: 2,
    added: /ville/,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Restaurer la version 1' }).click();
  await expect(page.getByText('Version 1 restaurée : elle est en ligne.')).toBeVisible();
  expect((await request.get('/services/neuchatel')).status()).toBe(200);
  expect((await request.get('/services/neuchatel-ville', { maxRedirects: 0 })).status()).toBe(308);

  // Deleted, after its confirmation, with a 410.
  await page.goto('/admin/landing-pages');
  await page.getByRole('link', { name: editLink }).click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette page ?' });
  await expect(
    dialog.getByRole('radio', { name: 'Page supprimée définitivement (410)' }),
  ).toBeChecked();
  await dialog.getByRole('radio', { name: 'Rediriger vers une autre page (308)' }).check();
  await expect(dialog.getByLabel('Page de redirection')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('landing-delete-fr-1280.png') });
  await dialog.getByRole('radio', { name: 'Page supprimée définitivement (410)' }).check();
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/admin\/landing-pages$/);
  for (const path of ['/services/neuchatel-ville', '/services/neuchatel'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(410);
  await page.goto('/services');
  await expect(page.getByRole('link', { name: /Neuchâtel/ })).toHaveCount(0);

  // In the bin, from the list's link: restored as it was, its address live again.
  await page.goto('/admin/landing-pages');
  await page.getByRole('link', { name: 'Corbeille' }).click();
  await expect(page).toHaveURL(/\/admin\/landing-pages\/bin$/);
  const binned = page.getByRole('row', { name: `${title} — /services/neuchatel` }).first();
  await expect(binned).toContainText('30 jours');
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bin-fr-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('bin-fr-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await binned
    .getByRole('button', { name: `Restaurer « ${title} — /services/neuchatel »` })
    .click();
  await expect(page.getByText(`« ${title} — /services/neuchatel » est restaurée`)).toBeVisible();
  expect((await request.get('/services/neuchatel')).status()).toBe(200);

  // Deleted again, so that a rerun creates it anew.
  await page.goto('/admin/landing-pages');
  await page.getByRole('link', { name: editLink }).click();
  await deleteShownPage(page);
});
