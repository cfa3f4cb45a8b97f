// Issue 5 §3 Articles and §5: create a post in the modal and see it at the top of the table;
// schedule a post and see it appear on the blog when its time comes; delete with confirmation.
// Writing and publishing a translated post: e2e/cache/translated-post.spec.ts.
//
// The posts written here share the run's database with the blog specs: published ones get their
// own category ('Tests') and keywords, and their words match none of the blog specs' searches.
import type { Locator } from '@playwright/test';
import { isoToZurichLocal } from '../src/lib/time/zurich-time';
import {
  accessibilityViolations,
  expect,
  expectWordAddedInHistory,
  signInAs,
  test,
} from './support/admin';
import {
  blogTitles,
  createInModal,
  openEditor,
  testCategory,
  toast,
  uniqueTitle,
} from './support/admin-posts';

// One table, one order: these tests read "the top of the table", so they run one after another.
test.describe.configure({ mode: 'serial' });

/**
 * A toast drawn above everything, an open modal dialog too (what the pointer reaches at its
 * middle is the toast, not the dialog's backdrop), its close button wholly inside its end corner.
 */
async function expectToastOnTop(toastShown: Locator) {
  await expect(toastShown).toBeVisible();
  await expect
    .poll(() =>
      toastShown.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const close = element.querySelector('[data-close-button]')!.getBoundingClientRect();
        const middle = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          onTop: element.contains(middle),
          closeAtEnd: close.left > box.left + box.width / 2,
          closeInside:
            close.left >= box.left &&
            close.right <= box.right &&
            close.top >= box.top &&
            close.bottom <= box.bottom,
        };
      }),
    )
    .toEqual({ onTop: true, closeAtEnd: true, closeInside: true });
}

