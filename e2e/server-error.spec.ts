import { expect, test } from '@playwright/test';
import { serverLogEntries } from './support/server-log';

/**
 * A page that fails on the server (a test-only route of the end-to-end build, never shipped):
 * the visitor gets the site's error page in their language, with a reference that the server's
 * log line carries too, and the response has the site's headers. The log line also carries the
 * request's id, which the response sends back in X-Request-Id (decision 021).
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
    const requestId = response?.headers()['x-request-id'];
    expect(requestId).toMatch(/^[\w.:+=/-]+$/);
    // The same failure has the same reference on every request: this request's line is the one
    // with its id.
    await expect
      .poll(() => serverLogEntries().filter((entry) => entry.event === 'request-error'))
      .toContainEqual(expect.objectContaining({ level: 'error', reference: id, requestId }));
  });
}

test('the not-found log names the real path and language of a path that looks like a file', async ({
  request,
}) => {
  for (const [path, locale] of [
    ['/services/test%40example.org', 'fr'],
    ['/services/test%40example.org?lang=ar', 'ar'],
  ] as const) {
    const logged = () =>
      serverLogEntries().filter(
        (entry) =>
          entry.event === 'not-found' &&
          entry.path === '/services/test%40example.org' &&
          entry.locale === locale,
      );
    const before = logged().length;
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    await expect.poll(() => logged().length, { message: path }).toBe(before + 1);
    // The line is the one of this request.
    expect(logged().at(-1), path).toMatchObject({
      level: 'warn',
      requestId: response.headers()['x-request-id'],
    });
  }
});
