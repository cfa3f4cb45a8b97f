import { expect, test, type Page } from '@playwright/test';
import { blogText, messages, n8nSlugs, withLang, type Lang } from '../support/blog';
import { textOf } from '../../src/lib/page-sections/section-definition';
import { articleSharedSectionSeeds } from '../../src/server/page-sections/article-shared-section-seeds';
import { blogSectionSeeds } from '../../src/server/page-sections/blog-section-seeds';
import { hreflangLinks, pageKey } from '../support/site';

/** The feeds' description in each language, as the blog's messages printed it before it moved. */
const feedDescriptions: Record<Lang, string> = {
  fr: "Les derniers guides d’Automatia sur l'automatisation IA pour les PME.",
  en: 'The latest guides from Automatia on AI automation for SMEs.',
  ar: 'أحدث أدلة Automatia حول الأتمتة بالذكاء الاصطناعي للشركات الصغيرة والمتوسطة.',
  'ar-ma': 'آخر الشروحات ديال Automatia على الأتمتة بالذكاء الاصطناعي للمقاولات الصغيرة والمتوسطة.',
};

/**
 * The blog as seeded (issue 3): list with search, category and chips (with and without
 * JavaScript), article pages, the home page's newest posts, the compatibility JSON, the RSS feeds
 * and hreflang of translations. These specs compare pages with whole lists, so they run before
 * any spec that writes content (playwright.config.ts): the lists are the seed's.
 */

const grid = (page: Page) => page.locator('section[aria-labelledby="blog-all-title"] article');
const gridTitles = (page: Page) => grid(page).locator('h3');

interface JsonSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  targetKeywords: string[];
  category: string;
  lang: string;
}

