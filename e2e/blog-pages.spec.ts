import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { blogPageSize } from '../src/lib/blog/paging';
import { blogText, withLang, type Lang } from './support/blog';
import { messages } from './support/forms';
import { insertMarkedPosts } from './support/blog-fixtures';
import { pageKey } from './support/site';

/**
 * The blog list by pages (issue 19): a search paged with links, with and without JavaScript, in
 * French and Arabic; a page's URL opened directly; pages that do not exist; typing that asks the
 * server rather than downloading the archive. Each test writes its own posts (two and a half
 * pages, found by a marker in their titles only), so it runs with the specs that write content.
 */

const postCount = 2 * blogPageSize + 3;

const grid = (page: Page) => page.locator('section[aria-labelledby="blog-all-title"] article');
const gridTitles = (page: Page) => grid(page).locator('h3').allTextContents();

/** New posts and their marker; their titles, newest first, end in `{marker} {i}`. */
async function markedPosts(): Promise<{ marker: string; order: string[] }> {
  const marker = `pages${randomUUID().slice(0, 8)}`;
  await insertMarkedPosts(marker, postCount);
  return { marker, order: Array.from({ length: postCount }, (_, index) => `${marker} ${index}`) };
}

/** The marker numbers of the titles shown, in order: what a page holds. */
const shownOf = (titles: string[], marker: string) =>
  titles.map((title) => title.slice(title.indexOf(marker)));

const pagination = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: blogText(lang)('pagination.label') });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`pages of a search ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const lang of ['fr', 'ar'] as const) {
      test(`go forward and back through every result in ${lang}`, async ({ page }) => {
        const { marker, order } = await markedPosts();
        const t = blogText(lang);
        const nav = pagination(page, lang);
        await page.goto(withLang(`/blog?q=${marker}`, lang));
        await expect(page.locator('#blog-results-count')).toContainText(
          t('filters.count', { count: postCount }),
        );
        await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
        await expect(nav).toContainText(t('pagination.pageOf', { page: 1, pages: 3 }));
        const seen: string[] = [];
        for (const number of [1, 2, 3]) {
          await expect(page).toHaveURL(
            (url) =>
              url.searchParams.get('q') === marker &&
              (url.searchParams.get('lang') ?? 'fr') === lang &&
              (url.searchParams.get('page') ?? '1') === String(number),
          );
          await expect(nav.locator('[aria-current="page"]')).toHaveText(String(number));
          seen.push(...shownOf(await gridTitles(page), marker));
          if (number < 3) await nav.getByRole('link', { name: t('pagination.next') }).click();
        }
        expect(seen).toEqual(order);
        // The last page: no next, a previous back to page 2.
        await expect(nav.getByRole('link', { name: t('pagination.next') })).toHaveCount(0);
        await nav.getByRole('link', { name: t('pagination.previous') }).click();
        await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
        expect(shownOf(await gridTitles(page), marker)).toEqual(
          order.slice(blogPageSize, 2 * blogPageSize),
        );
        // A number goes straight to its page.
        await nav.getByRole('link', { name: t('pagination.page', { page: 1 }) }).click();
        await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
        await expect(page).toHaveURL((url) => !url.searchParams.has('page'));
      });
    }
  });
}

test('page 3 of a search opened directly shows the cards paging led to, and links its neighbours', async ({
  page,
  context,
}) => {
  const { marker, order } = await markedPosts();
  const nav = pagination(page, 'ar');
  await page.goto(withLang(`/blog?q=${marker}`, 'ar'));
  await nav.getByRole('link', { name: blogText('ar')('pagination.page', { page: 3 }) }).click();
  await expect(nav.locator('[aria-current="page"]')).toHaveText('3');
  const paged = await gridTitles(page);
  expect(shownOf(paged, marker)).toEqual(order.slice(2 * blogPageSize));

  const direct = await context.newPage();
  const response = await direct.goto(withLang(`/blog?q=${marker}&page=3`, 'ar'));
  expect(response?.status()).toBe(200);
  expect(await gridTitles(direct)).toEqual(paged);
  await expect(direct.locator('html')).toHaveAttribute('dir', 'rtl');
  const head = (selector: string) => direct.locator(selector).getAttribute('href');
  expect(pageKey((await head('link[rel="canonical"]'))!)).toBe(`/blog?q=${marker}&page=3&lang=ar`);
  expect(pageKey((await head('link[rel="prev"]'))!)).toBe(`/blog?q=${marker}&page=2&lang=ar`);
  await expect(direct.locator('link[rel="next"]')).toHaveCount(0);
  await expect(direct.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a later page of the whole list is its own indexed page', async ({ page }) => {
  await markedPosts();
  const response = await page.goto('/blog?page=2');
  expect(response?.status()).toBe(200);
  await expect(grid(page)).toHaveCount(blogPageSize);
  // No pillars after the first page, and no count line without a filter.
  await expect(page.getByRole('heading', { name: 'Articles piliers' })).toHaveCount(0);
  await expect(page.locator('#blog-results-count')).toBeEmpty();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(pageKey((await page.locator('link[rel="canonical"]').getAttribute('href'))!)).toBe(
    '/blog?page=2',
  );
  expect(pageKey((await page.locator('link[rel="prev"]').getAttribute('href'))!)).toBe('/blog');
  await expect(page).toHaveTitle(/\(page 2\)/);
});

test('a page that does not exist answers 404 with the not-found page and its title', async ({
  request,
}) => {
  const { marker } = await markedPosts();
  for (const path of [
    `/blog?q=${marker}&page=4`,
    `/blog?q=${marker}&page=4&lang=ar`,
    '/blog?page=99999',
    '/blog?page=0',
    '/blog?page=02',
    '/blog?page=deux&lang=en',
    '/blog?q=introuvable-zzz&page=2',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    const notFound = path.includes('lang=ar')
      ? messages.ar.notFound
      : path.includes('lang=en')
        ? messages.en.notFound
        : messages.fr.notFound;
    expect(html, path).toContain(`<title>${notFound.title} — Automatia</title>`);
  }
});

test('typing searches the whole archive on the server, one page of it reaching the browser', async ({
  page,
}) => {
  const { marker } = await markedPosts();
  await page.goto('/blog');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.locator('#blog-search').pressSequentially(marker, { delay: 20 });
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === marker);
  await expect(page.locator('#blog-results-count')).toContainText(`${postCount} articles trouvés`);
  // Every match counted, one page of them shown; typing kept its place.
  await expect(grid(page)).toHaveCount(blogPageSize);
  await expect(page.locator('#blog-search')).toBeFocused();
  await expect(page.locator('#blog-search')).toHaveValue(marker);
  expect(asked.filter((path) => path.startsWith('/data/'))).toEqual([]);
});
