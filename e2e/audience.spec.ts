import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAs } from './support/admin';

/**
 * Issue 31 (decisions 077 and 080): five public pages viewed in Chromium reach the database
 * as page views through the beacon, loaded after each page's load event, while the browser keeps
 * nothing: no cookie, no local or session storage, and no public response sets a cookie.
 */

// Headless Chromium names itself HeadlessChrome, which the robot list rightly refuses to count:
// this visitor presents an ordinary Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

const pages = [
  '/services/geneve?lang=ar&utm_source=linkedin&utm_campaign=automne',
  '/services',
  '/about?lang=en',
  '/blog',
  '/contact?fbclid=dropped',
];
const countedPaths = ['/services/geneve', '/services', '/about', '/blog', '/contact'];

test('five public pages are counted, with no cookie, no storage and no Set-Cookie', async ({
  page,
  request,
}) => {
  const since = new Date().toISOString();
  const cookieSetters: string[] = [];
  page.on('response', (response: Response) => {
    // A response still arriving when the test ends can no longer be read: the browser's own
    // cookie jar, checked below, would hold what it set.
    void response.headerValue('set-cookie').then(
      (value) => {
        if (value) cookieSetters.push(`${response.url()}: ${value}`);
      },
      () => undefined,
    );
  });
  for (const path of pages) {
    const beacon = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/event') && sent.method() === 'POST',
    );
    await page.goto(path);
    // The beacon's page view, sent once the page has loaded: the page as the visitor saw it.
    expect(JSON.parse((await beacon).postData() ?? '{}')).toMatchObject({ page: path });
  }
  const query = new URLSearchParams({ since });
  for (const path of countedPaths) query.append('path', path);
  await expect
    .poll(async () => (await (await request.get(`/api/e2e/analytics?${query}`)).json()).views)
    .toBeGreaterThanOrEqual(pages.length);

  const kept = await page.evaluate(() => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
  }));
  expect(kept).toEqual({ cookie: '', local: 0, session: 0 });
  expect(await page.context().cookies()).toEqual([]);
  expect(cookieSetters).toEqual([]);
});

/** Views the pages, each page view's beacon sent before the next page opens. */
async function visitCounted(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const beacon = page.waitForRequest(
      (sent) => sent.url().endsWith('/api/event') && sent.method() === 'POST',
    );
    await page.goto(path);
    await beacon;
  }
}

test.describe('the audience screen', () => {
  // A build number of its own: the visit hash (address, User-Agent) of this test is no other
  // test's, so its visit's source is the campaign below and nothing else.
  const stamp = Date.now();
  test.use({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${stamp % 10_000}.${stamp % 977} Safari/537.36`,
  });

  test('shows a campaign’s visit, filters the screen by its source and exports it', async ({
    page,
  }) => {
    const source = `e2e-${stamp}`;
    await visitCounted(page, [
      `/services/geneve?lang=ar&utm_source=${source}&utm_campaign=automne`,
      '/services?lang=ar',
    ]);

    await signInAs(page, 'admin', '/admin/audience?period=today');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audience');
    await expect(page.locator('[data-figure="visits"]')).toContainText('Visiteurs');
    const sources = page.locator('[data-audience-table="utm_source"]');
    // Events wait up to a second in the queue: the screen shows them once written.
    await expect(async () => {
      await page.reload();
      await expect(sources.getByRole('link', { name: source })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const row = sources.getByRole('row').filter({ hasText: source });
    await expect(row.getByRole('cell')).toHaveText(['1', '2']);
    await expect(page.locator('[data-audience-table="pages"]')).toContainText('/services/geneve');

    await row.getByRole('link', { name: source }).click();
    await expect(page).toHaveURL(new RegExp(`utm_source=${source}`));
    await expect(
      page.getByRole('link', { name: `Retirer le filtre Sources (UTM) : ${source}` }),
    ).toBeVisible();
    await expect(page.locator('[data-figure="visits"] [data-figure-value]')).toHaveText('1');
    await expect(page.locator('[data-figure="pageviews"] [data-figure-value]')).toHaveText('2');
    const pages = page.locator('[data-audience-table="pages"]');
    await expect(pages.getByRole('rowheader')).toHaveText(['/services', '/services/geneve']);
    await expect(page.locator('[data-audience-table="entry_locale"]')).toContainText('arabe');
    await expect(page.locator('[data-audience-table="utm_campaign"]')).toContainText('automne');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pages.locator('[data-export="comma"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^audience-pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFvaleur,visiteurs,pages_vues',
      '/services,1,1',
      '/services/geneve,1,1',
      '',
    ]);

    // A page row filters too: the page's own figures, and the goals of the visits that had seen
    // it (decision 082): this visit reached none.
    await pages.getByRole('link', { name: '/services/geneve' }).click();
    await expect(page).toHaveURL(/path=%2Fservices%2Fgeneve/);
    const pageChip = page.getByRole('link', {
      name: 'Retirer le filtre Pages vues : /services/geneve',
    });
    await expect(pageChip).toBeVisible();
    await expect(page.locator('[data-figure="pageviews"] [data-figure-value]')).toHaveText('1');
    await expect(page.locator('[data-figure="conversions"] [data-figure-value]')).toHaveText('0');
    await expect(
      page.getByText('Objectifs atteints par les visites qui avaient vu cette page'),
    ).toBeVisible();
    await pageChip.click();
    await expect(page).not.toHaveURL(/path=/);

    // The chip removes its filter: the screen counts every source again.
    await page.getByRole('link', { name: `Retirer le filtre Sources (UTM) : ${source}` }).click();
    await expect(page).not.toHaveURL(/utm_source=/);
    await expect(sources.getByRole('link', { name: source })).toBeVisible();
  });
});
