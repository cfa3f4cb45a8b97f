import { expect, test, type APIRequestContext } from '@playwright/test';
import { locales, type Locale } from '../../src/i18n/locales';
import { elementAttributes, expectedHtml, isInternalLocaleRoute } from '../support/site';

/**
 * The public URLs a language is served from (src/i18n/rewrites.ts), checked through what the
 * production server answers: French at the bare path, another language with `?lang=`, and
 * everything that is not a page (assets, handlers, files, the admin) left as it is.
 */

async function servedPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  return { status: response.status(), html, root: elementAttributes(html, 'html')[0] };
}

async function expectPageIn(request: APIRequestContext, path: string, locale: Locale) {
  const served = await servedPage(request, path);
  expect(served.status, path).toBe(200);
  expect(served.root, path).toMatchObject(expectedHtml(locale));
}

test.describe('locale rewrites', () => {
  test('serve French at the bare path', async ({ request }) => {
    for (const path of ['/', '/services', '/services/geneve', '/services/crans-montana'])
      await expectPageIn(request, path, 'fr');
  });

  test('serve the other languages from ?lang=', async ({ request }) => {
    await expectPageIn(request, '/?lang=en', 'en');
    await expectPageIn(request, '/?lang=ar-ma', 'ar-ma');
    await expectPageIn(request, '/services?lang=ar', 'ar');
    await expectPageIn(request, '/services/geneve?lang=ar-ma', 'ar-ma');
    await expectPageIn(request, '/about?ref=x&lang=en', 'en');
  });

  test('serve French for an unknown or empty lang value', async ({ request }) => {
    for (const path of [
      '/?lang=xx',
      '/services?lang=de',
      '/services?lang=',
      '/services?lang=en-US',
      '/services?lang=fr',
    ])
      await expectPageIn(request, path, 'fr');
  });

  test('answer an internal locale route with 308 to its public URL (one URL per page)', async ({
    request,
  }) => {
    const cases: [string, string][] = [
      ['/fr', '/'],
      ['/fr/services', '/services'],
      ['/en/services', '/services?lang=en'],
      ['/ar-ma/services/geneve', '/services/geneve?lang=ar-ma'],
      ['/en/blog/n8n-sme-automation-guide', '/blog/n8n-sme-automation-guide?lang=en'],
      ['/ar', '/?lang=ar'],
      ['/en/opengraph-image', '/opengraph-image?lang=en'],
      ['/fr/services?ref=news', '/services?ref=news'],
      // A searched list's internal route has no public URL of its own: the list instead.
      ['/en/blog-search/WyJhbGwiLCJuOG4iXQ', '/blog?lang=en'],
    ];
    for (const [internal, expected] of cases) {
      const response = await request.get(internal, { maxRedirects: 0 });
      expect(response.status(), internal).toBe(308);
      const location = new URL(response.headers().location!, 'http://x');
      expect(`${location.pathname}${location.search}`, internal).toBe(expected);
    }
    // Followed, each lands on the page in its own language.
    for (const [internal, locale] of [
      ['/ar/about', 'ar'],
      ['/en/services', 'en'],
    ] as const) {
      const followed = await request.get(internal);
      expect(followed.status(), internal).toBe(200);
      expect(elementAttributes(await followed.text(), 'html')[0], internal).toMatchObject(
        expectedHtml(locale),
      );
    }
  });

  test('leave files with an extension alone', async ({ request }) => {
    const files = {
      '/robots.txt': 'text/plain',
      '/sitemap.xml': 'application/xml',
      '/icon.svg': 'image/svg+xml',
      '/manifest.webmanifest': 'application/manifest+json',
    };
    for (const [path, type] of Object.entries(files)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain(type);
    }
  });

  test('leave route handlers and the admin alone', async ({ request }) => {
    const contact = await request.get('/api/contact', { maxRedirects: 0 });
    expect(contact.status()).toBe(405);
    // The admin's own front door answers (a redirect to its sign-in), not a localized 404.
    for (const path of ['/admin', '/admin/users', '/admin?lang=en']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      expect(new URL(response.headers().location!, 'http://x').pathname, path).toMatch(
        /^\/admin(\/|$)/,
      );
    }
  });

  test('still localize pages whose names merely start like an excluded prefix', async ({
    page,
  }) => {
    for (const [path, locale] of [
      ['/administration', 'fr'],
      ['/apis?lang=en', 'en'],
      ['/english-page?lang=ar', 'ar'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('html'), path).toHaveAttribute('lang', expectedHtml(locale).lang);
    }
  });

  test('serve a searched or filtered blog list per request, in its language', async ({
    request,
  }) => {
    // The prerendered list is indexed; its searched variant (blog-search) is not.
    const robots = (html: string) =>
      elementAttributes(html, 'meta').find((meta) => meta.name === 'robots')?.content ?? '';
    const list = await servedPage(request, '/blog?lang=ar');
    expect(list.root).toMatchObject(expectedHtml('ar'));
    expect(robots(list.html)).not.toContain('noindex');
    for (const [path, locale] of [
      ['/blog?q=n8n', 'fr'],
      ['/blog?category=Chatbots', 'fr'],
      ['/blog?lang=en&q=n8n', 'en'],
      ['/blog?category=Marketing&lang=ar-ma', 'ar-ma'],
    ] as const) {
      const searched = await servedPage(request, path);
      expect(searched.root, path).toMatchObject(expectedHtml(locale));
      expect(robots(searched.html), path).toContain('noindex');
    }
  });
});

test('the sitemap, feeds, robots, manifest and compatibility JSON print public URLs only', async ({
  request,
}) => {
  const files = [
    '/sitemap.xml',
    '/robots.txt',
    '/manifest.webmanifest',
    '/data/blog-posts.json',
    ...locales.map((locale) => `/blog/rss.xml${locale === 'fr' ? '' : `?lang=${locale}`}`),
  ];
  // The site's own origin as its absolute URLs name it (SITE_URL): the sitemap's first entry.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const siteOrigin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!).origin;
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const text = await response.text();
    const urls = [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => new URL(match[0]));
    const internal = urls
      .filter((url) => url.origin === siteOrigin && isInternalLocaleRoute(url))
      .map((url) => url.href);
    expect(internal, file).toEqual([]);
  }
});