test.describe('blog list', () => {
  test('shows the five sample articles, two pillars and the summary strip', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      String(blogSectionSeeds.fr.header?.title),
    );
    const titles = await gridTitles(page).allTextContents();
    for (const seeded of ['n8n', 'WhatsApp', 'ROI', 'leads', 'stations alpines']) {
      expect(
        titles.some((title) => title.includes(seeded)),
        seeded,
      ).toBe(true);
    }
    const pillars = page.locator('section', {
      has: page.getByRole('heading', { name: 'Articles piliers' }),
    });
    await expect(pillars.getByText('Pilier SEO', { exact: true })).toHaveCount(2);
    await expect(page.getByText('+2 400 visites/mois').first()).toBeVisible();
    await expect(page.getByText('300%', { exact: true })).toBeVisible();
    await expect(page.getByText('20', { exact: true })).toBeVisible();
    // Nothing is filtered, so there is no count line.
    await expect(page.locator('#blog-results-count')).toBeEmpty();
  });

  test('a card’s optimized image is encoded once, then served from the instance’s cache', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    const image = grid(page).first().locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(new URL(source).pathname).toBe('/_next/image');
    const fetchImage = () => request.get(source, { headers: { accept: 'image/avif,image/webp' } });
    const first = await fetchImage();
    const again = await fetchImage();
    expect(again.status()).toBe(200);
    expect(again.headers()['content-type']).toBe('image/webp');
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await again.body()).toEqual(await first.body());
  });

  test('search answers as one types, case and accent insensitive, and is kept in the URL', async ({
    page,
  }) => {
    await page.goto('/blog');
    await page.locator('#blog-search').fill('GÉNÉRATION DE LEADS');
    await expect(gridTitles(page)).toHaveCount(1);
    await expect(gridTitles(page)).toContainText(/leads/i);
    await expect(page.locator('#blog-results-count')).toContainText('1 article trouvé');
    await expect(page).toHaveURL(/\/blog\?q=G%C3%89N%C3%89RATION/);

    await page.locator('#blog-search').fill('whatsapp');
    await expect(page.locator('#blog-results-count')).toContainText('articles trouvés');
    await expect(page.locator('#blog-results-count')).toContainText('« whatsapp »');
  });

  test('the category dropdown filters and combines with the search', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('#blog-category option').first()).toHaveText('Toutes catégories');
    await page.locator('#blog-category').selectOption('Chatbots');
    await expect(gridTitles(page)).toHaveCount(1);
    await expect(page).toHaveURL(/category=Chatbots/);
    await expect(page.locator('#blog-results-count')).toContainText('dans Chatbots');

    await page.locator('#blog-category').selectOption('Automatisation IA');
    await expect(gridTitles(page)).toHaveCount(2);
    await page.locator('#blog-search').fill('roi');
    await expect(gridTitles(page)).toHaveCount(1);
  });

  test('a keyword chip searches the list for it', async ({ page }) => {
    await page.goto('/blog');
    const chip = grid(page).first().locator('.keyword-chips a').first();
    const keyword = (await chip.textContent())!.trim();
    await chip.click();
    await expect(page.locator('#blog-search')).toHaveValue(keyword);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/blog' && url.searchParams.get('q') === keyword,
    );
    await expect(page.locator('#blog-results-count')).toContainText(`« ${keyword} »`);
  });

  test('the empty state names the search and resets both filters', async ({ page }) => {
    await page.goto('/blog');
    const everything = await grid(page).count();
    await page.locator('#blog-category').selectOption('Marketing');
    await page.locator('#blog-search').fill('zzz introuvable');
    await expect(
      page.locator('main p:not(#blog-results-count)', {
        hasText: 'Aucun article trouvé pour « zzz introuvable »',
      }),
    ).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Voir tous les articles' }).click();
    await expect(page.locator('#blog-search')).toHaveValue('');
    await expect(page.locator('#blog-category')).toHaveValue('all');
    await expect(grid(page)).toHaveCount(everything);
    await expect(page).toHaveURL((url) => pageKey(url) === '/blog');
  });

  for (const lang of Object.keys(messages) as Lang[]) {
    test(`the count line uses the plural rules of ${lang}`, async ({ page, request }) => {
      const posts = (await (
        await request.get(withLang('/data/blog-posts.json', lang))
      ).json()) as JsonSummary[];
      const t = blogText(lang);
      await page.goto(withLang('/blog', lang));
      // One result: a whole title; several: each category.
      for (const query of [posts[0]!.title, ...new Set(posts.map((post) => post.category))]) {
        const isCategory = query !== posts[0]!.title;
        const expected = isCategory ? posts.filter((post) => post.category === query).length : 1;
        if (isCategory) {
          await page.locator('#blog-search').fill('');
          await page.locator('#blog-category').selectOption(query);
        } else {
          await page.locator('#blog-search').fill(query);
        }
        await expect(gridTitles(page)).toHaveCount(expected);
        await expect(page.locator('#blog-results-count')).toContainText(
          t('filters.count', { count: expected }),
        );
      }
    });
  }
});

test.describe('blog list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared filtered URL arrives filtered from the server', async ({ page, request }) => {
    const posts = (await (await request.get('/data/blog-posts.json')).json()) as JsonSummary[];
    const matching = posts
      .filter((post) =>
        [post.title, post.excerpt, ...post.targetKeywords].join(' ').toLowerCase().includes('n8n'),
      )
      .map((post) => post.title);
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(posts.length);

    const response = await page.goto('/blog?q=n8n');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#blog-search')).toHaveValue('n8n');
    await expect(page.locator('#blog-results-count')).toContainText('« n8n »');
    expect((await gridTitles(page).allTextContents()).sort()).toEqual(matching.sort());
    // Visible, not only present: nothing may wait behind a fallback only JavaScript removes.
    await expect(gridTitles(page).first()).toBeVisible();
    await expect(page.locator('#blog-results-count')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // Each page of results is its own canonical URL.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?q=n8n$/);
  });

  test('the form submits the filters as a URL, in the page language', async ({ page }) => {
    await page.goto('/blog?lang=en');
    await page.locator('#blog-category').selectOption('Marketing');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/lang=en/);
    await expect(page).toHaveURL(/category=Marketing/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(gridTitles(page)).toHaveCount(1);
    await expect(page.locator('#blog-results-count')).toContainText('1 article found');
  });
});

