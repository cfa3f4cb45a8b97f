import { expect, test } from '@playwright/test';
import { serverLog } from './support/server-log';

/**
 * A page that fails on the server (a test-only route of the end-to-end build, never shipped):
 * the visitor gets the site's error page in their language, with a reference that the server's
 * log line carries too, and the response has the site's headers.
 */
for (const [lang, title, prefix] of [
  ['fr', 'Une erreur est survenue', 'Référence : '],
  ['ar', 'حدث خطأ', 'المرجع: '],
] as const) {
  test(`a server failure shows the error page in ${lang}, with its reference in the log`, async ({
    page,
  }) => {
    const response = await page.goto(
      lang === 'fr' ? '/server-failure' : `/server-failure?lang=${lang}`,
    );
    expect(response?.status()).toBe(500);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const reference = page.locator('[data-reference]');
    const id = await reference.getAttribute('data-reference');
    expect(id).toMatch(/^[\w-]+$/);
    await expect(reference).toHaveText(`${prefix}${id}`);
    await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
    await expect.poll(serverLog).toContain(`"reference":"${id}"`);
  });
}

test('the not-found log names the real path and language of a path that looks like a file', async ({
  request,
}) => {
  for (const [path, logged] of [
    ['/services/test%40example.org', '{"path":"/services/test%40example.org","locale":"fr"'],
    [
      '/services/test%40example.org?lang=ar',
      '{"path":"/services/test%40example.org","locale":"ar"',
    ],
  ] as const) {
    const before = serverLog().split(logged).length;
    expect((await request.get(path)).status(), path).toBe(404);
    await expect.poll(() => serverLog().split(logged).length, { message: path }).toBe(before + 1);
  }
});
