import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { sitemapPages } from '../support/public-pages';
import { elementAttributes, pageKey } from '../support/site';

/*
 * Social cards (issue 14 §3) as the production server serves them: every public page's
 * og:image and twitter:image answers a 1200×630 PNG. What the cards look like is checked
 * against reference images in tests/unit/social-cards.test.ts.
 */

test('every page names social cards that answer 1200×630 PNGs', async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const { pages } = await sitemapPages(request, origin);
  const cards = new Map<string, string>();
  for (const { key } of pages) {
    const html = await (await request.get(origin + key)).text();
    const images = elementAttributes(html, 'meta')
      .filter((meta) => meta.property === 'og:image' || meta.name === 'twitter:image')
      .map((meta) => meta.content!);
    expect(images.length, `${key}: og:image and twitter:image`).toBeGreaterThanOrEqual(2);
    for (const image of images) if (!cards.has(pageKey(image))) cards.set(pageKey(image), key);
  }
  // The site's card in each language and each article's own, in every language it exists in.
  expect([...cards.keys()].filter((card) => card.includes('/blog/')).length).toBeGreaterThan(4);
  for (const [card, page] of cards) {
    const response = await request.get(origin + card);
    expect(response.status(), `${card} (from ${page})`).toBe(200);
    expect(response.headers()['content-type'], card).toBe('image/png');
    const { format, width, height } = await sharp(await response.body()).metadata();
    expect({ card, format, width, height }).toEqual({
      card,
      format: 'png',
      width: 1200,
      height: 630,
    });
  }
});