test('a post created in the modal appears at the top of the table; a refused one keeps its text', async ({
  page,
}) => {
  await signInAs(page, 'editor', '/admin/posts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles');

  // Refused (no title): the destructive toast, the error next to the field, the text kept.
  // The toast shows above the dialog, on a phone too.
  await createInModal(page, { title: '', content: 'Un texte sans titre.', status: 'Brouillon' });
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' });
  const refused = toast(page, 'Erreur', "Échec de la création de l'article");
  await expectToastOnTop(refused);
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expectToastOnTop(refused.first());
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(dialog.getByText('Le titre est requis')).toBeVisible();
  await expect(dialog.getByLabel('Titre')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Contenu')).toHaveValue('Un texte sans titre.');

  // Accepted: the success toast, the dialog closes, the article heads the table as a draft.
  const title = uniqueTitle('Brouillon de bout en bout');
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(toast(page, 'Succès', 'Article créé avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText('Brouillon');

  // The form starts empty again.
  await page.getByRole('button', { name: '+ Nouvel article' }).click();
  await expect(dialog.getByLabel('Titre')).toHaveValue('');
  await expect(dialog.getByLabel('Contenu')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // A draft is not on the blog; deleting it asks first, then it leaves the table.
  expect(await blogTitles(page, '/blog')).not.toContain(title);
  await openEditor(page, title);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Succès', 'Article supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('a scheduled post stays off the blog until its time, then appears', async ({ page }) => {
  const title = uniqueTitle('Programmé pour dans quelques secondes');
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, {
    title,
    content: 'Ce texte paraît à son heure.',
    status: 'Brouillon',
  });
  await expect(toast(page, 'Succès', 'Article créé avec succès')).toBeVisible();
  await openEditor(page, title);
  await page.getByLabel('Catégorie').fill(testCategory);
  await page.getByLabel('Mots-clés cibles').fill('parution programmée');

  const dueAt = new Date(Date.now() + 8_000);
  await page
    .getByLabel('Date et heure de publication')
    .fill(isoToZurichLocal(dueAt.toISOString(), true));
  await page.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(toast(page, 'Succès', 'Article programmé pour le')).toBeVisible();
  await expect(page.getByText('Sera publié le')).toBeVisible();

  // Before its time: not on the blog (this request renders the list anew, after the change).
  expect(await blogTitles(page, '/blog')).not.toContain(title);
  expect(Date.now()).toBeLessThan(dueAt.getTime());

  // When its time comes, the very first request shows it, without anyone touching it again.
  await expect.poll(() => Date.now(), { timeout: 30_000 }).toBeGreaterThanOrEqual(dueAt.getTime());
  expect(await blogTitles(page, '/blog')).toContain(title);

  // The table says it is published now.
  await page.goto('/admin/posts');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Publié');
});

test('a deleted published post waits in the bin; restored, its page answers again', async ({
  page,
}) => {
  const title = uniqueTitle('Remis de la corbeille');
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, { title, content: 'Ce texte revient.', status: 'Publié' });
  await expect(toast(page, 'Succès', 'Article créé avec succès')).toBeVisible();
  const address = await page
    .getByRole('link', { name: `Voir « ${title} » sur le site (nouvel onglet)` })
    .getAttribute('href');
  if (!address) throw new Error('the published post has no public address');
  expect((await page.request.get(address)).status()).toBe(200);

  // Deleted: its page leads to the blog, and the bin lists it with who deleted it.
  await openEditor(page, title);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Succès', 'Article supprimé')).toBeVisible();
  expect((await page.request.get(address, { maxRedirects: 0 })).status()).toBe(308);
  await page.getByRole('link', { name: 'Corbeille' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corbeille');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('30 jours');
  await expect(row).toContainText('@');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Restored: it leaves the bin, its page answers 200 again, published as before.
  await row.getByRole('button', { name: `Restaurer « ${title} »` }).click();
  await expect(toast(page, 'Succès', `« ${title} » est restauré`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(address, { maxRedirects: 0 })).status()).toBe(200);
  await page.goto('/admin/posts');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Publié');
});

// Versions (decision 064), for an article: each save that changes it is kept; the history
// compares an Arabic title word by word and restores the earlier one, live at once.
test('an editor compares two versions of an article in Arabic and restores the earlier one', async ({
  page,
}, testInfo) => {
  const title = uniqueTitle('Article avec versions');
  const slug = `versions-${title.split(' ').at(-1)}`;
  const arabicTitle = 'أتمتة الفواتير';
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, { title, content: 'Un texte qui change.', status: 'Brouillon' });
  await expect(toast(page, 'Succès', 'Article créé avec succès')).toBeVisible();
  await openEditor(page, title);
  // Published in the tests' own category, out of the blog specs' lists.
  await page.getByLabel('Catégorie').fill(testCategory);
  const arabic = async (text: string, button: string, done: string) => {
    await page.getByRole('tab', { name: /Arabe/ }).click();
    await page.getByLabel('Titre', { exact: true }).fill(text);
    await page.getByLabel("Slug (adresse de l'article)").fill(slug);
    await page.getByRole('button', { name: button, exact: true }).click();
    // Closed, so that the next save's toast is its own (the save is done when it shows).
    const saved = toast(page, 'Succès', done);
    await saved.locator('[data-close-button]').click();
    await expect(saved).toHaveCount(0);
  };
  await arabic(arabicTitle, 'Publier maintenant', 'Article publié');
  // Online, a change is a draft until published (decision 071): published, it is a version.
  await arabic(`${arabicTitle} الجديدة`, 'Publier les modifications', 'Modifications publiées');

  await page.getByRole('link', { name: 'Historique', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Historique : ${title}`);
  const versions = page.getByRole('table', { name: /^Versions de la fiche/ });
  const rows = versions.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expectWordAddedInHistory(page, testInfo, {
    language: 'Arabe',
    from: 2,
    to: 3,
    added: /الجديدة/,
  });

  page.once('dialog', (dialog) => void dialog.accept());
  await versions.getByRole('button', { name: 'Restaurer la version 2' }).click();
  await expect(page.getByText('Version 2 restaurée : elle est en ligne.')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Restauration');
  const arabicPage = await blogTitles(page, `/blog/${slug}?lang=ar`);
  expect(arabicPage).toContain(arabicTitle);
  expect(arabicPage).not.toContain('الجديدة');
});

// Drafts of a published article (decision 071): its edits are kept apart until published; a
// visitor reads the article online all along, a member of staff previews the draft.
test('an edit of a published article stays a draft, previewed by staff, until published', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('Article en brouillon');
  const slug = `brouillon-${title.split(' ').at(-1)}`;
  const liveTitle = 'أتمتة المتابعة';
  const draftTitle = 'أتمتة المتابعة بعد التعديل';
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const visitorReads = async () => {
    const response = await visitor.get(`/blog/${encodeURIComponent(slug)}?lang=ar`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  const arabicTitle = page.getByLabel('Titre', { exact: true });
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, { title, content: 'Un texte à relancer.', status: 'Brouillon' });
  await expect(toast(page, 'Succès', 'Article créé avec succès')).toBeVisible();
  await openEditor(page, title);
  await page.getByLabel('Catégorie').fill(testCategory);
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await arabicTitle.fill(liveTitle);
  await page.getByLabel("Slug (adresse de l'article)").fill(slug);
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(toast(page, 'Succès', 'Article publié')).toBeVisible();

  // Saved as a draft: the banner says so, the article online is unchanged.
  await expect(page.getByRole('tab', { name: /Arabe/ })).toHaveAttribute('aria-selected', 'true');
  await arabicTitle.fill(draftTitle);
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(toast(page, 'Succès', 'Brouillon enregistré')).toBeVisible();
  await expect(page.getByText(/^Brouillon non publié — enregistré par/)).toBeVisible();
  expect(await visitorReads()).toContain(liveTitle);
  expect(await visitorReads()).not.toContain(draftTitle);

  // The preview screen, in a tab of its own: the article's own page in draft mode, for this
  // member of staff only, French and Arabic side by side.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^Prévisualiser l'article avec le brouillon/ }).click(),
  ]);
  await expect(preview).toHaveURL(/\/admin\/posts\/[^/]+\/preview/);
  const arabicFrame = preview.frameLocator('iframe[data-preview-locale="ar"]');
  const frenchFrame = preview.frameLocator('iframe[data-preview-locale="fr"]');
  await expect(arabicFrame.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await expect(arabicFrame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frenchFrame.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(arabicFrame.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Its head is the draft's too: the tab's title and the article's structured data.
  // (textContent: a head's elements have no rendered text.)
  await expect
    .poll(() => arabicFrame.locator('head > title').textContent())
    .toMatch(new RegExp(`^${draftTitle} \\|`));
  expect(
    (await arabicFrame.locator('script[type="application/ld+json"]').allTextContents()).join(),
  ).toContain(`"headline":"${draftTitle}"`);

  // Another save of the draft in the editor's tab: the preview shows it, without a reload of its
  // screen (the mark set on its window survives) — it polls the article's stamp.
  await preview.evaluate(() => Object.assign(window, { previewNotReloaded: true }));
  const editedTitle = `${draftTitle} مرة أخرى`;
  await arabicTitle.fill(editedTitle);
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(toast(page, 'Succès', 'Brouillon enregistré')).toBeVisible();
  await expect(arabicFrame.getByRole('heading', { level: 1 })).toHaveText(editedTitle);
  expect(await preview.evaluate(() => 'previewNotReloaded' in window)).toBe(true);
  await preview.setViewportSize({ width: 1280, height: 900 });
  await preview.screenshot({ path: testInfo.outputPath('post-preview-ar-fr-1280.png') });
  await preview.getByRole('radio', { name: 'Téléphone, 390 px' }).check();
  await expect(preview.locator('iframe[data-preview-locale="ar"]')).toHaveAttribute('width', '390');
  await expect(arabicFrame.getByRole('heading', { level: 1 })).toHaveText(editedTitle);
  await expect(frenchFrame.getByRole('heading', { level: 1 })).toHaveText(title);
  await preview.screenshot({ path: testInfo.outputPath('post-preview-ar-fr-390.png') });
  await preview.close();
  expect(await visitorReads()).not.toContain(draftTitle);

  // The table marks it; the editor opens on the draft.
  await page.goto('/admin/posts');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(
    'Modifications non publiées',
  );
  await openEditor(page, title);
  await expect(page.getByText(/^Brouillon non publié — enregistré par/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('post-draft-fr-1280.png'), fullPage: true });
  await page.getByRole('tab', { name: /Arabe/ }).click();
  await expect(arabicTitle).toHaveValue(editedTitle);
  await page.screenshot({ path: testInfo.outputPath('post-draft-ar-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('post-draft-ar-390.png'), fullPage: true });
  await page.getByRole('tab', { name: /Français/ }).click();
  await page.screenshot({ path: testInfo.outputPath('post-draft-fr-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: /Arabe/ }).click();

  await page.getByRole('button', { name: 'Publier les modifications' }).click();
  await expect(toast(page, 'Succès', 'Modifications publiées')).toBeVisible();
  await expect(page.getByText(/^Brouillon non publié/)).toHaveCount(0);
  await expect.poll(visitorReads).toContain(editedTitle);
  await page.goto('/admin/posts');
  await expect(page.getByRole('row').filter({ hasText: title })).not.toContainText(
    'Modifications non publiées',
  );
  await visitor.dispose();
});
