import { expect, test, type Page } from '@playwright/test';
import { pageKey } from '../support/site';

/** The shared layout's behaviour (issue §4, spec §2 Layout and §4 FAQ). */

/** Resolves once the browser has painted twice: time for a scroll or key event to be handled. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function focusIsInsideOpenDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    return dialog !== null && dialog.contains(document.activeElement);
  });
}

test.describe('mobile drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the menu button, keeps focus inside, closes on Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    const drawer = page.getByRole('dialog', { name: 'Navigation principale' });
    await expect(drawer).toBeHidden();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Services' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();

    // More presses than the drawer has controls, so focus must wrap around, both ways.
    const controls = await drawer.locator('a[href], button').count();
    for (let press = 0; press < controls + 3; press++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInsideOpenDialog(page), `after Tab #${press + 1}`).toBe(true);
    }
    for (let press = 0; press < controls + 3; press++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInsideOpenDialog(page), `after Shift+Tab #${press + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes with its close button and after following a link', async ({ page }) => {
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Navigation principale' });
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL((url) => pageKey(url) === '/contact');
    await expect(drawer).toBeHidden();
  });

  test('locks the page scroll while open', async ({ page }) => {
    await page.goto('/');
    const scrollable = await page.evaluate(
      () => document.documentElement.scrollHeight > window.innerHeight + 200,
    );
    expect(scrollable, 'the home page is taller than the screen').toBe(true);
    await page.mouse.move(195, 600);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation principale' })).toBeVisible();
    expect(await scrollAfterWheel(page)).toBe(0);

    // The same gesture scrolls the page once the drawer is closed: the check above is real.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation principale' })).toBeHidden();
    expect(await scrollAfterWheel(page)).toBeGreaterThan(0);
  });
});

/**
 * Turns the mouse wheel and reads the page's scroll position two frames after the page received
 * it: by then a smooth scroll has moved the page, unless the page is locked.
 */
async function scrollAfterWheel(page: Page): Promise<number> {
  await page.evaluate(() => {
    const scrolled = new Promise<number>((resolve) =>
      window.addEventListener(
        'wheel',
        () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        { once: true, capture: true },
      ),
    );
    Object.assign(window, { scrolledAfterWheel: scrolled });
  });
  await page.mouse.wheel(0, 800);
  return page.evaluate(
    () => (window as unknown as { scrolledAfterWheel: Promise<number> }).scrolledAfterWheel,
  );
}

test.describe('language picker', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keeps the page when choosing a language, and closes', async ({ page }) => {
    await page.goto('/services');
    const picker = page.getByRole('button', { name: /Langue/ });
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await picker.click();
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    // The links themselves lead to this page (for crawlers, new tabs, no JavaScript).
    const english = page.getByRole('link', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('href', '/services?lang=en');
    await expect(page.getByRole('link', { name: 'العربية', exact: true })).toHaveAttribute(
      'href',
      '/services?lang=ar',
    );
    await english.click();

    await expect(page).toHaveURL((url) => pageKey(url) === '/services?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishPicker = page.getByRole('button', { name: /Language/ });
    await expect(englishPicker).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toBeHidden();
  });

  test('goes back to French without a lang parameter', async ({ page }) => {
    await page.goto('/about?lang=ar');
    await page.getByRole('button', { name: /اللغة/ }).click();
    await page.getByRole('link', { name: 'Français', exact: true }).click();
    await expect(page).toHaveURL((url) => pageKey(url) === '/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('is operable with the keyboard alone', async ({ page }) => {
    await page.goto('/services');
    const picker = page.getByRole('button', { name: /Langue/ });
    await picker.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    // Focus goes to the current language; Escape closes and returns to the button.
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
    await expect(picker).toBeFocused();

    // Open again, move to العربية (fr → en → ar) and choose it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Français', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'العربية', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => pageKey(url) === '/services?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('home FAQ accordion', () => {
  test('opens one question at a time, and closes the open one on click', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('main details');
    expect(await questions.count()).toBeGreaterThanOrEqual(2);
    const first = questions.nth(0);
    const second = questions.nth(1);
    const isOpen = (item: typeof first) => item.evaluate((el) => (el as HTMLDetailsElement).open);

    await first.locator('summary').click();
    await expect.poll(() => isOpen(first)).toBe(true);
    await expect(first.locator('summary + *')).toBeVisible();

    await second.locator('summary').click();
    await expect.poll(() => isOpen(second)).toBe(true);
    await expect.poll(() => isOpen(first)).toBe(false);
    await expect(first.locator('summary + *')).toBeHidden();

    await second.locator('summary').click();
    await expect.poll(() => isOpen(second)).toBe(false);
    expect(
      await questions.evaluateAll(
        (items) => items.filter((i) => (i as HTMLDetailsElement).open).length,
      ),
    ).toBe(0);
  });
});

test.describe('navbar', () => {
  test('shrinks once the page has scrolled more than 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header[data-scrolled]');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const heightAtTop = await header.evaluate((el) => el.getBoundingClientRect().height);

    await page.evaluate(() => window.scrollTo(0, 10));
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(10);
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header.evaluate((el) => el.getBoundingClientRect().height))
      .toBeLessThan(heightAtTop);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('marks the current section', async ({ page }) => {
    await page.goto('/services/geneve?lang=en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('internal links keep the visitor’s language', async ({ page }) => {
    await page.goto('/?lang=ar');
    const hrefs = await page
      .locator('header a[href^="/"]:not([hreflang]), footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      expect(new URL(href, 'http://site.test').searchParams.get('lang'), href).toBe('ar');
    }

    // Following one keeps the page in Arabic.
    await page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'الخدمات' })
      .click();
    await expect(page).toHaveURL((url) => pageKey(url) === '/services?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('breadcrumb', () => {
  test('its separators point from each step to the next, in French and in Arabic, at 1280 and 390 px', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, name] of [
        ['/services/reporting', /fil d'ariane/i],
        ['/services/reporting?lang=ar', 'مسار التنقل'],
      ] as const) {
        await page.goto(path);
        const trail = page.getByRole('navigation', { name });
        await expect(trail.locator('li')).toHaveCount(3);
        // Each separator: where its chevron's tip is drawn (after any mirroring) against its
        // middle, and where the step it leads to lies against it.
        const separators = await trail.locator('li svg').evaluateAll((icons) =>
          icons.map((icon) => {
            const matrix = (icon as SVGSVGElement).getScreenCTM()!;
            const box = icon.getBoundingClientRect();
            const next = icon.nextElementSibling!.getBoundingClientRect();
            return {
              // lucide's chevron-right: tip at x 15, middle at x 12 of its 24-unit box.
              pointsRight: matrix.a * 15 + matrix.e > matrix.a * 12 + matrix.e,
              nextIsRight: next.left + next.width / 2 > box.left + box.width / 2,
            };
          }),
        );
        expect(separators, `${path} at ${width} px`).toHaveLength(2);
        for (const separator of separators)
          expect(separator.pointsRight, `${path} at ${width} px`).toBe(separator.nextIsRight);
      }
    }
  });
});
