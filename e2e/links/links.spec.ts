import { randomUUID } from 'node:crypto';
import { locales } from '../../src/i18n/locales';
import { expect, signInAs, test } from '../support/admin';
import { createInModal } from '../support/admin-posts';
import { n8nSlugs, withLang } from '../support/blog';
import { crawlLinks } from '../support/link-crawler';
import { homePath } from '../support/site';

/*
 * Issue 16: right after an editor publishes a post (every page that lists posts has just been
 * expired), a link checker's concurrent crawl of the server's HTML in four languages finds no
 * link that fails and none that only works through a redirect. This project runs on its own,
 * between the specs that read the seeded site and those that write (playwright.config.ts), so
 * no other spec removes a page while the crawl follows links to it.
 */

test('after a publish, no link of any page fails or relies on a redirect', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, {
    title: `Article publié avant l’exploration ${randomUUID().slice(0, 8)}`,
    content: 'Un article tout juste publié, pendant que le blog vient d’être rafraîchi.',
    status: 'Publié',
  });
  await expect(page.getByText('Article créé avec succès')).toBeVisible();

  const origin = new URL(baseURL!).origin;
  // A visitor's crawl: no admin session.
  const report = await crawlLinks(request, origin, locales.map(homePath), 4);
  console.log(`[links] ${report.pages} pages, ${report.links} links checked`);
  expect(report.pages).toBeGreaterThan(50);
  expect(report.problems.filter((problem) => problem.status >= 400)).toEqual([]);
  expect(report.problems.filter((problem) => problem.languageSwitch)).toEqual([]);
  expect(report.problems).toEqual([]);
});

test('another language’s slug answers one clean 308 to every one of 20 racing requests', async ({
  page,
  request,
}) => {
  await signInAs(page, 'editor', '/admin/posts');
  await createInModal(page, {
    title: `Article publié avant la course ${randomUUID().slice(0, 8)}`,
    content: 'Ce qui vient d’être publié expire toutes les pages du blog.',
    status: 'Publié',
  });
  await expect(page.getByText('Article créé avec succès')).toBeVisible();

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      request.get(withLang(`/blog/${n8nSlugs.fr}`, 'en'), { maxRedirects: 0 }),
    ),
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(308);
    const locations = answer.headersArray().filter(({ name }) => name.toLowerCase() === 'location');
    expect(locations.map(({ value }) => value)).toEqual([
      expect.stringMatching(new RegExp(`/blog/${n8nSlugs.en}\\?lang=en$`)),
    ]);
  }
});
