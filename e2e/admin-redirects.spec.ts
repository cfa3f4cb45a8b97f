// Issue 14 §1: links never die. Through the production build: an article's slug changed in French
// and in English keeps its old addresses as one 308 hop to the newest, in their own language, and
// the sitemap lists only the new ones; a deleted article's addresses lead to the blog, or answer
// 410 when it is gone for good; a redirect added by hand works, one from a live page or that
// would loop is refused in the dialog, and a deleted redirect leaves the address a 404 again.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signInAs, test } from './support/admin';
import { createInModal } from './support/admin-posts';

// One table of posts: these tests find their rows by title, one after another.
test.describe.configure({ mode: 'serial' });

/** A title of ASCII words and a unique tag: its slug is the words joined by hyphens. */
function uniqueTitle(label: string): { title: string; slug: string } {
  const title = `${label} ${randomUUID().slice(0, 8)}`;
  return { title, slug: title.toLowerCase().replace(/\s+/g, '-') };
}

const toast = (page: Page, description: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: description });

async function openEditor(page: Page, title: string): Promise<void> {
  await page.goto('/admin/posts');
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Modifier l'article");
}

/** A French article (with an English version when `english` is given), published. */
async function publishArticle(page: Page, french: string, english?: string): Promise<void> {
  await page.goto('/admin/posts');
  await createInModal(page, {
    title: french,
    content: 'Un texte pour les redirections.',
    status: 'Brouillon',
  });
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await openEditor(page, french);
  await page.getByLabel('Catégorie').fill('Tests');
  if (english) {
    await page.getByRole('tab', { name: /Anglais/ }).click();
    await page.getByLabel('Titre', { exact: true }).fill(english);
    await page.getByLabel('Contenu (Markdown)').fill('A text for the redirects.');
    await page.getByRole('tab', { name: /Français/ }).click();
  }
  await page.getByRole('button', { name: 'Publier maintenant' }).click();
  await expect(toast(page, 'Article publié')).toBeVisible();
}

/** The editor's slug field of one language, filled, then saved. */
async function changeSlugs(page: Page, slugs: { fr?: string; en?: string }): Promise<void> {
  for (const [tab, slug] of [
    [/Français/, slugs.fr],
    [/Anglais/, slugs.en],
  ] as const) {
    if (slug === undefined) continue;
    await page.getByRole('tab', { name: tab }).click();
    await page.getByLabel("Slug (adresse de l'article)").fill(slug);
  }
  // The save's own answer, told apart by the slug it carries: an earlier save's toast may still
  // be on screen, and a tab's Markdown preview is a POST too.
  const newSlug = slugs.en ?? slugs.fr ?? '';
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(newSlug),
  );
  // Online, the change is kept as a draft and published (decision 071).
  await page.getByRole('button', { name: 'Publier les modifications', exact: true }).click();
  await saved;
  // Closed once shown, so that the next change's toast is its own (its publish is then done).
  const published = toast(page, 'Modifications publiées');
  await expect(published).toBeVisible();
  await published.locator('[data-close-button]').click();
  await expect(published).toHaveCount(0);
}

/** What an address answers without following it: its status and where it leads. */
async function answerOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers().location;
  const target = location ? new URL(location, 'http://site.invalid') : undefined;
  return { status: response.status(), to: target && `${target.pathname}${target.search}` };
}

test('a changed slug keeps its old addresses, in their language, one hop from the newest', async ({
  page,
}) => {
  const french = uniqueTitle('Redirection des adresses');
  const english = uniqueTitle('Redirected addresses');
  await signInAs(page, 'editor', '/admin/posts');
  await publishArticle(page, french.title, english.title);

  await changeSlugs(page, { fr: `${french.slug}-v2`, en: `${english.slug}-v2` });
  expect(await answerOf(page.request, `/blog/${french.slug}`)).toEqual({
    status: 308,
    to: `/blog/${french.slug}-v2`,
  });
  expect(await answerOf(page.request, `/blog/${english.slug}?lang=en`)).toEqual({
    status: 308,
    to: `/blog/${english.slug}-v2?lang=en`,
  });
  // Arabic had no translation: its page showed the French version, and moved with it.
  expect(await answerOf(page.request, `/blog/${french.slug}?lang=ar`)).toEqual({
    status: 308,
    to: `/blog/${french.slug}-v2?lang=ar`,
  });

  // Renamed again: the first address goes straight to the newest (a chain collapses).
  await changeSlugs(page, { fr: `${french.slug}-v3` });
  expect(await answerOf(page.request, `/blog/${french.slug}`)).toEqual({
    status: 308,
    to: `/blog/${french.slug}-v3`,
  });
  expect(await answerOf(page.request, `/blog/${french.slug}-v2`)).toEqual({
    status: 308,
    to: `/blog/${french.slug}-v3`,
  });
  const followed = await page.goto(`/blog/${french.slug}`);
  expect(followed?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title);

  // The sitemap of French posts lists the live address only, never a redirected one.
  const sitemap = await (await page.request.get('/sitemaps/posts-fr.xml')).text();
  expect(sitemap).toContain(`/blog/${french.slug}-v3<`);
  expect(sitemap).not.toContain(`/blog/${french.slug}<`);
  expect(sitemap).not.toContain(`/blog/${french.slug}-v2<`);

  // The redirects screen lists them, with where they came from.
  await page.goto('/admin/redirects');
  const row = page.locator('tbody tr', { hasText: `/blog/${french.slug}-v2` }).filter({
    hasText: 'Français',
  });
  await expect(row).toContainText(`/blog/${french.slug}-v3`);
  await expect(row).toContainText('Adresse modifiée');
});