test.describe('article page', () => {
  test('has every part of the spec, in French', async ({ page }) => {
    const response = await page.goto(`/blog/${n8nSlugs.fr}`);
    expect(response?.status()).toBe(200);
    // Prerendered and cached (ISR), not rendered per request.
    expect(response?.headers()['cache-control']).toContain('s-maxage=300');
    const t = blogText('fr');
    const shared = articleSharedSectionSeeds.fr;
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    const breadcrumb = page.getByRole('navigation', { name: /fil d'ariane/i });
    await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: t('article.back') })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page.getByRole('button', { name: t('article.share') })).toBeVisible();
    await expect(page.getByText('10 mars 2026').first()).toBeVisible();
    await expect(page.getByText(/minutes de lecture/).first()).toBeVisible();
    const chips = page.locator('main .keyword-chips a').first();
    await expect(chips).toHaveAttribute('href', /\/blog\?q=/);
    await expect(page.locator('figure figcaption').first()).not.toBeEmpty();
    // Markdown body rendered on the server, headings self-linked.
    await expect(page.locator('.article-body h2 a.heading-anchor').first()).toBeVisible();
    await expect(page.locator('.article-body table').first()).toBeVisible();
    // FAQ: one question per target keyword (4) plus cost and duration.
    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: textOf(shared.faq, 'title') }),
    });
    await expect(faq.locator('details')).toHaveCount(6);
    await expect(page.getByRole('link', { name: textOf(shared.cta, 'book') })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(
      page.locator('main').getByRole('link', { name: textOf(shared.cta, 'contact') }),
    ).toHaveAttribute('href', '/contact');
    const related = page.locator('section', {
      has: page.getByRole('heading', { name: 'Articles liés' }),
    });
    const relatedCount = await related.locator('article').count();
    expect(relatedCount).toBeGreaterThan(0);
    expect(relatedCount).toBeLessThanOrEqual(3);
    await expect(page.getByRole('heading', { name: 'Découvrez nos solutions' })).toBeVisible();

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) => JSON.parse(script.textContent ?? '{}')),
      );
    const types = jsonLd.map((node) => node['@type']);
    expect(types).toContain('BlogPosting');
    expect(types).toContain('FAQPage');
    expect(types).toContain('BreadcrumbList');
    const posting = jsonLd.find((node) => node['@type'] === 'BlogPosting');
    expect(posting.inLanguage).toBe('fr');
    expect(posting.datePublished).toBe('2026-03-10T08:00:00.000Z');
  });

  test('is right-to-left in Arabic with its own slug and all four hreflangs', async ({
    page,
    request,
  }) => {
    const response = await page.goto(withLang(`/blog/${encodeURIComponent(n8nSlugs.ar)}`, 'ar'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const html = await (
      await request.get(withLang(`/blog/${encodeURIComponent(n8nSlugs.ar)}`, 'ar'))
    ).text();
    const alternates = hreflangLinks(html);
    expect([...alternates.keys()].sort()).toEqual(['ar', 'ar-MA', 'en', 'fr', 'x-default']);
    expect(decodeURI(alternates.get('ar-MA')!)).toContain(n8nSlugs['ar-ma']);
  });

  test("another language's slug redirects to this language's", async ({ request }) => {
    const response = await request.get(withLang(`/blog/${n8nSlugs.fr}`, 'en'), { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toContain(`/blog/${n8nSlugs.en}`);
  });

  test('the share button copies the link and confirms when Web Share is missing', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/blog/${n8nSlugs.fr}`);
    await page.getByRole('button', { name: 'Partager' }).click();
    await expect(page.getByText('Lien copié dans le presse-papiers')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(pageKey(copied)).toBe(`/blog/${n8nSlugs.fr}`);
  });
});

test.describe('home, JSON and feeds', () => {
  test('the home page shows the three newest posts and a link to the blog', async ({
    page,
    request,
  }) => {
    const posts = (await (await request.get('/data/blog-posts.json')).json()) as JsonSummary[];
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: 'Nos derniers articles' }),
    });
    await expect(section.locator('article h3')).toHaveText(
      posts.slice(0, 3).map((post) => post.title),
    );
    await expect(section.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  test('GET /data/blog-posts.json lists summaries with the spec fields, per language', async ({
    request,
  }) => {
    const response = await request.get('/data/blog-posts.json?lang=ar');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const posts = (await response.json()) as Record<string, unknown>[];
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const key of [
      'id',
      'slug',
      'title',
      'excerpt',
      'keywords',
      'imageUrl',
      'altText',
      'date',
      'lastModified',
      'category',
      'tags',
      'metaTitle',
      'metaDescription',
      'targetKeywords',
      'searchIntent',
      'competitionLevel',
      'schemaType',
      'expectedTraffic',
      'meta',
    ]) {
      expect(posts[0], key).toHaveProperty(key);
    }
    expect(posts.find((post) => post.id === 'n8n-guide')?.slug).toBe(n8nSlugs.ar);
    const dates = posts.map((post) => String(post.date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('GET /data/blog-posts/{slug}.json has content and structured data; unknown is a JSON 404', async ({
    request,
  }) => {
    const found = await request.get(`/data/blog-posts/${n8nSlugs.en}.json?lang=en`);
    expect(found.status()).toBe(200);
    const post = await found.json();
    expect(post.content).toContain('## ');
    expect(post.structuredData['@type']).toBe('BlogPosting');
    expect(post.structuredData.inLanguage).toBe('en');

    const missing = await request.get('/data/blog-posts/nothing-here.json');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error).toBe('not_found');
  });

  test('the RSS feed of each language is valid XML and linked from the blog', async ({
    page,
    request,
  }) => {
    await page.goto('/blog?lang=en');
    const feedHref = await page
      .locator('link[rel="alternate"][type="application/rss+xml"]')
      .getAttribute('href');
    expect(pageKey(feedHref!)).toBe('/blog/rss.xml?lang=en');
    for (const lang of Object.keys(messages) as Lang[]) {
      const response = await request.get(withLang('/blog/rss.xml', lang));
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          items: doc.querySelectorAll('channel > item').length,
          language: doc.querySelector('channel > language')?.textContent,
          description: doc.querySelector('channel > description')?.textContent,
        };
      }, xml);
      expect(parsed.error).toBeNull();
      expect(parsed.items).toBeGreaterThanOrEqual(5);
      // The blog page's copy (decision 056), the agency's name filled in as the messages did.
      expect(parsed.description).toBe(feedDescriptions[lang]);
      expect(parsed.language).toBe(lang === 'ar-ma' ? 'ar-MA' : lang);
    }
  });

  test('the Atom feed of each language is valid XML and linked from the blog', async ({
    page,
    request,
  }) => {
    await page.goto('/blog?lang=ar');
    const feedHref = await page
      .locator('link[rel="alternate"][type="application/atom+xml"]')
      .getAttribute('href');
    expect(pageKey(feedHref!)).toBe('/blog/atom.xml?lang=ar');
    for (const lang of Object.keys(messages) as Lang[]) {
      const response = await request.get(withLang('/blog/atom.xml', lang));
      expect(response.headers()['content-type']).toContain('application/atom+xml');
      const parsed = await page.evaluate(
        (source) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            entries: doc.querySelectorAll('feed > entry').length,
            language: doc.documentElement.getAttribute('xml:lang'),
            ids: [...doc.querySelectorAll('entry > id')].map((id) => id.textContent),
          };
        },
        await response.text(),
      );
      expect(parsed.error).toBeNull();
      expect(parsed.entries).toBeGreaterThanOrEqual(5);
      expect(new Set(parsed.ids).size).toBe(parsed.entries);
      expect(parsed.language).toBe(lang === 'ar-ma' ? 'ar-MA' : lang);
    }
  });

  test('the sitemap is an index of valid child sitemaps that list every post in its language', async ({
    request,
  }) => {
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pageKey(match[1]!));
    expect(children).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/posts-fr.xml',
      '/sitemaps/posts-en.xml',
      '/sitemaps/posts-ar.xml',
      '/sitemaps/posts-ar-ma.xml',
      '/sitemaps/newsletter.xml',
    ]);
    const arabic = await (await request.get('/sitemaps/posts-ar.xml')).text();
    const urls = [...arabic.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pageKey(match[1]!));
    expect(urls).toContain(`/blog/${encodeURI(n8nSlugs.ar)}?lang=ar`);
    expect(arabic).toContain('<lastmod>2026-09-15T08:00:00.000Z</lastmod>');
    expect((await request.get('/sitemaps/posts-xx.xml')).status()).toBe(404);
  });
});
