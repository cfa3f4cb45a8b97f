import { expect, test } from '@playwright/test';
import { pageKey } from '../support/site';

/**
 * The not-found page (issue §5, spec §2; issue 14 §4): the whole page is in the server's HTML
 * (decision 023), so it reads the same with JavaScript off, and the status is 404.
 */

test.describe('not-found page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const cases = [
    { path: '/does-not-exist', lang: 'fr', dir: 'ltr', title: 'Page introuvable', home: '/' },
    {
      path: '/does-not-exist?lang=ar',
      lang: 'ar',
      dir: 'rtl',
      title: 'الصفحة غير موجودة',
      home: '/?lang=ar',
    },
    {
      path: '/services/atlantis?lang=en',
      lang: 'en',
      dir: 'ltr',
      title: 'Page not found',
      home: '/?lang=en',
    },
  ];
  for (const { path, lang, dir, title, home } of cases) {
    test(`${path}: 404 with the whole page in the server's HTML`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ar' ? 'ar' : lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      // The site around it: its navigation and footer, readable without a script.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('a[href="' + home + '"]').last()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} — `));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  test("an unknown article says 'Article non trouvé' in the server's HTML", async ({ page }) => {
    const response = await page.goto('/blog/aucun-article-de-ce-nom');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
    await expect(page.getByText("Nous n'avons pas pu trouver cet article.")).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('answers 404 with the French texts and a link home', async ({ page }) => {
    const response = await page.goto('/does-not-exist');
    expect(response?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(
      page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    const home = page.getByRole('link', { name: "Retour à l'accueil", exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL((url) => pageKey(url) === '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page introuvable');
  });

  test('speaks English with ?lang=en and links to the English home', async ({ page }) => {
    const response = await page.goto('/does-not-exist?lang=en');
    expect(response?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      page.getByText('The page you are looking for does not exist or has been moved.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const home = page.getByRole('link', { name: 'Back to home', exact: true });
    await expect(home).toHaveAttribute('href', '/?lang=en');
  });

  test('is right-to-left in Arabic', async ({ page }) => {
    const response = await page.goto('/does-not-exist?lang=ar');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('covers unknown pages under /services too', async ({ page }) => {
    const response = await page.goto('/services/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });

  test('falls back to the French page for an unknown ?lang=', async ({ page }) => {
    const response = await page.goto('/does-not-exist?lang=xx');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });
});

test.describe('unknown ?lang= value', () => {
  for (const path of ['/', '/services/geneve', '/services']) {
    test(`serves the French page with the French canonical at ${path}?lang=xx`, async ({
      page,
    }) => {
      const response = await page.goto(`${path}?lang=xx`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical && pageKey(canonical)).toBe(path);
    });
  }
});
