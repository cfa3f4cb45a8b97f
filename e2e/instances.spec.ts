// Two instances of one build (issue 12 §1): the e2e run serves the same build and database twice
// (e2e/support/servers.ts). A form rendered by one instance is posted to the other, as a load
// balancer may do between page and post: the server action and its encrypted state must be
// understood there.
import { deployedBaseUrl } from './support/servers';
import { expect, rowsWithEmail, test, uniqueEmail } from './support/forms';

test.describe('a form rendered by one instance', () => {
  test.use({ javaScriptEnabled: false });

  test('is accepted when posted to another instance of the same build', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const email = uniqueEmail('other-instance');
    await page.locator('#contact-name').fill('Jean Dupont');
    await page.locator('#contact-email').fill(email);
    await page.locator('#contact-service').selectOption('n8n-automation');
    await page
      .locator('#contact-message')
      .fill('Un formulaire servi par une instance, envoyé à l’autre.');
    // Everything the browser would post, hidden action fields included.
    const fields = await page
      .locator('#contact-form form')
      .evaluate((form: HTMLFormElement) =>
        [...new FormData(form)].map(([name, value]) => [name, String(value)]),
      );

    const answer = await request.post(`${deployedBaseUrl}/contact`, {
      multipart: Object.fromEntries(fields),
      headers: { origin: deployedBaseUrl },
      maxRedirects: 0,
    });
    expect(answer.status(), await answer.text()).toBeLessThan(400);
    expect(rowsWithEmail('contact', email)).toBe(1);
  });
});
