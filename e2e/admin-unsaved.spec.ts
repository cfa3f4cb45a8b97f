// Issue 17 §13: what an editor typed is never thrown away without asking. A form dialog with
// something typed asks on Escape, a click outside or Annuler; an editor with unsaved changes asks
// before a sidebar link, the browser's back or closing the tab. In French and in English.
// Issue 17 §9: the testimonial form warns when the name is one of the agency's own people.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { insertPost } from './support/blog-fixtures';
import { expect, signInAs, test } from './support/admin';

const question = {
  fr: {
    title: 'Abandonner les modifications ?',
    keep: 'Continuer la saisie',
    discard: 'Abandonner',
  },
  en: { title: 'Discard your changes?', keep: 'Keep editing', discard: 'Discard' },
} as const;

/** The question 'Abandonner les modifications ?' (or its English), when it is shown. */
function confirmation(page: Page, lang: 'fr' | 'en') {
  return page.getByRole('alertdialog', { name: question[lang].title });
}

async function answer(page: Page, lang: 'fr' | 'en', choice: 'keep' | 'discard'): Promise<void> {
  const dialog = confirmation(page, lang);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: question[lang][choice] }).click();
  await expect(dialog).toBeHidden();
}

function sidebarLink(page: Page, name: string) {
  return page.getByRole('complementary').getByRole('link', { name, exact: true });
}

test("the '+ Nouvel article' dialog asks before Escape, a click outside or Annuler throw away what was typed", async ({
  page,
}, testInfo) => {
  await signInAs(page, 'editor', '/admin/posts');
  const open = page.getByRole('button', { name: '+ Nouvel article' });
  const dialog = page.getByRole('dialog', { name: 'Nouvel article' });

  // Nothing typed: Escape closes at once.
  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(confirmation(page, 'fr')).toHaveCount(0);

  const title = `Brouillon à garder ${randomUUID().slice(0, 8)}`;
  await open.click();
  await dialog.getByLabel('Titre').fill(title);
  await dialog.getByLabel('Contenu').fill('Un premier paragraphe.');

  // Escape asks; keeping the text leaves everything as it was.
  await page.keyboard.press('Escape');
  await expect(confirmation(page, 'fr')).toBeVisible();
  await expect(
    confirmation(page, 'fr').getByRole('button', { name: 'Continuer la saisie' }),
  ).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('discard-question-fr.png') });
  await answer(page, 'fr', 'keep');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Titre')).toHaveValue(title);

  // A click outside the dialog asks too; so does Annuler.
  await page.mouse.click(5, 5);
  await answer(page, 'fr', 'keep');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await answer(page, 'fr', 'keep');
  await expect(dialog.getByLabel('Contenu')).toHaveValue('Un premier paragraphe.');

  // Thrown away on purpose: the dialog closes and starts empty next time.
  await page.keyboard.press('Escape');
  await answer(page, 'fr', 'discard');
  await expect(dialog).toBeHidden();
  await open.click();
  await expect(dialog.getByLabel('Titre')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('the article editor asks before a sidebar link, the back button or closing the tab take unsaved changes away', async ({
  page,
}) => {
  const post = insertPost('draft');
  await signInAs(page, 'editor', '/admin/posts');
  // Opened from the list in the page (not loaded anew), so Back stays inside the admin's page.
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'article");
  const editor = page.url();
  const titleField = page.getByLabel('Titre', { exact: true });
  const changed = `${post.title} (modifié)`;

  // Nothing changed yet: a link leaves without a question.
  await sidebarLink(page, 'Contacts').click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(editor);
  await expect(titleField).toHaveValue(post.title);

  await titleField.fill(changed);
  await sidebarLink(page, 'Contacts').click();
  await answer(page, 'fr', 'keep');
  expect(page.url()).toBe(editor);
  await expect(titleField).toHaveValue(changed);

  // The browser's back: the question, and the address bar still shows the editor.
  await page.evaluate(() => window.history.back());
  await answer(page, 'fr', 'keep');
  await expect(page).toHaveURL(editor);
  await expect(titleField).toHaveValue(changed);
  await page.evaluate(() => window.history.back());
  await answer(page, 'fr', 'discard');
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByRole('link', { name: post.title, exact: true })).toBeVisible();

  // What was thrown away stays thrown away: the editor shows the post as saved.
  await page.getByRole('link', { name: post.title, exact: true }).click();
  await expect(titleField).toHaveValue(post.title);

  // Closing the tab: the browser's own question.
  await titleField.fill(changed);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const beforeUnload = await asked;
  expect(beforeUnload.type()).toBe('beforeunload');
  await beforeUnload.accept();
});

test('in English: the testimonial form warns about an agency name and asks before a link or Cancel throws it away; so does the redirect dialog', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'editor');
  await page.goto('/admin/testimonials/new?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New testimonial');

  const name = page.getByLabel('Name', { exact: true });
  await name.fill('marc FAVRE');
  const warning = page.getByRole('status').filter({ hasText: 'is on the agency' });
  await expect(warning).toHaveText(
    "Marc Favre is on the agency's team (About page). A testimonial comes from a client: check that this is not the same person.",
  );
  await name.fill('Nathalie Perret');
  await expect(warning).toHaveCount(0);

  await sidebarLink(page, 'Testimonials').click();
  await answer(page, 'en', 'keep');
  await expect(page).toHaveURL(/\/admin\/testimonials\/new$/);
  await expect(name).toHaveValue('Nathalie Perret');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await answer(page, 'en', 'discard');
  await expect(page).toHaveURL(/\/admin\/testimonials$/);

  await sidebarLink(page, 'Redirects').click();
  await page.getByRole('button', { name: '+ Add a redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
  await dialog.getByLabel('Old address').fill('/blog/an-old-article');
  await page.keyboard.press('Escape');
  await expect(confirmation(page, 'en')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('discard-question-en.png') });
  await answer(page, 'en', 'discard');
  await expect(dialog).toBeHidden();
});

test('the French testimonial form warns about a team member too', async ({ page }) => {
  await signInAs(page, 'editor', '/admin/testimonials/new');
  await page.getByLabel('Nom', { exact: true }).fill('Leila Benjelloun');
  await expect(page.getByRole('status').filter({ hasText: "fait partie de l'équipe" })).toHaveText(
    "Leïla Benjelloun fait partie de l'équipe de l'agence (page À propos). Un témoignage vient d'un client\u00a0: vérifiez qu'il ne s'agit pas de la même personne.",
  );
});
