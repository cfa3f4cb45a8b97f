import { expect, test } from '@playwright/test';
import { pageKey } from '../support/site';

/**
 * The not-found page (issue §5, spec §2). Next 16 leaves the 404 response's HTML shell empty
 * and renders the not-found UI on the client (vercel/next.js#62228), so the texts are checked
 * as the visitor sees them once the page has loaded, and the status on the response.
 */

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
