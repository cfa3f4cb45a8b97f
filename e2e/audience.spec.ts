import { expect, test, type Response } from '@playwright/test';

/**
 * Issue 31, first slice (decision 077): five public pages viewed in Chromium reach the database
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
    void response.headerValue('set-cookie').then((value) => {
      if (value) cookieSetters.push(`${response.url()}: ${value}`);
    });
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
