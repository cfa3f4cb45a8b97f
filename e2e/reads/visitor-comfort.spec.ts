// Issue 17, the visitor's side: the phone drawer's languages all in view, the call to action at
// every width, an unsent contact draft that survives a change of language and Back, and a message
// counted as a person counts it, a keyword chip that finds its card, a long search that wraps, and
// the loading text on links to articles and landing pages. Nothing here is sent: these specs read
// the seeded site only.
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../support/forms';

const texts = { fr: messages.fr, ar: messages.ar } as const;

/** Whether an element lies wholly inside the viewport. */
async function fullyInView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.every((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth &&
        box.width > 0
      );
    }),
  );
}

for (const lang of ['fr', 'ar'] as const) {
  const t = texts[lang].nav;
  const path = lang === 'fr' ? '/contact' : '/contact?lang=ar';
  for (const height of [844, 667]) {
    test(`the phone drawer (390×${height}, ${lang}) shows every language and the call to action`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height });
      await page.goto(path);
      await page.getByRole('button', { name: t.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: t.mainNavigation });
      await expect(drawer).toBeVisible();
      const languages = drawer.getByRole('group', { name: t.language }).getByRole('link');
      await expect(languages).toHaveCount(4);
      for (const name of ['Français', 'English', 'العربية', 'الدارجة'])
        await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      expect(await fullyInView(page, 'dialog[open] [role="group"] a')).toBe(true);
      const cta = drawer.getByRole('link', { name: t.getStarted });
      await expect(cta).toBeVisible();
      expect(await fullyInView(page, 'dialog[open] a[href^="/contact"]')).toBe(true);
      await page.screenshot({ path: `test-results/drawer-${lang}-390x${height}.png` });
    });
  }

  test(`the call to action stays in the header at every width (${lang})`, async ({ page }) => {
    // Loaded once, then resized: the header's layout is CSS alone (no script measures it), so
    // each width lays it out as a load at that width would.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(lang === 'fr' ? '/' : '/?lang=ar');
    for (const width of [390, 768, 900, 1023, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const cta = page.locator('header').getByRole('link', { name: t.getStarted });
      await expect(cta, `${width} px`).toBeVisible();
      // Nothing in the header runs off the screen.
      expect(
        await fullyInView(page, 'header a:visible, header button:visible'),
        `${width} px`,
      ).toBe(true);
    }
  });
}

test('an unsent contact draft comes back after a change of language and after Back', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.locator('#contact-name').fill('Jeanne Draft');
  await page.locator('#contact-message').fill('Un brouillon à ne pas perdre 😀.');
  // Another language: the same form, in Arabic, with what was typed.
  await page
    .getByRole('button', { name: /Langue/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'العربية', exact: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('#contact-name')).toHaveValue('Jeanne Draft');
  await expect(page.locator('#contact-message')).toHaveValue('Un brouillon à ne pas perdre 😀.');
  // Counted as a person counts: the emoji is one character.
  await expect(page.locator('#contact-message-hint')).toContainText('31');

  await page.goto('/blog?lang=ar');
  await page.goBack();
  await expect(page.locator('#contact-name')).toHaveValue('Jeanne Draft');
  // It lives in this tab's session only: a new tab (a new context) starts empty.
  const other = await page.context().browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(page.url());
  await expect(fresh.locator('#contact-name')).toHaveValue('');
  await other.close();
});

test('a message over the limit says so next to the field, without cutting it', async ({ page }) => {
  await page.goto('/contact');
  const message = page.locator('#contact-message');
  await message.fill('😀'.repeat(5001));
  // Nothing was cut: 5 001 emoji are there.
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.value.length)).toBe(10_002);
  await expect(page.locator('#contact-message-hint')).toContainText('5001');
  await expect(page.locator('#contact-message-hint')).toContainText(
    messages.fr.contactForm.errors.messageTooLong,
  );
});

test('a keyword chip on a list narrowed to a category searches every category and finds its card', async ({
  page,
}) => {
  await page.goto('/blog?lang=ar&category=Chatbots');
  const card = page.locator('#blog-results-count + ul article.post-card').first();
  const title = (await card.locator('.post-card-title').textContent())!;
  const chip = card.locator('.keyword-chips a').last();
  const keyword = (await chip.textContent())!;
  await chip.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === keyword);
  expect(new URL(page.url()).searchParams.has('category')).toBe(false);
  // Results, and the card the chip was on among them: never the empty state.
  await expect(page.locator('#blog-results-count')).not.toHaveClass(/sr-only/);
  await expect(
    page.locator('#blog-results-count + ul .post-card-title', { hasText: title }),
  ).toHaveCount(1);
});

for (const [lang, query] of [
  ['fr', 'automatisation'.repeat(15)],
  ['ar', 'أتمتة'.repeat(40)],
] as const) {
  test(`a 200-character search wraps inside the page (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/blog?${new URLSearchParams({ q: query, ...(lang === 'ar' && { lang }) })}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const emptyState = page.getByText(query.slice(0, 20), { exact: false }).last();
    await expect(emptyState).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  });
}

/**
 * Holds the RSC answers (the data of a client-side navigation) of the pages under `path` until
 * `release` is called: a slow network, on demand, so the pending state can be seen.
 */
async function holdNavigationsTo(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (route.request().headers()['rsc'] === '1') await released;
      await route.continue();
    },
  );
  return release;
}

test("a link to an article shows 'Chargement...' while the article loads (fr)", async ({
  page,
}) => {
  const release = await holdNavigationsTo(page, '/blog/');
  await page.goto('/blog');
  const link = page.locator('#blog-results-count + ul .post-card-title a').first();
  const title = (await link.textContent())!;
  await link.click();
  await expect(link).toHaveText(messages.fr.blog.loading);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test("a link to a landing page shows 'Chargement...' while it loads (ar)", async ({ page }) => {
  const release = await holdNavigationsTo(page, '/services/zurich');
  await page.goto('/services/geneve?lang=ar');
  const link = page.locator(
    'section[aria-labelledby="landing-others-title"] a[href*="/services/zurich"]',
  );
  await link.click();
  await expect(link).toContainText(messages.ar.common.loading);
  release();
  await expect(page).toHaveURL(/\/services\/zurich\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
