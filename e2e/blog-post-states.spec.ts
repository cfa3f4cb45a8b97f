import { expect, test } from '@playwright/test';
import { blogText, withLang } from './support/blog';
import { insertPost } from './support/blog-fixtures';
import { hreflangLinks } from './support/site';

/**
 * Article pages of posts in every state (issue 3): a post in French only, a draft, a scheduled
 * post, an unknown slug. These specs write posts, so they run after the specs that read the
 * seeded site (playwright.config.ts).
 */

test('a post without the visitor’s language is shown in French and says so', async ({
  page,
  request,
}) => {
  const post = insertPost('published', ['fr']);
  const url = withLang(`/blog/${post.slug}`, 'en');
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('article[lang="fr"]').first()).toBeVisible();
  await expect(page.getByText(blogText('en')('article.notTranslated'))).toBeVisible();
  const alternates = hreflangLinks(await (await request.get(url)).text());
  expect([...alternates.keys()].sort()).toEqual(['fr', 'x-default']);
});

for (const [name, visibility] of [
  ['an unknown slug', undefined],
  ['a draft', 'draft'],
  ['a scheduled post', 'future'],
] as const) {
  test(`${name} answers 404 with 'Article non trouvé'`, async ({ page }) => {
    const slug = visibility ? insertPost(visibility, ['fr']).slug : 'cet-article-n-existe-pas';
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article non trouvé' })).toBeVisible();
    await expect(page.getByText("Nous n'avons pas pu trouver cet article.")).toBeVisible();
  });
}
