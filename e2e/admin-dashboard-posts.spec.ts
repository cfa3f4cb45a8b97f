// Issue 17 §12: the dashboard's Articles tab shows the ten articles changed last and says of how
// many, with the way to all of them next to the count; in French and in English.
import { insertPost } from './support/blog-fixtures';
import { expect, signInAs, test } from './support/admin';

test('the Articles tab says it shows the latest 10 of all the articles, and leads to all of them', async ({
  page,
}) => {
  // More than a tab holds, whatever else the run has written.
  for (let n = 0; n < 11; n += 1) insertPost('draft');
  await signInAs(page, 'editor', '/admin?tab=posts');

  const count = page.getByText(/^Les 10 derniers modifiés sur \d+ articles\./);
  await expect(count).toBeVisible();
  const total = Number(/sur (\d+) articles/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(10);
  await expect(page.locator('main tbody tr')).toHaveCount(10);

  await count.getByRole('link', { name: `Voir les ${total} articles` }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  // The full screen lists every article it counts.
  const fullCount = page.getByText(/^\d+ articles$/);
  const shown = Number(/\d+/.exec((await fullCount.textContent()) ?? '')?.[0]);
  expect(shown).toBeGreaterThan(10);
  await expect(page.locator('main tbody tr')).toHaveCount(shown);

  await page.goto('/admin?tab=posts&lang=en');
  await expect(page).toHaveURL(/\/admin\?tab=posts$/);
  const english = page.getByText(/^The 10 most recently changed of \d+ articles\./);
  await expect(english).toBeVisible();
  await expect(english.getByRole('link', { name: /^See all \d+ articles$/ })).toHaveAttribute(
    'href',
    '/admin/posts',
  );
});
