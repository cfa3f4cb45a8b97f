// Issue 17 §11: signed in, an admin address with no screen (or a record that does not exist) is
// a 404 inside the admin's layout, in the admin's language, with the way back to the dashboard,
// whole in the server's HTML; signed out, the same address leads to the sign-in page.
import { expect, signInAs, test } from './support/admin';

const texts = {
  fr: {
    title: 'Page introuvable',
    back: 'Retour au tableau de bord',
    nav: "Navigation de l'administration",
    dashboard: 'Tableau de bord administrateur',
  },
  en: {
    title: 'Page not found',
    back: 'Back to the dashboard',
    nav: 'Admin navigation',
    dashboard: 'Admin dashboard',
  },
} as const;

for (const [lang, path] of [
  ['fr', '/admin/whatever'],
  ['en', '/admin/preferences'],
] as const) {
  test(`signed in, ${path} is a 404 inside the admin, in ${lang}, with the way back`, async ({
    page,
  }, testInfo) => {
    const text = texts[lang];
    await signInAs(page, 'editor');
    await page.goto(`/admin?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.dashboard);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    // Whole in the server's HTML, not drawn later by the browser's JavaScript.
    const html = await response!.text();
    expect(html).toContain(text.title);
    expect(html).toContain(text.back);
    await expect(page).toHaveTitle(`${text.title} · Administration`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(
      page.getByRole('complementary').getByRole('navigation', { name: text.nav }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`admin-404-${lang}.png`) });

    await page.getByRole('main').getByRole('link', { name: text.back }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.dashboard);
  });
}

test('an article, a service or a testimonial that does not exist is the same 404', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  for (const path of [
    '/admin/posts/no-such-article',
    '/admin/services/no-such-service',
    '/admin/testimonials/no-such-testimonial',
    '/admin/posts/no-such-article/and/more',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByRole('complementary')).toBeVisible();
  }
});

test('signed out, an unknown admin address leads to the sign-in page, then to the 404', async ({
  page,
}) => {
  await page.goto('/admin/preferences');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpreferences$/);
  await signInAs(page, 'editor', '/admin/preferences');
  await expect(page).toHaveURL(/\/admin\/preferences$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});