test('a deleted article leads to the blog in its language, or answers 410 when gone for good', async ({
  page,
}) => {
  const kept = uniqueTitle('Supprime vers le blog');
  const gone = uniqueTitle('Supprime pour de bon');
  await signInAs(page, 'editor', '/admin/posts');
  await publishArticle(page, kept.title);
  await publishArticle(page, gone.title);

  await openEditor(page, kept.title);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Article supprimé')).toBeVisible();

  await openEditor(page, gone.title);
  await page.getByLabel(/Disparu pour de bon/).check();
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Article supprimé')).toBeVisible();

  expect(await answerOf(page.request, `/blog/${kept.slug}`)).toEqual({ status: 308, to: '/blog' });
  expect(await answerOf(page.request, `/blog/${kept.slug}?lang=en`)).toEqual({
    status: 308,
    to: '/blog?lang=en',
  });
  // Gone: 410, with a page that says so in the server's HTML, never cached.
  const answer = await page.request.get(`/blog/${gone.slug}?lang=ar`, { maxRedirects: 0 });
  expect(answer.status()).toBe(410);
  expect(answer.headers()['cache-control']).toContain('no-store');
  const html = await answer.text();
  expect(html).toContain('تمت إزالة الصفحة');
  expect(html).toContain('lang="ar"');
});

test('a redirect added by hand works in its language, is refused for a live page, and a deleted one is a 404 again', async ({
  page,
}) => {
  const old = `/ancienne-offre-${randomUUID().slice(0, 8)}`;
  const older = `/tres-ancienne-offre-${randomUUID().slice(0, 8)}`;
  await signInAs(page, 'editor', '/admin/redirects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Redirections');

  const add = async (from: string, to: string, language = 'English') => {
    await page.getByRole('button', { name: '+ Ajouter une redirection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une redirection' });
    await dialog.getByLabel('Ancienne adresse').fill(from);
    await dialog.getByLabel('Nouvelle adresse').fill(to);
    await dialog.getByLabel('Langue').selectOption({ label: language });
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    return dialog;
  };
  // Annuler with something typed asks first (issue 17 §13): thrown away on purpose.
  const cancel = async (dialog: Locator) => {
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page
      .getByRole('alertdialog', { name: 'Abandonner les modifications ?' })
      .getByRole('button', { name: 'Abandonner' })
      .click();
    await expect(dialog).toBeHidden();
  };

  // The browser refuses an address outside the site, next to the field, and keeps what was typed.
  let dialog = await add('https://example.org/x', '/services');
  await expect(dialog.getByText('Un chemin du site seulement')).toBeVisible();
  await expect(dialog.getByLabel('Ancienne adresse')).toHaveValue('https://example.org/x');
  await cancel(dialog);

  dialog = await add(old, '/services?ref=offre');
  await expect(toast(page, 'Redirection ajoutée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await answerOf(page.request, `${old}?lang=en`)).toEqual({
    status: 308,
    to: '/services?ref=offre&lang=en',
  });
  // Only in its language: in French the address is still unknown.
  expect((await answerOf(page.request, old)).status).toBe(404);

  // To an address that itself redirects: stored with its final target, one hop.
  dialog = await add(older, old);
  await expect(dialog).toBeHidden();
  expect(await answerOf(page.request, `${older}?lang=en`)).toEqual({
    status: 308,
    to: '/services?ref=offre&lang=en',
  });
  // The field's own message (a <p>): the toast, drawn inside the open dialog, says it too.
  dialog = await add('/services/une-page-disparue', '/services/une-page-disparue?x=1');
  await expect(dialog.locator('p', { hasText: 'identiques' })).toBeVisible();
  await cancel(dialog);
  dialog = await add('/about', '/contact');
  await expect(dialog.locator('p', { hasText: 'Une page répond à cette adresse' })).toBeVisible();
  await cancel(dialog);

  // Deleted: the address answers 404 again.
  await page.reload();
  const row = page.locator('tbody tr', { hasText: old }).filter({ hasText: '/services?ref=offre' });
  page.once('dialog', (confirm) => void confirm.accept());
  await row
    .first()
    .getByRole('button', { name: `Supprimer la redirection de ${old}` })
    .click();
  await expect(toast(page, 'Redirection supprimée.')).toBeVisible();
  expect((await answerOf(page.request, `${old}?lang=en`)).status).toBe(404);
});

test('a redirect that would loop back is refused with a clear message', async ({ page }) => {
  const first = `/boucle-a-${randomUUID().slice(0, 8)}`;
  const second = `/boucle-b-${randomUUID().slice(0, 8)}`;
  await signInAs(page, 'editor', '/admin/redirects');
  const add = async (from: string, to: string) => {
    await page.getByRole('button', { name: '+ Ajouter une redirection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une redirection' });
    await dialog.getByLabel('Ancienne adresse').fill(from);
    await dialog.getByLabel('Nouvelle adresse').fill(to);
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    return dialog;
  };
  await add(first, second);
  await expect(toast(page, 'Redirection ajoutée.')).toBeVisible();
  const dialog = await add(second, first);
  await expect(
    dialog.locator('p', { hasText: 'La nouvelle adresse mène à l’ancienne' }),
  ).toBeVisible();
  await expect(dialog.getByLabel('Nouvelle adresse')).toHaveValue(first);
  expect((await answerOf(page.request, second)).status).toBe(404);
});
